# `& | ^` on integers give 64 bits, signed if either side is; on two bools,
# bool. `<<` and `>>` take the signedness of the left operand only, so
# `u >> n` stays unsigned (a logical shift) whatever `n` is.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, uint32, uint64, bool, int64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i32, u32, u64, flag, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    a = u32 & u32
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    b = i32 | u32
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    c = u64 ^ 1
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    d = flag & flag
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    e = flag | i32
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    f = u32 >> i32
    # CHECK: Name g <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    g = i32 << u32
    # CHECK: Name h <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint64{{$}}
    h = u64 >> 3
    # CHECK: Name m <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Binary << <[[@LINE+1]]:9-[[@LINE+1]]:16> : int64 = 1099511627776{{$}}
    m = 1 << 40
    out[0] = a + b + c + d + e + f + g + h + m
