# cuda.coop's block loads and stores: DIRECT is blocked (each thread's
# items consecutive, merged into a vector load when LLVM can), STRIPED
# strides by the block, TRANSPOSE loads striped and exchanges through a
# padded shared array between two barriers, WARP_TRANSPOSE with
# bar.warp.sync only. The exchanges' shared memory counts in the kernel's:
# 128 threads x 4 items x 33/32 x 4 bytes = 2112 bytes each. Loads and
# stores of one kind of exchange share one array, as CUB's users share a
# TempStorage: `pairs` moves two tiles with each kind and needs 2 x 2112.
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1], int32[::1], int64" | FileCheck %s
# RUN: %dslc-ptx %s --kernel pairs --signature "int32[::1], int32[::1]" \
# RUN:   | FileCheck %s --check-prefix=PAIRS
from numba import cuda, int32

from cuda import coop


@cuda.jit(launch_bounds=128)
def k(inp, out, n):
    items = cuda.local.array(4, int32)
    coop.block.load(inp, items, 4, algorithm=coop.BlockLoadAlgorithm.TRANSPOSE)
    coop.block.store(out, items, 4, algorithm=coop.BlockStoreAlgorithm.WARP_TRANSPOSE)
    coop.block.load(inp, items, items_per_thread=4, num_valid_items=n, oob_default=-1)
    coop.block.store(out, items, items_per_thread=4, algorithm=coop.BlockStoreAlgorithm.STRIPED)


# CHECK: dslc.kernel entry=k {{.*}} static_shared=4224 {{.*}} block_dim=128,0,0
# CHECK-NOT: .local
# CHECK: bar.sync 0;
# CHECK: st.shared.u32
# CHECK: bar.sync 0;
# CHECK: ld.shared.u32
# CHECK: bar.warp.sync -1;
# CHECK: st.shared.u32
# CHECK: bar.warp.sync -1;
# CHECK: ld.shared.u32
# CHECK: ret;


@cuda.jit(launch_bounds=128)
def pairs(inp, out):
    items = cuda.local.array(4, int32)
    for tile in range(2):
        base = tile * 512
        coop.block.load(inp[base:], items, 4, algorithm=coop.BlockLoadAlgorithm.TRANSPOSE)
        coop.block.store(out[base:], items, 4, algorithm=coop.BlockStoreAlgorithm.TRANSPOSE)
        coop.block.load(inp[base:], items, 4, algorithm=coop.BlockLoadAlgorithm.WARP_TRANSPOSE)
        coop.block.store(out[base:], items, 4, algorithm=coop.BlockStoreAlgorithm.WARP_TRANSPOSE)


# PAIRS: dslc.kernel entry=pairs {{.*}} static_shared=4224
# PAIRS-COUNT-2: .shared .align 16 .b8 {{.*}}[2112];
# PAIRS-NOT: .shared .align
# PAIRS: ret;
