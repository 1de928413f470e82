# An exponent needs digits after the `e` and its sign.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_exponent_without_digits.py:[[@LINE+3]]:8: error: exponent `e+` has no digits
# CHECK-NEXT: {{^}}x = 1.5e+ 3{{$}}
# CHECK-NEXT: {{^}}       ^~{{$}}
x = 1.5e+ 3
# CHECK: fail_exponent_without_digits.py:[[@LINE+3]]:6: error: exponent `E` has no digits
# CHECK-NEXT: {{^}}y = 2E{{$}}
# CHECK-NEXT: {{^}}     ^{{$}}
y = 2E
