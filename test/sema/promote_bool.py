# bool in arithmetic: an integer (bool + bool is int64), and the smallest
# number type with a float (bool * float32 is float32).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "bool, int32, uint32, float32, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(b, i32, u32, f32, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    a = b + b
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    c = b * i32
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    d = b + u32
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    e = b * f32
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    f = True + 1
    out[0] = a + c + d + e + f
