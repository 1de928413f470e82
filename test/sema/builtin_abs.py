# abs keeps the type of its argument; abs of a bool is int8 (Numba has no
# bool version and picks the first integer one).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int16, uint32, float32, bool, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(s, u, x, flag, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int16{{$}}
    a = abs(s)
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint32{{$}}
    b = abs(u)
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    c = abs(x)
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : int8{{$}}
    d = abs(flag)
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    e = abs(-3)
    out[0] = a + b + c + d + e
