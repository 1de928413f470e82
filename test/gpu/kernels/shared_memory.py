"""Static shared memory: 1-D, 2-D and padded `TILE + 1` shapes."""
from numba import cuda, float32, float64, int32

BLOCK = 256
TILE = 32


# Each block reverses its 256 elements through a 1-D shared array.
@cuda.jit
def reverse_blocks(a, out):
    buf = cuda.shared.array(BLOCK, float32)
    t = cuda.threadIdx.x
    base = cuda.blockIdx.x * BLOCK
    buf[t] = a[base + t]
    cuda.syncthreads()
    out[base + t] = buf[BLOCK - 1 - t]


# A transpose through a padded 2-D tile (TILE x TILE + 1: no bank conflicts);
# 32 x 8 threads, each copying four rows of the tile.
@cuda.jit
def transpose(a, out):
    tile = cuda.shared.array((TILE, TILE + 1), float64)
    x = cuda.blockIdx.x * TILE + cuda.threadIdx.x
    y0 = cuda.blockIdx.y * TILE
    rows = a.shape[0]
    cols = a.shape[1]
    for k in range(0, TILE, 8):
        y = y0 + cuda.threadIdx.y + k
        if y < rows and x < cols:
            tile[cuda.threadIdx.y + k, cuda.threadIdx.x] = a[y, x]
    cuda.syncthreads()
    x = y0 + cuda.threadIdx.x
    y1 = cuda.blockIdx.x * TILE
    for k in range(0, TILE, 8):
        y = y1 + cuda.threadIdx.y + k
        if y < cols and x < rows:
            out[y, x] = tile[cuda.threadIdx.x, cuda.threadIdx.y + k]


# A block-wide sum by tree reduction in shared memory, int32.
@cuda.jit
def block_sums(a, out):
    part = cuda.shared.array(BLOCK, int32)
    t = cuda.threadIdx.x
    i = cuda.blockIdx.x * BLOCK + t
    part[t] = a[i] if i < a.shape[0] else 0
    cuda.syncthreads()
    step = BLOCK // 2
    while step > 0:
        if t < step:
            part[t] += part[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        out[cuda.blockIdx.x] = part[0]
