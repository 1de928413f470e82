# A decimal integer other than zero cannot start with 0 (it would be octal in
# C and Python 2). The error covers the literal and names the prefix to use.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_leading_zeros.py:[[@LINE+3]]:9: error: leading zeros in decimal integer literals are not permitted; use an `0o` prefix for octal integers
# CHECK-NEXT: {{^}}mode = (0777, 0_7){{$}}
# CHECK-NEXT: {{^}}        ^~~~{{$}}
mode = (0777, 0_7)
# CHECK: fail_leading_zeros.py:[[@LINE-1]]:15: error: leading zeros in decimal integer literals are not permitted; use an `0o` prefix for octal integers
# CHECK-NEXT: {{^}}mode = (0777, 0_7){{$}}
# CHECK-NEXT: {{^}}              ^~~{{$}}
