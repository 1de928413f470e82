# int(x) keeps an integer's type and makes other numbers int64; float(x)
# keeps a float's type and makes other numbers float64; bool(x) is bool.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int16, float32, bool, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(s, x, flag, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int16{{$}}
    a = int(s)
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    b = int(x)
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    c = int(flag)
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    d = float(s)
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    e = float(x)
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    f = bool(x)
    # CHECK: Name g <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:17> : int64 = 2{{$}}
    g = int(2.7)
    # CHECK: Name h <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:17> : float64 = 3.0{{$}}
    h = float(3)
    out[0] = a + b + c + d + e + f + g + h
