# A 2-D array takes two integer subscripts, of any integer types.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int16[:, ::1], int32, uint64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, i, j):
    # CHECK: Name x <[[@LINE+3]]:5-[[@LINE+3]]:6> : int16{{$}}
    # CHECK: Subscript <[[@LINE+2]]:9-[[@LINE+2]]:16> : int16{{$}}
    # CHECK: Tuple <[[@LINE+1]]:11-[[@LINE+1]]:15> : tuple(int32, uint64){{$}}
    x = a[i, j]
    # CHECK: Subscript <[[@LINE+1]]:5-[[@LINE+1]]:12> : int16{{$}}
    a[j, 0] = x + 1
