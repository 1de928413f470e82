# cuda.coop's warp collectives: shuffles only, no shared memory, no
# barrier, no block size needed. An int32 sum over a whole warp is one
# redux.sync on sm_80 and newer (five butterfly shuffles before); a logical
# warp of 8 lanes takes three steps; a scan's shuffles return the predicate
# that says whether the source lane exists, and an int32 or float32 sum adds
# under it (CUB's inline PTX); 64-bit values move as two 32-bit halves.
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1], float64[::1]" | FileCheck %s
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1], float64[::1]" --arch sm_75 | FileCheck %s --check-prefix=SM75
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
    a[i] = coop.warp.inclusive_sum(a[i])
    d[i] = coop.warp.exclusive_sum(d[i])


# CHECK: dslc.kernel entry=k {{.*}} static_shared=0 dynamic_shared=0{{$}}
# CHECK-NOT: bar.sync
# CHECK-NOT: shfl
# CHECK: redux.sync.add.s32
# CHECK-COUNT-3: shfl.sync.down.b32
# CHECK-COUNT-5: shfl.sync.up.b32 r|p, {{.*}}; @p add.s32 r, r,
# The float64 sum: two halves, the low half's predicate.
# CHECK-COUNT-10: shfl.sync.up.b32 {{%r[0-9]+}}|{{%p[0-9]+}},
# The exclusive value: the lane before's.
# CHECK-COUNT-2: shfl.sync.up.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1,
# CHECK-NOT: shfl
# CHECK: ret;

# SM75-NOT: redux
# SM75-COUNT-5: shfl.sync.bfly.b32
# SM75-COUNT-3: shfl.sync.down.b32
# SM75-NOT: redux
