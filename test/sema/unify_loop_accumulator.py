# A variable carried around a loop has one type on every iteration:
# `s = 0` (int64) then `s += x[i]` (int64 + float32 is float64) makes `s`
# float64 from its first assignment on.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(x, out):
    # CHECK: Name s <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    s = 0
    for i in range(x.size):
        # CHECK: Name s <[[@LINE+2]]:9-[[@LINE+2]]:10> : float64{{$}}
        # CHECK: Subscript <[[@LINE+1]]:14-[[@LINE+1]]:18> : float32{{$}}
        s += x[i]
    # CHECK: Name s <[[@LINE+1]]:14-[[@LINE+1]]:15> : float64{{$}}
    out[0] = s
    # CHECK: Name n <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    n = 0
    while n < 10:
        # CHECK: Name n <[[@LINE+1]]:9-[[@LINE+1]]:10> : int64{{$}}
        n = n + 1
    out[1] = n
