# round(x) is an int64 for any number; round(x, n) keeps a float32 x and
# gives float64 otherwise.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32, float64, int32, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(x, d, n, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    a = round(x)
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    b = round(d)
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    c = round(n)
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    e = round(x, 2)
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    f = round(d, n)
    # CHECK: Name g <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    g = round(n, 1)
    out[0] = a + b + c + e + f + g
