# + - * on two unsigned integers: uint64 (uint32 * uint32 is uint64).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "uint8, uint16, uint32, uint64, uint64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(u8, u16, u32, u64, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    a = u8 + u8
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    b = u16 - u8
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    c = u32 * u32
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    d = u64 + u32
    out[0] = a + b + c + d
