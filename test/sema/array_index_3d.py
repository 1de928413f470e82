# A 3-D array takes three integer subscripts; Fortran order and strided
# layouts index the same way.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[:, :, ::1], float32[::1, :, :], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(c, f, n):
    # CHECK: Name x <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    x = c[n, 1, 2]
    # CHECK: Name y <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    y = f[0, n, n]
    # CHECK: Subscript <[[@LINE+1]]:5-[[@LINE+1]]:15> : float64{{$}}
    c[0, 0, 0] = x + y
