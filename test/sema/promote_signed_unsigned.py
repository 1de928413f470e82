# + - * on a signed and an unsigned integer: int64, signed because one side
# is, even for int64 with uint64 (Numba's rule; NumPy would give float64).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int8, uint8, int32, uint32, int64, uint64, int64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i8, u8, i32, u32, i64, u64, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    a = i8 + u8
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    b = u32 * i32
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    c = i64 - u64
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    d = u64 + 1
    out[0] = a + b + c + d
