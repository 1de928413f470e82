"""SAXPY: y = a * x + y, one element per thread."""
from numba import cuda


@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]


if __name__ == "__main__":
    import numpy as np

    n = 1 << 20
    x = np.random.rand(n).astype(np.float32)
    y = np.random.rand(n).astype(np.float32)
    saxpy[(n + 255) // 256, 256](np.float32(2.0), x, y)
