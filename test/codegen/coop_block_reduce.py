# cuda.coop's block reduce as CUB's WARP_REDUCTIONS, inline: five
# shfl.sync.down per warp, one shared slot per warp, a barrier before the
# slots are written (the previous collective has read them) and one after,
# then thread 0 folds the other three warps' values (unrolled). No call,
# no local memory. The kernel line names the block it is compiled for.
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1], int32[::1]" | FileCheck %s
from numba import cuda

from cuda import coop


@cuda.jit(device=True)
def max_op(a, b):
    return a if a > b else b


@cuda.jit(launch_bounds=128)
def k(inp, out):
    m = coop.block.reduce(inp[cuda.threadIdx.x], binary_op=max_op)
    if cuda.threadIdx.x == 0:
        out[0] = m


# CHECK: dslc.kernel entry=k {{.*}} static_shared=16 {{.*}} block_dim=128,0,0 block_dim_source="`launch_bounds=128`"
# CHECK: .shared .align {{[0-9]+}} .b8 {{.*}}[16];
# CHECK-NOT: call
# CHECK-NOT: .local
# CHECK-COUNT-5: shfl.sync.down.b32
# CHECK-NOT: shfl
# CHECK: bar.sync 0;
# CHECK: st.shared.u32
# CHECK: bar.sync 0;
# CHECK-COUNT-3: max.s32
# CHECK-NOT: bar.sync
# CHECK: ret;
