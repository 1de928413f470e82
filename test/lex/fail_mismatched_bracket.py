# A closing bracket of the wrong kind is reported at the closing bracket, with
# a note at the bracket it should have closed. It is taken as a misspelling
# of the right one, so the line ends there and the next line is fine.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error: --implicit-check-not=note:

# CHECK: fail_mismatched_bracket.py:[[@LINE+6]]:10: error: closing `]` does not match opening `(`
# CHECK-NEXT: {{^}}x = f(a, ]{{$}}
# CHECK-NEXT: {{^}}         ^{{$}}
# CHECK-NEXT: fail_mismatched_bracket.py:[[@LINE+3]]:6: note: `(` opened here
# CHECK-NEXT: {{^}}x = f(a, ]{{$}}
# CHECK-NEXT: {{^}}     ^{{$}}
x = f(a, ]
y = 2
