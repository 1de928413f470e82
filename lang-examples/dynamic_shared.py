"""Reverse each tile of an array through dynamic shared memory.

The tile size is not known when the kernel is compiled: it is the launch's
dynamic shared memory divided by the element size (`shared.array(0, ...)`
has as many elements as the launch's bytes hold). Block b copies tile b of
`a` into shared memory, waits, and writes it back reversed into `out`:
    out[b * tile + j] = a[b * tile + tile - 1 - j]
Launch with shared_bytes = tile * 4 and len(a) = blocks * tile; tiles above
48 KiB need the kernel's opt-in to large dynamic shared memory.
"""
from numba import cuda, float32


@cuda.jit("void(float32[::1], float32[::1])")
def reverse_tiles(a, out):
    buf = cuda.shared.array(0, float32)
    tile = buf.shape[0]
    base = cuda.blockIdx.x * tile
    for j in range(cuda.threadIdx.x, tile, cuda.blockDim.x):
        buf[j] = a[base + j]
    cuda.syncthreads()
    for j in range(cuda.threadIdx.x, tile, cuda.blockDim.x):
        out[base + j] = buf[tile - 1 - j]


if __name__ == "__main__":
    import numpy as np

    tile, blocks = 25600, 132  # 100 KiB of shared memory per block
    a = np.random.rand(blocks * tile).astype(np.float32)
    out = np.zeros_like(a)
    reverse_tiles[blocks, 256, 0, tile * 4](a, out)
    assert (out.reshape(blocks, tile) == a.reshape(blocks, tile)[:, ::-1]).all()
