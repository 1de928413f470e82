# Arithmetic mixing an integer and a float: the float type both convert to
# safely by Numba's rules. int8, uint8 and int16 fit in float32; wider
# integers (and uint16, by Numba's rules) need float64. An int literal is
# int64, so float32 * 2 is float64.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int8, uint8, int16, uint16, int32, int64, float32, float64, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i8, u8, i16, u16, i32, i64, f32, f64, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    a = i8 + f32
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    b = u8 * f32
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    c = i16 - f32
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    d = u16 + f32
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    e = i32 + f32
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    f = f32 * 2
    # CHECK: Name g <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    g = i64 * f64
    # CHECK: Name h <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    h = i8 + f64
    out[0] = a + b + c + d + e + f + g + h
