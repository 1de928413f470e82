# cuda.coop's two-phase objects: made at module level with their dtype and
# threads_per_block (the legacy `make_` names too), called in the kernel;
# `link=obj.files` is accepted (the code is inline, nothing is linked).
# The block comes from the object. The int32 sums over whole warps are one
# redux.sync each, the maximum five shuffles.
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1], int32[::1]" | FileCheck %s
import numba
from numba import cuda

from cuda import coop


@cuda.jit(device=True)
def max_op(a, b):
    return a if a > b else b


block_reduce = coop.block.make_reduce(numba.int32, 64, max_op)
block_sum = coop.block.sum(numba.int32, threads_per_block=64)
warp_sum = coop.warp.make_sum(numba.int32)


@cuda.jit(link=block_reduce.files + block_sum.files)
def k(inp, out):
    x = inp[cuda.threadIdx.x]
    m = block_reduce(x)
    s = block_sum(x)
    w = warp_sum(x)
    if cuda.threadIdx.x == 0:
        out[0] = m + s + w


# CHECK: dslc.kernel entry=k {{.*}} static_shared=16 {{.*}} block_dim=64,1,1 block_dim_source="`threads_per_block`"
# CHECK-COUNT-5: shfl.sync.down.b32
# CHECK-NOT: shfl
# CHECK: redux.sync.add.s32
# CHECK-NOT: shfl
# CHECK: redux.sync.add.s32
# CHECK-NOT: shfl
# CHECK: ret;
