# len(array) is its first dimension, int64; len(tuple) is an int64 constant.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[:, ::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: Name r <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:15> : int64{{$}}
    r = len(a)
    # CHECK: Name t <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:25> : int64 = 3{{$}}
    t = len((n, n, 2.5))
    # CHECK: Name s <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:21> : int64 = 2{{$}}
    s = len(a.shape)
    a[0, 0] = r + t + s
