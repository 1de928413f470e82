# Kernels for the assemble tests: a plain one, one with a stack frame and
# static shared memory, one that reads a constant array, and one whose
# register cap makes it spill.
from numba import cuda
import numpy as np

TABLE = np.arange(300, dtype=np.float32)


@cuda.jit("void(float32, float32[::1], float32[::1])")
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]


@cuda.jit("void(float64[::1])")
def staged(out):
    tmp = cuda.local.array(64, np.float64)
    sm = cuda.shared.array(128, np.float64)
    i = cuda.grid(1)
    for k in range(64):
        tmp[k] = out[(i + k) % out.size]
    sm[i % 128] = tmp[i % 64]
    cuda.syncthreads()
    out[i % out.size] = sm[(i + 1) % 128] + tmp[(i * 7) % 64]


@cuda.jit("void(float32[::1])")
def lookup(out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = TABLE[i % 300] * 2


@cuda.jit("void(float64[::1])", max_registers=24)
def crowded(out):
    i = cuda.grid(1)
    n = out.size
    a0 = out[(i + 0) % n]; a1 = out[(i + 1) % n]; a2 = out[(i + 2) % n]; a3 = out[(i + 3) % n]
    a4 = out[(i + 4) % n]; a5 = out[(i + 5) % n]; a6 = out[(i + 6) % n]; a7 = out[(i + 7) % n]
    a8 = out[(i + 8) % n]; a9 = out[(i + 9) % n]; b0 = out[(i + 10) % n]; b1 = out[(i + 11) % n]
    s = 0.0
    for k in range(n):
        s += a0 * a1 + a2 * a3 + a4 * a5 + a6 * a7 + a8 * a9 + b0 * b1
        a0, a1, a2, a3, a4, a5 = a1 + s, a2 * s, a3 - s, a4 + a0, a5 * a1, a0 - a2
        a6, a7, a8, a9, b0, b1 = a7 + a3, a8 * a4, a9 - a5, b0 + a6, b1 * a7, a6 - a8
    out[i % n] = s + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + b0 + b1
