"""cuda.coop's block and warp collectives (coop_test.cpp), launched with
several block sizes: each kernel is compiled for the block of its first
launch (KernelFacts::block_dim)."""
from numba import cuda, float32, float64, int32

from cuda import coop


@cuda.jit(device=True)
def max_op(a, b):
    return a if a > b else b


@cuda.jit
def reduce_and_scan(inp, sums, maxima, exclusive, inclusive_max):
    # One value per thread of a 1-, 2- or 3-D block; blocks of the grid
    # each work on their own slice.
    tid = cuda.threadIdx.x + (cuda.threadIdx.y + cuda.threadIdx.z * cuda.blockDim.y) * cuda.blockDim.x
    threads = cuda.blockDim.x * cuda.blockDim.y * cuda.blockDim.z
    i = cuda.blockIdx.x * threads + tid
    x = inp[i]
    s = coop.block.sum(x)
    m = coop.block.reduce(x, binary_op=max_op)
    if tid == 0:
        sums[cuda.blockIdx.x] = s
        maxima[cuda.blockIdx.x] = m
    exclusive[i] = coop.block.exclusive_sum(x)
    inclusive_max[i] = coop.block.inclusive_scan(x, scan_op=max_op)


@cuda.jit
def items_scan(inp, out, totals):
    # Four float64 items per thread: a blocked load through shared memory,
    # an inclusive sum, a striped store.
    items = cuda.local.array(4, float64)
    base = cuda.blockIdx.x * cuda.blockDim.x * 4
    coop.block.load(inp[base:], items, 4, algorithm=coop.BlockLoadAlgorithm.TRANSPOSE)
    total = cuda.local.array(1, float64)
    coop.block.inclusive_sum(items, items, items_per_thread=4, block_aggregate=total)
    coop.block.store(out[base:], items, 4, algorithm=coop.BlockStoreAlgorithm.DIRECT)
    if cuda.threadIdx.x == 0:
        totals[cuda.blockIdx.x] = total[0]


@cuda.jit
def partial_load(inp, out, n):
    # num_valid_items and oob_default: items past n read -1.
    items = cuda.local.array(4, int32)
    coop.block.load(inp, items, 4, algorithm=coop.BlockLoadAlgorithm.WARP_TRANSPOSE,
                    num_valid_items=n, oob_default=-1)
    coop.block.store(out, items, 4, algorithm=coop.BlockStoreAlgorithm.WARP_TRANSPOSE)


@cuda.jit
def warps(inp, sums, prefixes, maxima):
    i = cuda.grid(1)
    x = inp[i]
    sums[i] = coop.warp.sum(x)
    prefixes[i] = coop.warp.exclusive_sum(x)
    maxima[i] = coop.warp.reduce(x, max_op, threads_in_warp=8)


@cuda.jit(launch_bounds=128)
def bounded_sum(inp, sums):
    # Its block comes from launch_bounds: another block is an error.
    s = coop.block.sum(inp[cuda.grid(1)])
    if cuda.threadIdx.x == 0:
        sums[cuda.blockIdx.x] = s


@cuda.jit(device=True)
def min_op(a, b):
    return a if a < b else b


@cuda.jit
def vectorized_copy(inp, out, offset):
    # Eight float32 items per thread, VECTORIZE both ways, between
    # inp[offset:] and out[offset:]: 16-byte vectors where offset is a
    # multiple of 4, item by item where not.
    items = cuda.local.array(8, float32)
    base = cuda.blockIdx.x * cuda.blockDim.x * 8
    src = inp[offset:]
    dst = out[offset:]
    coop.block.load(src[base:], items, 8, algorithm=coop.BlockLoadAlgorithm.VECTORIZE)
    coop.block.store(dst[base:], items, 8, algorithm=coop.BlockStoreAlgorithm.VECTORIZE)


@cuda.jit
def int_warps(inp, sums, inclusive, exclusive, maxima):
    # int32 over whole warps: the sum is one redux.sync, the scans add under
    # the shuffles' predicate, the maximum (an operator of the caller's)
    # shuffles down.
    i = cuda.grid(1)
    x = inp[i]
    sums[i] = coop.warp.sum(x)
    inclusive[i] = coop.warp.inclusive_sum(x)
    exclusive[i] = coop.warp.exclusive_sum(x)
    maxima[i] = coop.warp.reduce(x, max_op)


@cuda.jit
def int_blocks(inp, sums, minima, repeated, n):
    # int32 block collectives: a sum of the first n threads' values, a
    # minimum, and exclusive sums one after another with no barrier between
    # them (the raking scan needs none).
    i = cuda.grid(1)
    x = inp[i]
    s = coop.block.sum(x, num_valid=n)
    m = coop.block.reduce(x, binary_op=min_op)
    if cuda.threadIdx.x == 0:
        sums[cuda.blockIdx.x] = s
        minima[cuda.blockIdx.x] = m
    acc = int32(0)
    for r in range(4):
        acc = int32(acc + coop.block.exclusive_sum(int32(x + r)))
    repeated[i] = acc
