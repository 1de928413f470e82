# Indexing a 1-D array with any integer type gives its element type.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int8, uint8, int16, uint16, int32, uint32, int64, uint64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, i8, u8, i16, u16, i32, u32, i64, u64):
    # CHECK: Subscript <[[@LINE+2]]:5-[[@LINE+2]]:10> : float32{{$}}
    # CHECK: Name i8 <[[@LINE+1]]:7-[[@LINE+1]]:9> : int8{{$}}
    a[i8] = 1
    # CHECK: Subscript <[[@LINE+4]]:5-[[@LINE+4]]:10> : float32{{$}}
    # CHECK: Name u8 <[[@LINE+3]]:7-[[@LINE+3]]:9> : uint8{{$}}
    # CHECK: Subscript <[[@LINE+2]]:13-[[@LINE+2]]:19> : float32{{$}}
    # CHECK: Name i16 <[[@LINE+1]]:15-[[@LINE+1]]:18> : int16{{$}}
    a[u8] = a[i16]
    # CHECK: Name u16 <[[@LINE+3]]:7-[[@LINE+3]]:10> : uint16{{$}}
    # CHECK: Name i32 <[[@LINE+2]]:16-[[@LINE+2]]:19> : int32{{$}}
    # CHECK: Name u32 <[[@LINE+1]]:25-[[@LINE+1]]:28> : uint32{{$}}
    a[u16] = a[i32] + a[u32]
    # CHECK: Name x <[[@LINE+3]]:5-[[@LINE+3]]:6> : float32{{$}}
    # CHECK: Name i64 <[[@LINE+2]]:11-[[@LINE+2]]:14> : int64{{$}}
    # CHECK: Name u64 <[[@LINE+1]]:20-[[@LINE+1]]:23> : uint64{{$}}
    x = a[i64] + a[u64]
    a[0] = x
