"""Matrix product C = A @ B with shared-memory tiles.

Each block computes one TILE x TILE tile of C. The threads of a block load one
tile of A and one tile of B into shared memory together, wait, multiply the
tiles, wait again, and move on along the shared dimension.
"""
from numba import cuda, float32

TILE = 16


@cuda.jit
def matmul_shared(a, b, c):
    tile_a = cuda.shared.array((TILE, TILE), float32)
    tile_b = cuda.shared.array((TILE, TILE), float32)
    # x runs along columns so that neighbouring threads touch neighbouring
    # elements of a row: coalesced loads, conflict-free shared memory.
    col, row = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    n = a.shape[1]
    acc = float32(0.0)
    for t in range((n + TILE - 1) // TILE):
        k_a = t * TILE + tx
        k_b = t * TILE + ty
        tile_a[ty, tx] = a[row, k_a] if row < a.shape[0] and k_a < n else float32(0.0)
        tile_b[ty, tx] = b[k_b, col] if k_b < n and col < b.shape[1] else float32(0.0)
        cuda.syncthreads()
        for k in range(TILE):
            acc += tile_a[ty, k] * tile_b[k, tx]
        cuda.syncthreads()
    if row < c.shape[0] and col < c.shape[1]:
        c[row, col] = acc


if __name__ == "__main__":
    import numpy as np

    m, n, p = 512, 384, 256
    a = np.random.rand(m, n).astype(np.float32)
    b = np.random.rand(n, p).astype(np.float32)
    c = np.zeros((m, p), dtype=np.float32)
    grid = ((p + TILE - 1) // TILE, (m + TILE - 1) // TILE)
    matmul_shared[grid, (TILE, TILE)](a, b, c)
    assert np.allclose(c, a @ b, rtol=1e-3)
