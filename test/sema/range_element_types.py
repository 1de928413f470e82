# The loop variable of `range` is int32 when every argument is int32 (or
# narrower), int64 when any is an int64 or a literal (literals are int64),
# and uint64 for unsigned arguments: Numba's int32, int64 and uint64
# versions of `range`, picked by its casting rules.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, int16, int64, uint32, uint64, int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i32, i16, i64, u32, u64, out):
    # CHECK: Name a <[[@LINE+2]]:9-[[@LINE+2]]:10> : int32{{$}}
    # CHECK: Call <[[@LINE+1]]:14-[[@LINE+1]]:24> : range(int32){{$}}
    for a in range(i32):
        out[0] += a
    # CHECK: Name b <[[@LINE+1]]:9-[[@LINE+1]]:10> : int32{{$}}
    for b in range(i16, i32):
        out[0] += b
    # CHECK: Name c <[[@LINE+2]]:9-[[@LINE+2]]:10> : int64{{$}}
    # CHECK: Call <[[@LINE+1]]:14-[[@LINE+1]]:23> : range(int64){{$}}
    for c in range(10):
        out[0] += c
    # CHECK: Name d <[[@LINE+1]]:9-[[@LINE+1]]:10> : int64{{$}}
    for d in range(0, i32):
        out[0] += d
    # CHECK: Name e <[[@LINE+1]]:9-[[@LINE+1]]:10> : int64{{$}}
    for e in range(i64):
        out[0] += e
    # CHECK: Name f <[[@LINE+2]]:9-[[@LINE+2]]:10> : uint64{{$}}
    # CHECK: Call <[[@LINE+1]]:14-[[@LINE+1]]:24> : range(uint64){{$}}
    for f in range(u64):
        out[0] += f
    # CHECK: Name g <[[@LINE+1]]:9-[[@LINE+1]]:10> : uint64{{$}}
    for g in range(u32):
        out[0] += g
    # CHECK: Name h <[[@LINE+1]]:9-[[@LINE+1]]:10> : int64{{$}}
    for h in range(i32, 0, -1):
        out[0] += h
