# cuda.coop's block scans as CUB's WARP_SCANS: a Kogge-Stone warp scan of
# five shfl.sync.up, the warp totals through shared memory between two
# barriers, and for items_per_thread items a thread-local scan around it.
# `--block-dim` gives the block: 64 threads, so the linear thread id is
# threadIdx.x alone and two warps' totals are folded.
# RUN: %dslc-ptx %s --block-dim 64 --kernel k --signature "float32[::1], int32[::1]" | FileCheck %s
from numba import cuda, float32

from cuda import coop


@cuda.jit
def k(data, counts):
    items = cuda.local.array(4, float32)
    for i in range(4):
        items[i] = data[cuda.threadIdx.x * 4 + i]
    coop.block.inclusive_sum(items, items, items_per_thread=4)
    for i in range(4):
        data[cuda.threadIdx.x * 4 + i] = items[i]
    counts[cuda.threadIdx.x] = coop.block.exclusive_sum(counts[cuda.threadIdx.x])


# CHECK: dslc.kernel entry=k {{.*}} static_shared=16 {{.*}} block_dim=64,1,1 block_dim_source="`--block-dim`"
# CHECK-NOT: %tid.y
# CHECK-NOT: .local
# CHECK-COUNT-5: shfl.sync.up.b32
# CHECK: bar.sync 0;
# CHECK: bar.sync 0;
# CHECK-COUNT-5: shfl.sync.up.b32
# CHECK: bar.sync 0;
# CHECK: bar.sync 0;
# CHECK: ret;
