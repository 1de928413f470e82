# Integer literals must fit in 64 bits (uint64 at most).
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_int_literal_too_large.py:[[@LINE+3]]:12: error: integer literal does not fit in 64 bits (the largest is 18446744073709551615)
    # CHECK-NEXT: {{^}}    a[0] = 18446744073709551616{{$}}
    # CHECK-NEXT: {{^}}           ^~~~~~~~~~~~~~~~~~~~{{$}}
    a[0] = 18446744073709551616
