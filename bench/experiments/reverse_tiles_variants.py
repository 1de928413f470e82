"""Variants of lang-examples/dynamic_shared.py's reverse_tiles, each
compiled by dslc, to learn which of its loops limits it: the copy-in and
the copy-out loops unrolled by hand, 4 trips per iteration (the tile a
multiple of 4 x blockDim), with the loads of an iteration first, and with
unsigned indices (no negative-index wrap-around to compute). Timed by
scripts/gpu_time_binaries.sh on 2^28 float32 in tiles of 8192, block 256.
"""
from numba import cuda, float32, uint64


@cuda.jit("void(float32[::1], float32[::1])")
def as_written(a, out):
    buf = cuda.shared.array(0, float32)
    tile = buf.shape[0]
    base = cuda.blockIdx.x * tile
    for j in range(cuda.threadIdx.x, tile, cuda.blockDim.x):
        buf[j] = a[base + j]
    cuda.syncthreads()
    for j in range(cuda.threadIdx.x, tile, cuda.blockDim.x):
        out[base + j] = buf[tile - 1 - j]


@cuda.jit("void(float32[::1], float32[::1])")
def out_unrolled(a, out):
    buf = cuda.shared.array(0, float32)
    tile = buf.shape[0]
    base = cuda.blockIdx.x * tile
    step = cuda.blockDim.x
    for j in range(cuda.threadIdx.x, tile, step):
        buf[j] = a[base + j]
    cuda.syncthreads()
    for j in range(cuda.threadIdx.x, tile, 4 * step):
        v0 = buf[tile - 1 - j]
        v1 = buf[tile - 1 - j - step]
        v2 = buf[tile - 1 - j - 2 * step]
        v3 = buf[tile - 1 - j - 3 * step]
        out[base + j] = v0
        out[base + j + step] = v1
        out[base + j + 2 * step] = v2
        out[base + j + 3 * step] = v3


@cuda.jit("void(float32[::1], float32[::1])")
def both_unrolled(a, out):
    buf = cuda.shared.array(0, float32)
    tile = buf.shape[0]
    base = cuda.blockIdx.x * tile
    step = cuda.blockDim.x
    for j in range(cuda.threadIdx.x, tile, 4 * step):
        v0 = a[base + j]
        v1 = a[base + j + step]
        v2 = a[base + j + 2 * step]
        v3 = a[base + j + 3 * step]
        buf[j] = v0
        buf[j + step] = v1
        buf[j + 2 * step] = v2
        buf[j + 3 * step] = v3
    cuda.syncthreads()
    for j in range(cuda.threadIdx.x, tile, 4 * step):
        v0 = buf[tile - 1 - j]
        v1 = buf[tile - 1 - j - step]
        v2 = buf[tile - 1 - j - 2 * step]
        v3 = buf[tile - 1 - j - 3 * step]
        out[base + j] = v0
        out[base + j + step] = v1
        out[base + j + 2 * step] = v2
        out[base + j + 3 * step] = v3


@cuda.jit("void(float32[::1], float32[::1])")
def unsigned_indices(a, out):
    buf = cuda.shared.array(0, float32)
    tile = uint64(buf.shape[0])
    base = uint64(cuda.blockIdx.x) * tile
    step = uint64(cuda.blockDim.x)
    for j in range(uint64(cuda.threadIdx.x), tile, step):
        buf[j] = a[base + j]
    cuda.syncthreads()
    for j in range(uint64(cuda.threadIdx.x), tile, step):
        out[base + j] = buf[tile - uint64(1) - j]
