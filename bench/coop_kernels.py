"""Block and warp collectives with cuda.coop, one microbenchmark kernel each.

dslc-bench --collectives compiles these with dslc and launches them beside
the same kernels written with CUB (bench/cub/collectives.cu, built by nvcc),
on the same arrays, and checks both against a CPU reference. The block size
comes from the launch: 256 threads, and 128 and 1024 for block_reduce_add_*.

The loads and stores move one tile of threads x items per block
(memory-bound). The others run their primitive `reps` times on values held
in registers: in trip r every item is x + T(r), so nothing is
loop-invariant, and the results are summed into an accumulator written at
the end, so nothing is dead. Items are blocked: thread t of a block holds
items t*K .. t*K+K-1 of the block's tile. Every value is converted back to
the arrays' dtype (`src.dtype(...)`), so that int32 kernels compute in int32
as CUB's do, not in Numba's int64.
"""
from numba import cuda

from cuda import coop


@cuda.jit(device=True)
def add(a, b):
    return a + b


@cuda.jit(device=True)
def maximum(a, b):
    return a if a > b else b


@cuda.jit
def load_store_direct_ipt4(src, dst):
    items = coop.local.array(4, dtype=src.dtype)
    base = cuda.blockIdx.x * (cuda.blockDim.x * 4)
    coop.block.load(
        src[base:], items, items_per_thread=4, algorithm=coop.BlockLoadAlgorithm.DIRECT
    )
    coop.block.store(
        dst[base:], items, items_per_thread=4, algorithm=coop.BlockStoreAlgorithm.DIRECT
    )


@cuda.jit
def load_store_direct_ipt16(src, dst):
    items = coop.local.array(16, dtype=src.dtype)
    base = cuda.blockIdx.x * (cuda.blockDim.x * 16)
    coop.block.load(
        src[base:], items, items_per_thread=16, algorithm=coop.BlockLoadAlgorithm.DIRECT
    )
    coop.block.store(
        dst[base:], items, items_per_thread=16, algorithm=coop.BlockStoreAlgorithm.DIRECT
    )


@cuda.jit
def load_store_striped_ipt4(src, dst):
    items = coop.local.array(4, dtype=src.dtype)
    base = cuda.blockIdx.x * (cuda.blockDim.x * 4)
    coop.block.load(
        src[base:], items, items_per_thread=4, algorithm=coop.BlockLoadAlgorithm.STRIPED
    )
    coop.block.store(
        dst[base:], items, items_per_thread=4, algorithm=coop.BlockStoreAlgorithm.STRIPED
    )


@cuda.jit
def load_store_striped_ipt16(src, dst):
    items = coop.local.array(16, dtype=src.dtype)
    base = cuda.blockIdx.x * (cuda.blockDim.x * 16)
    coop.block.load(
        src[base:], items, items_per_thread=16, algorithm=coop.BlockLoadAlgorithm.STRIPED
    )
    coop.block.store(
        dst[base:], items, items_per_thread=16, algorithm=coop.BlockStoreAlgorithm.STRIPED
    )


@cuda.jit
def load_store_vectorize_ipt4(src, dst):
    items = coop.local.array(4, dtype=src.dtype)
    base = cuda.blockIdx.x * (cuda.blockDim.x * 4)
    coop.block.load(
        src[base:], items, items_per_thread=4, algorithm=coop.BlockLoadAlgorithm.VECTORIZE
    )
    coop.block.store(
        dst[base:], items, items_per_thread=4, algorithm=coop.BlockStoreAlgorithm.VECTORIZE
    )


@cuda.jit
def load_store_vectorize_ipt16(src, dst):
    items = coop.local.array(16, dtype=src.dtype)
    base = cuda.blockIdx.x * (cuda.blockDim.x * 16)
    coop.block.load(
        src[base:], items, items_per_thread=16, algorithm=coop.BlockLoadAlgorithm.VECTORIZE
    )
    coop.block.store(
        dst[base:], items, items_per_thread=16, algorithm=coop.BlockStoreAlgorithm.VECTORIZE
    )


@cuda.jit
def load_store_warp_transpose_ipt4(src, dst):
    items = coop.local.array(4, dtype=src.dtype)
    base = cuda.blockIdx.x * (cuda.blockDim.x * 4)
    coop.block.load(
        src[base:], items, items_per_thread=4, algorithm=coop.BlockLoadAlgorithm.WARP_TRANSPOSE
    )
    coop.block.store(
        dst[base:], items, items_per_thread=4, algorithm=coop.BlockStoreAlgorithm.WARP_TRANSPOSE
    )


@cuda.jit
def load_store_warp_transpose_ipt16(src, dst):
    items = coop.local.array(16, dtype=src.dtype)
    base = cuda.blockIdx.x * (cuda.blockDim.x * 16)
    coop.block.load(
        src[base:], items, items_per_thread=16, algorithm=coop.BlockLoadAlgorithm.WARP_TRANSPOSE
    )
    coop.block.store(
        dst[base:], items, items_per_thread=16, algorithm=coop.BlockStoreAlgorithm.WARP_TRANSPOSE
    )


@cuda.jit
def block_reduce_add_ipt1(src, dst, reps):
    x = src[cuda.grid(1)]
    acc = src.dtype(0)
    for r in range(reps):
        v = src.dtype(x + src.dtype(r))
        acc += coop.block.reduce(v, items_per_thread=1, binary_op=add)
    if cuda.threadIdx.x == 0:
        dst[cuda.blockIdx.x] = acc


@cuda.jit
def block_reduce_add_ipt4(src, dst, reps):
    items = coop.local.array(4, dtype=src.dtype)
    t = coop.local.array(4, dtype=src.dtype)
    base = cuda.grid(1) * 4
    for j in range(4):
        items[j] = src[base + j]
    acc = src.dtype(0)
    for r in range(reps):
        step = src.dtype(r)
        for j in range(4):
            t[j] = items[j] + step
        acc += coop.block.reduce(t, items_per_thread=4, binary_op=add)
    if cuda.threadIdx.x == 0:
        dst[cuda.blockIdx.x] = acc


@cuda.jit
def block_reduce_max_ipt1(src, dst, reps):
    x = src[cuda.grid(1)]
    acc = src.dtype(0)
    for r in range(reps):
        v = src.dtype(x + src.dtype(r))
        acc += coop.block.reduce(v, items_per_thread=1, binary_op=maximum)
    if cuda.threadIdx.x == 0:
        dst[cuda.blockIdx.x] = acc


@cuda.jit
def block_reduce_max_ipt4(src, dst, reps):
    items = coop.local.array(4, dtype=src.dtype)
    t = coop.local.array(4, dtype=src.dtype)
    base = cuda.grid(1) * 4
    for j in range(4):
        items[j] = src[base + j]
    acc = src.dtype(0)
    for r in range(reps):
        step = src.dtype(r)
        for j in range(4):
            t[j] = items[j] + step
        acc += coop.block.reduce(t, items_per_thread=4, binary_op=maximum)
    if cuda.threadIdx.x == 0:
        dst[cuda.blockIdx.x] = acc


@cuda.jit
def block_sum_ipt1(src, dst, reps):
    x = src[cuda.grid(1)]
    acc = src.dtype(0)
    for r in range(reps):
        v = src.dtype(x + src.dtype(r))
        acc += coop.block.sum(v)
    if cuda.threadIdx.x == 0:
        dst[cuda.blockIdx.x] = acc


@cuda.jit
def block_sum_ipt4(src, dst, reps):
    items = coop.local.array(4, dtype=src.dtype)
    t = coop.local.array(4, dtype=src.dtype)
    base = cuda.grid(1) * 4
    for j in range(4):
        items[j] = src[base + j]
    acc = src.dtype(0)
    for r in range(reps):
        step = src.dtype(r)
        for j in range(4):
            t[j] = items[j] + step
        acc += coop.block.sum(t, items_per_thread=4)
    if cuda.threadIdx.x == 0:
        dst[cuda.blockIdx.x] = acc


@cuda.jit
def block_inclusive_sum_ipt1(src, dst, reps):
    items = coop.local.array(1, dtype=src.dtype)
    t = coop.local.array(1, dtype=src.dtype)
    acc = coop.local.array(1, dtype=src.dtype)
    base = cuda.grid(1) * 1
    for j in range(1):
        items[j] = src[base + j]
        acc[j] = 0
    for r in range(reps):
        step = src.dtype(r)
        for j in range(1):
            t[j] = items[j] + step
        coop.block.inclusive_sum(t, t, items_per_thread=1)
        for j in range(1):
            acc[j] += t[j]
    for j in range(1):
        dst[base + j] = acc[j]


@cuda.jit
def block_inclusive_sum_ipt4(src, dst, reps):
    items = coop.local.array(4, dtype=src.dtype)
    t = coop.local.array(4, dtype=src.dtype)
    acc = coop.local.array(4, dtype=src.dtype)
    base = cuda.grid(1) * 4
    for j in range(4):
        items[j] = src[base + j]
        acc[j] = 0
    for r in range(reps):
        step = src.dtype(r)
        for j in range(4):
            t[j] = items[j] + step
        coop.block.inclusive_sum(t, t, items_per_thread=4)
        for j in range(4):
            acc[j] += t[j]
    for j in range(4):
        dst[base + j] = acc[j]


@cuda.jit
def block_exclusive_sum_ipt1(src, dst, reps):
    items = coop.local.array(1, dtype=src.dtype)
    t = coop.local.array(1, dtype=src.dtype)
    acc = coop.local.array(1, dtype=src.dtype)
    base = cuda.grid(1) * 1
    for j in range(1):
        items[j] = src[base + j]
        acc[j] = 0
    for r in range(reps):
        step = src.dtype(r)
        for j in range(1):
            t[j] = items[j] + step
        coop.block.exclusive_sum(t, t, items_per_thread=1)
        for j in range(1):
            acc[j] += t[j]
    for j in range(1):
        dst[base + j] = acc[j]


@cuda.jit
def block_exclusive_sum_ipt4(src, dst, reps):
    items = coop.local.array(4, dtype=src.dtype)
    t = coop.local.array(4, dtype=src.dtype)
    acc = coop.local.array(4, dtype=src.dtype)
    base = cuda.grid(1) * 4
    for j in range(4):
        items[j] = src[base + j]
        acc[j] = 0
    for r in range(reps):
        step = src.dtype(r)
        for j in range(4):
            t[j] = items[j] + step
        coop.block.exclusive_sum(t, t, items_per_thread=4)
        for j in range(4):
            acc[j] += t[j]
    for j in range(4):
        dst[base + j] = acc[j]


@cuda.jit
def block_inclusive_max_ipt1(src, dst, reps):
    items = coop.local.array(1, dtype=src.dtype)
    t = coop.local.array(1, dtype=src.dtype)
    acc = coop.local.array(1, dtype=src.dtype)
    base = cuda.grid(1) * 1
    for j in range(1):
        items[j] = src[base + j]
        acc[j] = 0
    for r in range(reps):
        step = src.dtype(r)
        for j in range(1):
            t[j] = items[j] + step
        coop.block.inclusive_scan(t, t, items_per_thread=1, scan_op=maximum)
        for j in range(1):
            acc[j] += t[j]
    for j in range(1):
        dst[base + j] = acc[j]


@cuda.jit
def block_inclusive_max_ipt4(src, dst, reps):
    items = coop.local.array(4, dtype=src.dtype)
    t = coop.local.array(4, dtype=src.dtype)
    acc = coop.local.array(4, dtype=src.dtype)
    base = cuda.grid(1) * 4
    for j in range(4):
        items[j] = src[base + j]
        acc[j] = 0
    for r in range(reps):
        step = src.dtype(r)
        for j in range(4):
            t[j] = items[j] + step
        coop.block.inclusive_scan(t, t, items_per_thread=4, scan_op=maximum)
        for j in range(4):
            acc[j] += t[j]
    for j in range(4):
        dst[base + j] = acc[j]


@cuda.jit
def warp_sum(src, dst, reps):
    i = cuda.grid(1)
    x = src[i]
    acc = src.dtype(0)
    for r in range(reps):
        acc += coop.warp.sum(src.dtype(x + src.dtype(r)))
    if cuda.laneid == 0:
        dst[i // 32] = acc


@cuda.jit
def warp_reduce_max(src, dst, reps):
    i = cuda.grid(1)
    x = src[i]
    acc = src.dtype(0)
    for r in range(reps):
        acc += coop.warp.reduce(src.dtype(x + src.dtype(r)), maximum)
    if cuda.laneid == 0:
        dst[i // 32] = acc


@cuda.jit
def warp_inclusive_sum(src, dst, reps):
    i = cuda.grid(1)
    x = src[i]
    acc = src.dtype(0)
    for r in range(reps):
        acc += coop.warp.inclusive_sum(src.dtype(x + src.dtype(r)))
    dst[i] = acc


@cuda.jit
def warp_exclusive_sum(src, dst, reps):
    i = cuda.grid(1)
    x = src[i]
    acc = src.dtype(0)
    for r in range(reps):
        acc += coop.warp.exclusive_sum(src.dtype(x + src.dtype(r)))
    dst[i] = acc
