# cuda.coop's block scans as CUB's RAKING, with two barriers per scan and
# none before it: each thread writes its item (for items_per_thread items,
# their fold) to shared memory, a barrier, the first warp's lanes fold
# segments of consecutive items, scan the folds with five shfl.sync.up whose
# predicate guards the add (CUB's inline PTX), and write the segments' scans
# back, a barrier, each thread reads its own. An exclusive int32 sum is the
# inclusive one less the item (no sixth shuffle, and no select of 0 for the
# first lane, whose difference is 0); a float32 one takes the lane before's. `--block-dim` gives the block: 64 threads, segments of 2
# (unpadded), so the linear thread id is threadIdx.x alone. At 256 threads
# the segments are 8 long and padded to 9 slots (lane i starts at byte 36 i).
# RUN: %dslc-ptx %s --block-dim 64 --kernel k --signature "float32[::1], int32[::1]" | FileCheck %s
# RUN: %dslc-ptx %s --block-dim 64 --kernel k --signature "float32[::1], int32[::1]" | grep -c bar.sync | FileCheck %s --check-prefix=BARRIERS
# RUN: %dslc-ptx %s --block-dim 256 --kernel m --signature "int32[::1]" | FileCheck %s --check-prefix=MAX
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


@cuda.jit(device=True)
def maximum(a, b):
    return a if a > b else b


@cuda.jit
def m(data):
    data[cuda.threadIdx.x] = coop.block.inclusive_scan(data[cuda.threadIdx.x], scan_op=maximum)


# Two scans, two barriers each.
# BARRIERS: {{^}}4{{$}}

# Two grids of 32 segments of 2 and the total: 2 x 65 x 4 bytes.
# CHECK: dslc.kernel entry=k {{.*}} static_shared=520 {{.*}} block_dim=64,1,1 block_dim_source="`--block-dim`"
# CHECK-NOT: %tid.y
# CHECK-NOT: .local
# CHECK-NOT: bar.sync
# CHECK: st.shared.f32
# CHECK-NEXT: bar.sync 0;
# CHECK-NOT: bar.sync
# CHECK-COUNT-5: shfl.sync.up.b32 r|p, {{.*}}; @p add.f32 r, r,
# CHECK: shfl.sync.up.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 1, 0, -1;
# CHECK: bar.sync 0;
# CHECK-NOT: bar.sync
# CHECK: st.shared.u32
# CHECK-NEXT: bar.sync 0;
# CHECK-NOT: bar.sync
# CHECK-COUNT-5: shfl.sync.up.b32 r|p, {{.*}}; @p add.s32 r, r,
# CHECK-NOT: shfl
# CHECK-NOT: selp
# CHECK: bar.sync 0;
# CHECK-NOT: bar.sync
# CHECK-NOT: shfl
# CHECK: ret;

# MAX: dslc.kernel entry=m {{.*}} static_shared=1156 {{.*}} block_dim=256,1,1
# MAX-NOT: bar.sync
# MAX: bar.sync 0;
# MAX: mad.lo.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 36,
# MAX-COUNT-5: shfl.sync.up.b32 {{%r[0-9]+}}|{{%p[0-9]+}},
# MAX: bar.sync 0;
# MAX-NOT: bar.sync
# MAX: ret;
