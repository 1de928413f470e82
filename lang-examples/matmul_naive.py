"""Matrix product C = A @ B, one thread per element of C.

The simplest CUDA matrix product: thread (row, col) walks the shared
dimension, multiplying a row of A by a column of B. The x axis of the grid
runs along the columns of C, so that neighbouring threads of a warp read
neighbouring elements of B and write neighbouring elements of C (coalesced);
every thread of the warp reads the same element of A (a broadcast).
matmul_shared.py does better by reusing tiles from shared memory.
"""
from numba import cuda, float32


@cuda.jit("void(float32[:, ::1], float32[:, ::1], float32[:, ::1])")
def matmul_naive(a, b, c):
    col, row = cuda.grid(2)
    if row < c.shape[0] and col < c.shape[1]:
        acc = float32(0.0)
        for k in range(a.shape[1]):
            acc += a[row, k] * b[k, col]
        c[row, col] = acc


if __name__ == "__main__":
    import numpy as np

    m, n, p = 512, 384, 256
    a = np.random.rand(m, n).astype(np.float32)
    b = np.random.rand(n, p).astype(np.float32)
    c = np.zeros((m, p), dtype=np.float32)
    threads = (16, 16)
    blocks = ((p + threads[0] - 1) // threads[0], (m + threads[1] - 1) // threads[1])
    matmul_naive[blocks, threads](a, b, c)
    assert np.allclose(c, a @ b, rtol=1e-3)
