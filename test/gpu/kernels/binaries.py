# Kernels the binary tests compile ahead of time (`dslc compile
# --emit=cubin|fatbin`) and load with Program::LoadBinary and `dslc run`:
# eager signatures, one with static shared memory.
from numba import cuda
import numpy as np


@cuda.jit("void(float32, float32[::1], float32[::1])")
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]


@cuda.jit("void(int32[::1], int32[::1])")
def reverse_blocks(src, dst):
    tile = cuda.shared.array(256, np.int32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    tile[t] = src[i]
    cuda.syncthreads()
    dst[i] = tile[255 - t]
