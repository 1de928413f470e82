# `//` and `%` keep integers integral (64 bits) and floats floating; they
# round toward negative infinity as in Python, which folding shows.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, uint32, float32, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i32, u32, f32, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    a = i32 // 2
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    b = u32 % u32
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    c = f32 // f32
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    d = f32 % 2
    # CHECK: Name e <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Binary // <[[@LINE+1]]:9-[[@LINE+1]]:16> : int64 = -4{{$}}
    e = -7 // 2
    # CHECK: Name f <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Binary % <[[@LINE+1]]:9-[[@LINE+1]]:15> : int64 = 2{{$}}
    f = -7 % 3
    # CHECK: Name g <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: Binary // <[[@LINE+1]]:9-[[@LINE+1]]:17> : float64 = 3.0{{$}}
    g = 7.5 // 2
    out[0] = a + b + c + d + e + f + g
