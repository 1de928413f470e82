# A closing bracket that matches an outer bracket closes it: the brackets
# inside it were left open. One error, at the innermost one, with a note.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:

# CHECK: fail_mismatched_bracket_closes_outer.py:[[@LINE+6]]:16: error: closing `)` does not match opening `[`
# CHECK-NEXT: {{^}}x = f(a[i, g(j)){{$}}
# CHECK-NEXT: {{^}}               ^{{$}}
# CHECK-NEXT: fail_mismatched_bracket_closes_outer.py:[[@LINE+3]]:8: note: `[` opened here
# CHECK-NEXT: {{^}}x = f(a[i, g(j)){{$}}
# CHECK-NEXT: {{^}}       ^{{$}}
x = f(a[i, g(j))
y = (2)
