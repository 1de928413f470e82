# out = 2x + 1, elementwise: the GPU tests launch it on strided, borrowed
# and owned arrays of any layout.
from numba import cuda


@cuda.jit
def affine(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = x[i] * 2.0 + 1.0
