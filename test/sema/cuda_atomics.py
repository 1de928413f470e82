# `cuda.atomic.*` return the element's old value, of the array's dtype. The
# index is an integer for a 1-D array and a tuple of integers otherwise; the
# values are any numbers, converted to the dtype.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], float64[:, ::1], int32[::1], uint32[::1], int64[:, :, ::1], uint64[:], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(f32, f64, i32, u32, i64, u64, n):
    # CHECK: Name a1 <[[@LINE+1]]:{{.*}}> : float32{{$}}
    a1 = cuda.atomic.add(f32, n, 1)
    # CHECK: Name a2 <[[@LINE+1]]:{{.*}}> : float64{{$}}
    a2 = cuda.atomic.sub(f64, (0, n), 0.5)
    # CHECK: Name a3 <[[@LINE+1]]:{{.*}}> : int32{{$}}
    a3 = cuda.atomic.max(i32, 0, 2.5)
    # CHECK: Name a4 <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    a4 = cuda.atomic.min(u32, n, n)
    # CHECK: Name a5 <[[@LINE+1]]:{{.*}}> : float32{{$}}
    a5 = cuda.atomic.nanmax(f32, 1, f32[0])
    # CHECK: Name a6 <[[@LINE+1]]:{{.*}}> : float64{{$}}
    a6 = cuda.atomic.nanmin(f64, (n, n), 0)
    # CHECK: Name b1 <[[@LINE+1]]:{{.*}}> : int64{{$}}
    b1 = cuda.atomic.and_(i64, (0, 1, n), 0xFF)
    # CHECK: Name b2 <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    b2 = cuda.atomic.or_(u32, 0, 1)
    # CHECK: Name b3 <[[@LINE+1]]:{{.*}}> : uint64{{$}}
    b3 = cuda.atomic.xor(u64, 0, n)
    # CHECK: Name b4 <[[@LINE+1]]:{{.*}}> : int32{{$}}
    b4 = cuda.atomic.exch(i32, 1, 7)
    # CHECK: Name c1 <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    c1 = cuda.atomic.inc(u32, 2, 100)
    # CHECK: Name c2 <[[@LINE+1]]:{{.*}}> : uint64{{$}}
    c2 = cuda.atomic.dec(u64, 2, 100)
    # CHECK: Name d1 <[[@LINE+1]]:{{.*}}> : int32{{$}}
    d1 = cuda.atomic.compare_and_swap(i32, 0, n)
    # CHECK: Name d2 <[[@LINE+1]]:{{.*}}> : int64{{$}}
    d2 = cuda.atomic.cas(i64, (0, 0, 0), 1, 2)
    # CHECK: Name d3 <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    d3 = cuda.atomic.cas(u32, n, 0, 1)
    f32[0] = a1 + a2 + a3 + a4 + a5 + a6 + b1 + b2 + b3 + b4 + c1 + c2 + d1 + d2 + d3
