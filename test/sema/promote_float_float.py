# Arithmetic on two floats: the wider one. float16 + float16 stays float16
# (numba-cuda's half-precision operators).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float16, float32, float64, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(h, f, d, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    a = f + f
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    b = f * d
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    c = d - f
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    e = h + f
    # CHECK: Name g <[[@LINE+1]]:5-[[@LINE+1]]:6> : float16{{$}}
    g = h * h
    # CHECK: Name x <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    x = f + 1.5
    out[0] = a + b + c + e + g + x
