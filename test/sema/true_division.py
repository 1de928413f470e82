# `/` on two integers is float64, as in Python 3; with a float it follows the
# float arithmetic rule (float32 / float32 stays float32).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, uint64, int16, float32, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i32, u64, i16, f32, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    a = i32 / i32
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    b = u64 / 2
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    c = f32 / f32
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    d = f32 / i16
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    e = f32 / i32
    # CHECK: Name f <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: Binary / <[[@LINE+1]]:9-[[@LINE+1]]:14> : float64 = 3.5{{$}}
    f = 7 / 2
    out[0] = a + b + c + d + e + f
