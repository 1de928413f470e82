# + - * on two signed integers: the result is int64 whatever the widths
# (Numba widens integer arithmetic to 64 bits), so int32 + int32 is int64.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int8, int16, int32, int64, int64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i8, i16, i32, i64, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    a = i8 + i8
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    b = i8 * i16
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    c = i32 + i32
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    d = i32 - i64
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    e = i16 * i32
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    f = i32 + 1
    out[0] = a + b + c + d + e + f
