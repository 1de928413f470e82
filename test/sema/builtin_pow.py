# pow(a, b) is `a ** b`, with the same types.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(n, x, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    a = pow(n, 2)
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    b = pow(x, 2)
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    c = pow(x, 0.5)
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    d = pow(2, 3)
    out[0] = a + b + c + d
