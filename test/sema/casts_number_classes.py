# A number class converts its argument: float32(x), np.int32(x),
# numba.float64(x); floats convert to integers by truncation. Constant
# arguments fold.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64, int64, float64[::1]" | FileCheck %s
import numba
import numpy as np
from numba import cuda, float32, uint8


@cuda.jit
def k(d, n, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    a = float32(d)
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : int32{{$}}
    b = np.int32(d)
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    c = numba.float64(n)
    # CHECK: Name e <[[@LINE+2]]:5-[[@LINE+2]]:6> : uint8{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:19> : uint8 = 44{{$}}
    e = uint8(300)
    # CHECK: Name f <[[@LINE+2]]:5-[[@LINE+2]]:6> : int16{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:23> : int16 = -2{{$}}
    f = np.int16(-2.9)
    # CHECK: Name g <[[@LINE+2]]:5-[[@LINE+2]]:6> : float32{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:21> : float32 = 0.10000000149011612{{$}}
    g = float32(0.1)
    # CHECK: Name h <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    h = np.bool_(n)
    out[0] = a + b + c + e + f + g + h
