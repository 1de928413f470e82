# Bit and float intrinsics, with Numba's overloads: popc and clz return
# their argument's integer type (a bool counts as int8), ffs uint32, brev
# uint64 for a uint64 and uint32 for every other integer; fma and cbrt
# float32 when every argument is float32, else float64.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int8, int32, int64, uint16, uint64, float32, float64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, i8, i32, i64, u16, u64, f32, f64):
    # CHECK: Name p1 <[[@LINE+1]]:{{.*}}> : int8{{$}}
    p1 = cuda.popc(i8)
    # CHECK: Name p2 <[[@LINE+1]]:{{.*}}> : uint64{{$}}
    p2 = cuda.popc(u64)
    # CHECK: Name p3 <[[@LINE+1]]:{{.*}}> : int8{{$}}
    p3 = cuda.popc(True)
    # CHECK: Name c1 <[[@LINE+1]]:{{.*}}> : int32{{$}}
    c1 = cuda.clz(i32)
    # CHECK: Name c2 <[[@LINE+1]]:{{.*}}> : uint16{{$}}
    c2 = cuda.clz(u16)
    # CHECK: Name f1 <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    f1 = cuda.ffs(i64)
    # CHECK: Name f2 <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    f2 = cuda.ffs(u16)
    # CHECK: Name r1 <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    r1 = cuda.brev(i32)
    # CHECK: Name r2 <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    r2 = cuda.brev(i64)
    # CHECK: Name r3 <[[@LINE+1]]:{{.*}}> : uint64{{$}}
    r3 = cuda.brev(u64)
    # CHECK: Name m1 <[[@LINE+1]]:{{.*}}> : float32{{$}}
    m1 = cuda.fma(f32, f32, out[0])
    # CHECK: Name m2 <[[@LINE+1]]:{{.*}}> : float64{{$}}
    m2 = cuda.fma(f32, f32, 1.0)
    # CHECK: Name m3 <[[@LINE+1]]:{{.*}}> : float64{{$}}
    m3 = cuda.fma(i32, f64, f32)
    # CHECK: Name t1 <[[@LINE+1]]:{{.*}}> : float32{{$}}
    t1 = cuda.cbrt(f32)
    # CHECK: Name t2 <[[@LINE+1]]:{{.*}}> : float64{{$}}
    t2 = cuda.cbrt(i32)
    out[0] = p1 + p2 + p3 + c1 + c2 + f1 + f2 + r1 + r2 + r3 + m1 + m2 + m3 + t1 + t2
