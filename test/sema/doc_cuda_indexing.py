# docs/language.md, "CUDA": thread indexing.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int64[:, ::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    tx = cuda.threadIdx.x            # int32, like blockIdx, blockDim, gridDim
    gx = cuda.blockIdx.x * cuda.blockDim.x + tx      # int64
    x, y = cuda.grid(2)              # int64, int64
    sx, sy = cuda.gridsize(2)        # int64, int64
    lane = cuda.laneid               # int32
    warp = tx // cuda.warpsize       # cuda.warpsize is the constant 32
    out[x, y] = gx + sx + sy + lane + warp

# CHECK: Name tx <{{.*}}> : int32
# CHECK: Name gx <{{.*}}> : int64
# CHECK: Name x <{{.*}}> : int64
# CHECK: Name lane <{{.*}}> : int32
# CHECK: Attribute .warpsize <{{.*}}> : int32 = 32
