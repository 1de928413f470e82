# A bracket still open at the end of the file is reported once, at the
# innermost open bracket.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_bracket_never_closed.py:[[@LINE+3]]:10: error: `[` was never closed
# CHECK-NEXT: {{^}}x = f(a, [1,{{$}}
# CHECK-NEXT: {{^}}         ^{{$}}
x = f(a, [1,
      2
y = 3
