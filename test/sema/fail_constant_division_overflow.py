# A module constant whose floor division overflows (the smallest int64 by
# -1) says so; only a zero divisor is a division by zero.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "int64[::1]" 2>&1 | FileCheck %s --implicit-check-not=error:
# RUN: not %dslc compile --emit=typed %s --kernel z --signature "int64[::1]" 2>&1 | FileCheck %s --check-prefix=ZERO --implicit-check-not=error:
from numba import cuda, int64

S = -9223372036854775808 // -1
T = int64(-9223372036854775808) // int64(-1)
Z = 1 // 0


@cuda.jit
def k(a):
    # CHECK: fail_constant_division_overflow.py:[[@LINE+1]]:12: error: `S` is not a compile-time constant: the value does not fit in 64 bits
    a[0] = S
    # CHECK: fail_constant_division_overflow.py:[[@LINE+1]]:12: error: `T` is not a compile-time constant: the value does not fit in 64 bits
    a[1] = T


@cuda.jit
def z(a):
    # ZERO: fail_constant_division_overflow.py:[[@LINE+1]]:12: error: `Z` is not a compile-time constant: integer division by zero
    a[0] = Z
