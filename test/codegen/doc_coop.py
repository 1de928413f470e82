# docs/language.md, "Block and warp collectives (cuda.coop)".
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32[:, ::1], float32[::1], int64" | FileCheck %s
import numba
from numba import cuda, float32

from cuda import coop


@cuda.jit(device=True)
def max_op(a, b):
    return a if a > b else b


block_max = coop.block.reduce(numba.float32, 128, max_op)   # two-phase


@cuda.jit(launch_bounds=128)                  # the block: 128 threads
def k(x, out, prefix, n):
    items = cuda.local.array(4, float32)
    base = cuda.blockIdx.x * 512
    coop.block.load(x[base:], items, items_per_thread=4,
                    algorithm=coop.BlockLoadAlgorithm.TRANSPOSE,
                    num_valid_items=n - base, oob_default=0)
    total = coop.block.sum(items, items_per_thread=4)       # valid in thread 0
    largest = block_max(items[0])                            # valid in thread 0
    coop.block.exclusive_sum(items, items, items_per_thread=4)
    coop.block.store(prefix[base:], items, items_per_thread=4,
                     num_valid_items=n - base)
    warp_total = coop.warp.sum(items[3])                     # valid in lane 0
    if cuda.threadIdx.x == 0:
        out[cuda.blockIdx.x, 0] = total
        out[cuda.blockIdx.x, 1] = largest
        out[cuda.blockIdx.x, 2] = warp_total
# CHECK: block_dim=128,0,0 block_dim_source="`launch_bounds=128`"
# CHECK: .visible .entry k(
