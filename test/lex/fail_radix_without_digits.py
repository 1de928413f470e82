# A hexadecimal, octal or binary prefix must be followed by digits.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_radix_without_digits.py:[[@LINE+3]]:5: error: hexadecimal literal `0x` has no digits
# CHECK-NEXT: {{^}}a = 0x + 0B_{{$}}
# CHECK-NEXT: {{^}}    ^~{{$}}
a = 0x + 0B_
# CHECK: fail_radix_without_digits.py:[[@LINE-1]]:10: error: binary literal `0B_` has no digits
# CHECK-NEXT: {{^}}a = 0x + 0B_{{$}}
# CHECK-NEXT: {{^}}         ^~~{{$}}
