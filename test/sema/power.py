# `**`: integers give int64 (or uint64); a float32 base with an integer
# exponent stays float32 (Numba keeps `x ** 2` in single precision), a
# float64 base gives float64; with a float exponent the usual float rule.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, uint32, float32, float64, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i32, u32, f32, f64, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    a = i32 ** 2
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    b = u32 ** u32
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    c = f32 ** 2
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    d = f32 ** i32
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    e = f64 ** i32
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    f = f32 ** f32
    # CHECK: Name g <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    g = i32 ** f32
    # CHECK: Name h <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Binary ** <[[@LINE+1]]:9-[[@LINE+1]]:16> : int64 = 1024{{$}}
    h = 2 ** 10
    # CHECK: Name m <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: Binary ** <[[@LINE+1]]:9-[[@LINE+1]]:18> : float64 = 0.5{{$}}
    m = 2.0 ** -1
    out[0] = a + b + c + d + e + f + g + h + m
