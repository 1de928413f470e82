# A closing bracket with nothing open. Only the first of a line is reported:
# the ones after it are its consequences.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_unmatched_closing_bracket.py:[[@LINE+3]]:9: error: unmatched `)`
# CHECK-NEXT: {{^}}x = f(a))) + b]{{$}}
# CHECK-NEXT: {{^}}        ^{{$}}
x = f(a))) + b]
# CHECK: fail_unmatched_closing_bracket.py:[[@LINE+3]]:2: error: unmatched `}`
# CHECK-NEXT: {{^}}y}{{$}}
# CHECK-NEXT: {{^}} ^{{$}}
y}
