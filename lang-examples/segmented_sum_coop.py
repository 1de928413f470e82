"""Segmented sum at the speed of memory, written with block and warp collectives.

out[s] = sum of data[s*seglen : (s+1)*seglen]. One kernel cannot be fast at every
segment length, so `segmented_sum` below picks one of three by the length:

| seglen                                  | kernel          | who sums a segment        |
|-----------------------------------------|-----------------|---------------------------|
| 16 * G, G = 1, 2, 4 ... 32 (16 ... 512)  | `segsum_tiles`  | G threads of a warp        |
| other lengths below 4096                | `segsum_warps`  | one warp                  |
| 4096 and above                          | `segsum_blocks` | a block of 256 threads;   |
|                                         |                 | 512 from 8192, 1024 from  |
|                                         |                 | 65536                     |

Short segments: a warp loads 32 * ITEMS consecutive elements at once, fully coalesced,
and `coop.block.load`'s warp-transposed arrangement hands each thread ITEMS consecutive
ones, so each thread holds a piece of one segment; G neighbouring threads add their
pieces with shuffles. Middle lengths: a warp per segment, its loads aligned to 128-byte
lines (ragged lengths start segments anywhere), four loads in flight per thread, then
`coop.warp.sum`. Long segments: a block per segment and `coop.block.sum`; the
block is compiled for the size it is launched with, so `cuda.blockDim.x` is a
constant there.
"""
from numba import cuda, float32

from cuda import coop

ITEMS = 16  # elements per thread in `segsum_tiles`
TILE_THREADS = 256
FULL_MASK = 0xFFFFFFFF


@cuda.jit
def segsum_tiles(data, out, seglen):
    base = cuda.blockIdx.x * (TILE_THREADS * ITEMS)
    items = cuda.local.array(ITEMS, float32)
    n = out.size * seglen
    coop.block.load(data[base:], items, items_per_thread=ITEMS,
                    algorithm=coop.BlockLoadAlgorithm.WARP_TRANSPOSE,
                    num_valid_items=n - base, oob_default=float32(0))
    acc = float32(0)
    for k in range(ITEMS):
        acc += items[k]
    threads_per_segment = seglen // ITEMS
    offset = threads_per_segment // 2
    while offset > 0:
        acc += cuda.shfl_down_sync(FULL_MASK, acc, offset)
        offset //= 2
    first = base + cuda.threadIdx.x * ITEMS
    if first % seglen == 0 and first < n:
        out[first // seglen] = acc


@cuda.jit(device=True)
def strided_sum(data, begin, end, first, step):
    # The sum of data[first + k*step] for those in [begin, end), four loads in flight.
    a0 = float32(0)
    a1 = float32(0)
    a2 = float32(0)
    a3 = float32(0)
    j = first
    while j + 3 * step < end:
        a0 += data[j] if j >= begin else float32(0)
        a1 += data[j + step]
        a2 += data[j + 2 * step]
        a3 += data[j + 3 * step]
        j += 4 * step
    if j < end and j >= begin:
        a0 += data[j]
    if j + step < end:
        a1 += data[j + step]
    if j + 2 * step < end:
        a2 += data[j + 2 * step]
    return (a0 + a1) + (a2 + a3)


@cuda.jit(device=True)
def segment_part_sum(data, begin, seglen, first, step):
    # The sum of data[begin + first + k*step] below begin + seglen, four loads in flight.
    a0 = float32(0)
    a1 = float32(0)
    a2 = float32(0)
    a3 = float32(0)
    j = first
    while j + 3 * step < seglen:
        a0 += data[begin + j]
        a1 += data[begin + j + step]
        a2 += data[begin + j + 2 * step]
        a3 += data[begin + j + 3 * step]
        j += 4 * step
    while j < seglen:
        a0 += data[begin + j]
        j += step
    return (a0 + a1) + (a2 + a3)


@cuda.jit
def segsum_warps(data, out, seglen):
    seg = cuda.grid(1) // 32
    if seg < out.size:
        begin = seg * seglen
        first = begin - begin % 32 + cuda.laneid  # aligned to a 128-byte line
        total = coop.warp.sum(strided_sum(data, begin, begin + seglen, first, 32))
        if cuda.laneid == 0:
            out[seg] = total


@cuda.jit
def segsum_blocks(data, out, seglen):
    seg = cuda.blockIdx.x
    part = segment_part_sum(data, seg * seglen, seglen, cuda.threadIdx.x, cuda.blockDim.x)
    total = coop.block.sum(part)
    if cuda.threadIdx.x == 0:
        out[seg] = total


def segmented_sum(data, out, seglen):
    """out[s] = data[s*seglen : (s+1)*seglen].sum() for every s < out.size."""
    segments = out.size
    group = seglen // ITEMS
    if seglen % ITEMS == 0 and 0 < group <= 32 and group & (group - 1) == 0:
        tile = TILE_THREADS * ITEMS
        segsum_tiles[(segments * seglen + tile - 1) // tile, TILE_THREADS](data, out, seglen)
    elif seglen < 4096:
        segsum_warps[(segments * 32 + 255) // 256, 256](data, out, seglen)
    else:
        threads = 256 if seglen < 8192 else 512 if seglen < 65536 else 1024
        segsum_blocks[segments, threads](data, out, seglen)


if __name__ == "__main__":
    import numpy as np

    for seglen in (32, 1000, 65536):
        segments = (1 << 22) // seglen
        data = np.random.rand(segments * seglen).astype(np.float32)
        out = cuda.device_array(segments, dtype=np.float32)
        segmented_sum(cuda.to_device(data), out, seglen)
        expected = data.reshape(segments, seglen).sum(axis=1, dtype=np.float64)
        assert np.allclose(out.copy_to_host(), expected, rtol=1e-4)
