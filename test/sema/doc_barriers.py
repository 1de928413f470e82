# docs/language.md, "Barriers and fences".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    tx = cuda.threadIdx.x
    out[tx] = tx
    cuda.threadfence()                        # writes seen by the whole GPU
    cuda.syncthreads()                        # the whole block waits here
    n = cuda.syncthreads_count(out[tx] > 0)   # int32: how many threads said yes
    every = cuda.syncthreads_and(tx < 64)     # int32: 1 if all did, else 0
    cuda.syncwarp(0xFFFFFFFF)
    out[tx] = n + every

# CHECK: Name n <{{.*}}> : int32
# CHECK: Name every <{{.*}}> : int32
