# Warp primitives. Shuffles return their value's type (int32, int64,
# uint32, uint64, float32, float64); all_sync, any_sync and eq_sync return
# bool; ballot_sync and match_any_sync int32 (Numba's types); match_all_sync
# a tuple (int32, bool); activemask and lanemask_lt uint32.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], float64, int32, int64, uint32, uint64" | FileCheck %s
from numba import cuda

FULL = 0xFFFFFFFF


@cuda.jit
def k(out, d, i, l, u, ul):
    # CHECK: Name s1 <[[@LINE+1]]:{{.*}}> : float32{{$}}
    s1 = cuda.shfl_sync(FULL, out[0], 0)
    # CHECK: Name s2 <[[@LINE+1]]:{{.*}}> : float64{{$}}
    s2 = cuda.shfl_up_sync(FULL, d, 1)
    # CHECK: Name s3 <[[@LINE+1]]:{{.*}}> : int32{{$}}
    s3 = cuda.shfl_down_sync(FULL, i, 16)
    # CHECK: Name s4 <[[@LINE+1]]:{{.*}}> : int64{{$}}
    s4 = cuda.shfl_xor_sync(FULL, l, i)
    # CHECK: Name s5 <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    s5 = cuda.shfl_down_sync(u, u, 2)
    # CHECK: Name s6 <[[@LINE+1]]:{{.*}}> : uint64{{$}}
    s6 = cuda.shfl_xor_sync(FULL, ul, 4)
    # CHECK: Name s7 <[[@LINE+1]]:{{.*}}> : int64{{$}}
    s7 = cuda.shfl_sync(FULL, 7, cuda.laneid)
    # CHECK: Name v1 <[[@LINE+1]]:{{.*}}> : bool{{$}}
    v1 = cuda.all_sync(FULL, i > 0)
    # CHECK: Name v2 <[[@LINE+1]]:{{.*}}> : bool{{$}}
    v2 = cuda.any_sync(FULL, d)
    # CHECK: Name v3 <[[@LINE+1]]:{{.*}}> : bool{{$}}
    v3 = cuda.eq_sync(FULL, i)
    # CHECK: Name b <[[@LINE+1]]:{{.*}}> : int32{{$}}
    b = cuda.ballot_sync(FULL, i & 1)
    # CHECK: Name m1 <[[@LINE+1]]:{{.*}}> : int32{{$}}
    m1 = cuda.match_any_sync(FULL, l)
    # CHECK: Name m2 <[[@LINE+1]]:{{.*}}> : tuple(int32, bool){{$}}
    m2 = cuda.match_all_sync(FULL, d)
    # CHECK: Name same <[[@LINE+1]]:{{.*}}> : int32{{$}}
    same, pred = cuda.match_all_sync(FULL, out[1])
    # CHECK: Name active <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    active = cuda.activemask()
    # CHECK: Name lower <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    lower = cuda.lanemask_lt()
    out[0] = s1 + s2 + s3 + s4 + s5 + s6 + s7 + v1 + v2 + v3 + b + m1 + m2[0]
    out[1] = same + pred + active + lower
