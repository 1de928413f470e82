# Unary `-` and `+` widen integers to 64 bits (unsigned stays unsigned) and
# keep floats; `~` is for integers (and bool, giving bool); `not` gives bool.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int8, uint32, float32, bool, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i8, u32, f32, flag, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    a = -i8
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    b = -u32
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    c = +f32
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    d = ~u32
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    e = ~flag
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    f = not f32
    # CHECK: Name g <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    g = -flag
    # CHECK: Name h <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Unary - <[[@LINE+1]]:9-[[@LINE+1]]:11> : int64 = -5{{$}}
    h = -5
    out[0] = a + b + c + d + e + f + g + h
