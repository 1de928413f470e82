# math functions: float32 in, float32 out; any other number computes in
# float64 (integers included). floor, ceil and trunc also return floats,
# as in Numba-CUDA (CPython returns ints). isnan, isinf, isfinite give bool.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32, float64, int32, float64[::1]" | FileCheck %s
import math

from numba import cuda


@cuda.jit
def k(x, d, n, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    a = math.sqrt(x)
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    b = math.exp(d)
    # CHECK: Name q <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    q = math.exp2(x)
    # CHECK: Name r <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    r = math.exp2(n)
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    c = math.sin(n)
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    e = math.atan2(x, x)
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    f = math.pow(x, d)
    # CHECK: Name g <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    g = math.floor(x)
    # CHECK: Name h <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    h = math.ceil(n)
    # CHECK: Name t <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    t = math.trunc(d)
    # CHECK: Name i <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    i = math.isnan(x)
    # CHECK: Name j <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    j = math.fabs(x) + math.hypot(x, x)
    # CHECK: Name p <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: Attribute .pi <[[@LINE+1]]:9-[[@LINE+1]]:16> : float64 = 3.141592653589793{{$}}
    p = math.pi
    out[0] = a + b + c + e + f + g + h + t + i + j + p
