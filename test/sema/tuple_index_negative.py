# A negative constant index counts from the end, as in Python.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int32, float32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n, x):
    t = (n, x, 2.5)
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    a = t[-1]
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : int32{{$}}
    b = t[-3]
    # CHECK: Name c <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Subscript <[[@LINE+1]]:9-[[@LINE+1]]:22> : int64 = 2{{$}}
    c = (1, 2, 3)[-2]
    out[0] = a + b + c
