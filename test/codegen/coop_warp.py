# cuda.coop's warp collectives: shuffles only, no shared memory, no
# barrier, no block size needed. A logical warp of 8 lanes takes three
# steps; 64-bit values move as two 32-bit halves.
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1], float64[::1]" | FileCheck %s
from numba import cuda

from cuda import coop


@cuda.jit(device=True)
def min_op(a, b):
    return a if a < b else b


@cuda.jit
def k(a, d):
    i = cuda.threadIdx.x
    a[i] = coop.warp.sum(a[i])
    a[i] = coop.warp.reduce(a[i], min_op, threads_in_warp=8)
    d[i] = coop.warp.exclusive_sum(d[i])


# CHECK: dslc.kernel entry=k {{.*}} static_shared=0 dynamic_shared=0{{$}}
# CHECK-NOT: bar.sync
# CHECK-COUNT-5: shfl.sync.down.b32
# CHECK-COUNT-3: shfl.sync.down.b32
# CHECK-COUNT-12: shfl.sync.up.b32
# CHECK-NOT: shfl
# CHECK: ret;
