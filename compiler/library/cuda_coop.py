# cuda.coop in kernel code, compiled by dslc from this source: the block-
# and warp-wide collectives of NVIDIA's cuda.coop (CUB's BlockReduce,
# BlockScan, BlockLoad, BlockStore, WarpReduce and WarpScan), written with
# shuffles, shared memory and barriers, inlined into the kernel like any
# device function. `coop.block.reduce` is `block_reduce` here and
# `coop.warp.sum` is `warp_sum` (compiler/sema/builtins.cpp maps the names);
# `_two_phase_*` are what a module-level `coop.block.reduce(dtype, ...)`
# object calls (compiler/sema/coop_objects.cpp).
#
# The algorithms are CUB's fastest ones:
# - reductions: each warp reduces with `shfl.down` (lane 0 ends with the
#   warp's value), one shared slot per warp, one barrier, thread 0 folds the
#   warps' values (CUB's WARP_REDUCTIONS);
# - scans: each warp scans with `shfl.up` (Kogge-Stone), the last lane of
#   each warp writes the warp's total, one barrier, each thread folds the
#   totals of the warps before its own (CUB's WARP_SCANS);
# - loads and stores: blocked (DIRECT, VECTORIZE), striped (STRIPED), or
#   striped in global memory and blocked in the threads through shared
#   memory (TRANSPOSE, WARP_TRANSPOSE).
# The block's thread count, items per thread and the operator are
# compile-time arguments, so every loop here has a constant trip count and
# is unrolled. A collective that uses shared memory starts with a barrier:
# the previous collective of the same kind (another call, or the same call
# in a loop) has then finished reading it, which CUB leaves to its callers.
from enum import Enum

from numba import cuda, int32

from dslc.internal import block_dim, block_threads, dtype_of, is_array

_FULL_MASK = 0xFFFFFFFF


class BlockLoadAlgorithm(Enum):
    DIRECT = 0
    STRIPED = 1
    VECTORIZE = 2
    TRANSPOSE = 3
    WARP_TRANSPOSE = 4
    WARP_TRANSPOSE_TIMESLICED = 5


class BlockStoreAlgorithm(Enum):
    DIRECT = 0
    STRIPED = 1
    VECTORIZE = 2
    TRANSPOSE = 3
    WARP_TRANSPOSE = 4
    WARP_TRANSPOSE_TIMESLICED = 5


@cuda.jit(device=True)
def _add(a, b):
    return a + b


@cuda.jit(device=True)
def _apply(op, a, b):
    # The operator's result in the items' type: integer sums widen to 64
    # bits in the kernel language, CUB's stay in T.
    return dtype_of(a)(op(a, b))


# -- warps ------------------------------------------------------------------


@cuda.jit(device=True)
def _warp_reduce(value, op, width):
    # Lane 0 of each aligned group of `width` lanes ends with the group's
    # values folded in lane order.
    v = value
    for step in range(5):
        offset = 1 << step
        if offset < width:
            v = _apply(op, v, cuda.shfl_down_sync(_FULL_MASK, v, offset))
    return v


@cuda.jit(device=True)
def _warp_reduce_valid(value, op, lane, valid, mask):
    # As _warp_reduce over 32 lanes, but only the first `valid` lanes count;
    # `mask`: the lanes that exist.
    v = value
    for step in range(5):
        offset = 1 << step
        other = cuda.shfl_down_sync(mask, v, offset)
        if lane + offset < valid:
            v = _apply(op, v, other)
    return v


@cuda.jit(device=True)
def _warp_inclusive(value, op, lane, width, mask):
    # Kogge-Stone: after step k, lane i holds lanes i - 2**k + 1 .. i.
    v = value
    for step in range(5):
        offset = 1 << step
        if offset < width:
            other = cuda.shfl_up_sync(mask, v, offset)
            if lane >= offset:
                v = _apply(op, other, v)
    return v


@cuda.jit(device=True)
def _logical_lane(width):
    return int32(cuda.laneid & (width - 1))


@cuda.jit(device=True)
def _warp_scan(value, op, initial, has_initial, inclusive, width):
    lane = _logical_lane(width)
    incl = _warp_inclusive(value, op, lane, width, _FULL_MASK)
    if inclusive:
        if has_initial:
            return _apply(op, initial, incl)
        return incl
    excl = cuda.shfl_up_sync(_FULL_MASK, incl, 1)
    if has_initial:
        if lane == 0:
            return initial
        return _apply(op, initial, excl)
    return excl  # undefined in lane 0, as in CUB


@cuda.jit(device=True)
def _converted(value, dtype):
    if dtype is None:
        return value
    return dtype(value)


@cuda.jit(device=True)
def warp_reduce(value, binary_op, threads_in_warp=32, dtype=None):
    # Valid in lane 0 of each logical warp.
    return _warp_reduce(_converted(value, dtype), binary_op, threads_in_warp)


@cuda.jit(device=True)
def warp_sum(value, threads_in_warp=32, dtype=None):
    return _warp_reduce(_converted(value, dtype), _add, threads_in_warp)


@cuda.jit(device=True)
def warp_exclusive_sum(value, threads_in_warp=32, dtype=None):
    v = _converted(value, dtype)
    return _warp_scan(v, _add, dtype_of(v)(0), True, False, threads_in_warp)


@cuda.jit(device=True)
def warp_inclusive_sum(value, threads_in_warp=32, dtype=None):
    v = _converted(value, dtype)
    return _warp_scan(v, _add, v, False, True, threads_in_warp)


@cuda.jit(device=True)
def warp_exclusive_scan(value, scan_op, initial_value=None, threads_in_warp=32, dtype=None):
    v = _converted(value, dtype)
    if initial_value is None:
        return _warp_scan(v, scan_op, v, False, False, threads_in_warp)
    return _warp_scan(v, scan_op, dtype_of(v)(initial_value), True, False, threads_in_warp)


@cuda.jit(device=True)
def warp_inclusive_scan(value, scan_op, initial_value=None, threads_in_warp=32, dtype=None):
    v = _converted(value, dtype)
    if initial_value is None:
        return _warp_scan(v, scan_op, v, False, True, threads_in_warp)
    return _warp_scan(v, scan_op, dtype_of(v)(initial_value), True, True, threads_in_warp)


# -- blocks: thread ids -------------------------------------------------------


@cuda.jit(device=True)
def _linear_tid(threads_per_block):
    # x + y * Dx + z * Dx * Dy, with the block's extents where they are
    # known at compile time (block_dim gives 0 for those that are not).
    dims = block_dim(threads_per_block)
    if dims[1] == 1 and dims[2] == 1:
        return int32(cuda.threadIdx.x)
    if dims[1] == 0:
        x = cuda.blockDim.x
        return int32(cuda.threadIdx.x + (cuda.threadIdx.y + cuda.threadIdx.z * cuda.blockDim.y) * x)
    return int32(cuda.threadIdx.x + (cuda.threadIdx.y + cuda.threadIdx.z * dims[1]) * dims[0])


@cuda.jit(device=True)
def _thread_reduce(items, items_per_thread, op):
    acc = items[0]
    for i in range(1, items_per_thread):
        acc = _apply(op, acc, items[i])
    return acc


# -- blocks: reduce -------------------------------------------------------------


@cuda.jit(device=True)
def _block_reduce_value(value, op, num_valid, threads_per_block):
    threads = block_threads(threads_per_block)
    warps = (threads + 31) // 32
    tail = threads % 32
    tid = _linear_tid(threads_per_block)
    lane = tid & 31
    warp = tid >> 5
    if num_valid is None and tail == 0:
        partial = _warp_reduce(value, op, 32)
    else:
        # The last warp of a block of 32 * k + tail threads has tail lanes.
        lanes = 32 if tail == 0 or warp < warps - 1 else tail
        mask = _FULL_MASK if tail == 0 or warp < warps - 1 else (1 << tail) - 1
        valid = lanes
        if num_valid is not None:
            valid = min(lanes, max(num_valid - warp * 32, 0))
        partial = _warp_reduce_valid(value, op, lane, valid, mask)
    if warps == 1:
        return partial
    totals = cuda.shared.array((block_threads(threads_per_block) + 31) // 32, dtype_of(value))
    cuda.syncthreads()
    if lane == 0:
        totals[warp] = partial
    cuda.syncthreads()
    result = partial
    if tid == 0:
        if num_valid is None:
            for w in range(1, warps):
                result = _apply(op, result, totals[w])
        else:
            for w in range(1, warps):
                if w * 32 < num_valid:
                    result = _apply(op, result, totals[w])
    return result


@cuda.jit(device=True)
def _block_reduce(value, items_per_thread, op, num_valid, threads_per_block, dtype):
    if is_array(value):
        return _block_reduce_value(
            _thread_reduce(value, items_per_thread, op), op, num_valid, threads_per_block
        )
    return _block_reduce_value(_converted(value, dtype), op, num_valid, threads_per_block)


@cuda.jit(device=True)
def block_reduce(
    value,
    items_per_thread=1,
    binary_op=None,
    algorithm=None,
    num_valid=None,
    threads_per_block=None,
    dtype=None,
):
    # Valid in thread 0 only, as in CUB.
    return _block_reduce(value, items_per_thread, binary_op, num_valid, threads_per_block, dtype)


@cuda.jit(device=True)
def block_sum(
    value, items_per_thread=1, algorithm=None, num_valid=None, threads_per_block=None, dtype=None
):
    return _block_reduce(value, items_per_thread, _add, num_valid, threads_per_block, dtype)


@cuda.jit(device=True)
def _two_phase_reduce(
    value, num_valid=None, items_per_thread=1, binary_op=None, threads_per_block=None, dtype=None
):
    if binary_op is None:
        return _block_reduce(value, items_per_thread, _add, num_valid, threads_per_block, dtype)
    return _block_reduce(value, items_per_thread, binary_op, num_valid, threads_per_block, dtype)


# -- blocks: scan ---------------------------------------------------------------


@cuda.jit(device=True)
def _block_scan_value(value, op, initial, has_initial, threads_per_block):
    # The exclusive prefix of this thread's value (`initial` for thread 0;
    # undefined there without one) and the block's total.
    threads = block_threads(threads_per_block)
    warps = (threads + 31) // 32
    tail = threads % 32
    tid = _linear_tid(threads_per_block)
    lane = tid & 31
    warp = tid >> 5
    last_lane = 31 if tail == 0 or warp < warps - 1 else tail - 1
    mask = _FULL_MASK if tail == 0 or warp < warps - 1 else (1 << tail) - 1
    incl = _warp_inclusive(value, op, lane, 32, mask)
    excl = cuda.shfl_up_sync(mask, incl, 1)
    if warps == 1:
        total = cuda.shfl_sync(mask, incl, last_lane)
        prefix = excl
        if has_initial:
            prefix = initial if lane == 0 else _apply(op, initial, excl)
        return prefix, total
    totals = cuda.shared.array((block_threads(threads_per_block) + 31) // 32, dtype_of(value))
    cuda.syncthreads()
    if lane == last_lane:
        totals[warp] = incl
    cuda.syncthreads()
    # The totals of the warps before this one, and of all of them.
    total = totals[0]
    before = totals[0]
    for w in range(1, warps):
        if w == warp:
            before = total
        total = _apply(op, total, totals[w])
    if has_initial:
        if warp != 0:
            before = _apply(op, initial, before)
        else:
            before = initial
        prefix = before if lane == 0 else _apply(op, before, excl)
    else:
        prefix = excl
        if warp != 0:
            prefix = before if lane == 0 else _apply(op, before, excl)
    return prefix, total


@cuda.jit(device=True)
def _block_scan(
    src, dst, items_per_thread, op, initial, has_initial, inclusive, block_aggregate,
    threads_per_block, dtype,
):
    # A thread's items scan from its exclusive prefix, in place when dst is
    # src; a scalar's scan is returned.
    first = has_initial or _linear_tid(threads_per_block) != 0
    if is_array(src):
        prefix, total = _block_scan_value(
            _thread_reduce(src, items_per_thread, op), op, initial, has_initial, threads_per_block
        )
        running = prefix
        for i in range(items_per_thread):
            x = src[i]
            if inclusive:
                if i == 0 and not first:
                    running = x
                else:
                    running = _apply(op, running, x)
                dst[i] = running
            else:
                if i == 0 and not first:
                    running = x
                else:
                    dst[i] = running
                    running = _apply(op, running, x)
        if block_aggregate is not None:
            block_aggregate[0] = total
        return total
    v = _converted(src, dtype)
    prefix, total = _block_scan_value(v, op, dtype_of(v)(initial), has_initial, threads_per_block)
    if block_aggregate is not None:
        block_aggregate[0] = total
    if not inclusive:
        return prefix
    if first:
        return _apply(op, prefix, v)
    return v


@cuda.jit(device=True)
def _scan_sum(src, dst, items_per_thread, inclusive, block_aggregate, threads_per_block, dtype):
    if dst is None:
        return _scan_sum(src, src, items_per_thread, inclusive, block_aggregate,
                         threads_per_block, dtype)
    return _block_scan(
        src, dst, items_per_thread, _add, _zero(src, dtype), not inclusive, inclusive,
        block_aggregate, threads_per_block, dtype,
    )


@cuda.jit(device=True)
def _zero(src, dtype):
    if is_array(src):
        return dtype_of(src[0])(0)
    return dtype_of(_converted(src, dtype))(0)


@cuda.jit(device=True)
def _scan_op(
    src, dst, items_per_thread, op, initial_value, inclusive, block_aggregate, threads_per_block,
    dtype,
):
    if dst is None:
        return _scan_op(src, src, items_per_thread, op, initial_value, inclusive, block_aggregate,
                        threads_per_block, dtype)
    if initial_value is None:
        return _block_scan(
            src, dst, items_per_thread, op, _first(src), False, inclusive, block_aggregate,
            threads_per_block, dtype,
        )
    return _block_scan(
        src, dst, items_per_thread, op, initial_value, True, inclusive, block_aggregate,
        threads_per_block, dtype,
    )


@cuda.jit(device=True)
def _first(src):
    if is_array(src):
        return src[0]
    return src


@cuda.jit(device=True)
def block_exclusive_sum(
    src, dst=None, items_per_thread=1, block_aggregate=None, threads_per_block=None, dtype=None
):
    return _scan_sum(src, dst, items_per_thread, False, block_aggregate, threads_per_block, dtype)


@cuda.jit(device=True)
def block_inclusive_sum(
    src, dst=None, items_per_thread=1, block_aggregate=None, threads_per_block=None, dtype=None
):
    return _scan_sum(src, dst, items_per_thread, True, block_aggregate, threads_per_block, dtype)


@cuda.jit(device=True)
def block_exclusive_scan(
    src,
    dst=None,
    items_per_thread=1,
    scan_op=None,
    initial_value=None,
    block_aggregate=None,
    threads_per_block=None,
    dtype=None,
):
    return _scan_op(
        src, dst, items_per_thread, scan_op, initial_value, False, block_aggregate,
        threads_per_block, dtype,
    )


@cuda.jit(device=True)
def block_inclusive_scan(
    src,
    dst=None,
    items_per_thread=1,
    scan_op=None,
    initial_value=None,
    block_aggregate=None,
    threads_per_block=None,
    dtype=None,
):
    return _scan_op(
        src, dst, items_per_thread, scan_op, initial_value, True, block_aggregate,
        threads_per_block, dtype,
    )


@cuda.jit(device=True)
def block_scan(
    src,
    dst=None,
    items_per_thread=1,
    initial_value=None,
    mode=None,
    scan_op=None,
    block_aggregate=None,
    algorithm=None,
    threads_per_block=None,
    dtype=None,
):
    # mode: None or False for exclusive, True for inclusive (the kernel
    # language has no strings); scan_op None for a sum.
    inclusive = mode is not None and mode
    if scan_op is None:
        return _scan_sum(src, dst, items_per_thread, inclusive, block_aggregate,
                         threads_per_block, dtype)
    return _scan_op(
        src, dst, items_per_thread, scan_op, initial_value, inclusive, block_aggregate,
        threads_per_block, dtype,
    )


# -- blocks: load and store ---------------------------------------------------


@cuda.jit(device=True)
def _padded(index):
    # One padding slot every 32 items: threads reading blocked items from
    # shared memory hit distinct banks.
    return index + (index >> 5)


@cuda.jit(device=True)
def _load_item(src, index, items, i, num_valid, oob_default):
    if num_valid is None:
        items[i] = src[index]
    elif index < num_valid:
        items[i] = src[index]
    elif oob_default is not None:
        items[i] = oob_default


@cuda.jit(device=True)
def _store_item(dst, index, value, num_valid):
    if num_valid is None:
        dst[index] = value
    elif index < num_valid:
        dst[index] = value


@cuda.jit(device=True)
def _load(src, dst, items_per_thread, algorithm, num_valid, oob_default, threads_per_block):
    threads = block_threads(threads_per_block)
    tid = _linear_tid(threads_per_block)
    if algorithm == BlockLoadAlgorithm.STRIPED:
        for i in range(items_per_thread):
            _load_item(src, i * threads + tid, dst, i, num_valid, oob_default)
    elif algorithm == BlockLoadAlgorithm.TRANSPOSE:
        for i in range(items_per_thread):
            _load_item(src, i * threads + tid, dst, i, num_valid, oob_default)
        exchange = cuda.shared.array(
            block_threads(threads_per_block) * items_per_thread * 33 // 32, dst.dtype
        )
        cuda.syncthreads()
        for i in range(items_per_thread):
            exchange[_padded(i * threads + tid)] = dst[i]
        cuda.syncthreads()
        for i in range(items_per_thread):
            dst[i] = exchange[_padded(tid * items_per_thread + i)]
    elif (
        algorithm == BlockLoadAlgorithm.WARP_TRANSPOSE
        or algorithm == BlockLoadAlgorithm.WARP_TRANSPOSE_TIMESLICED
    ):
        lane = tid & 31
        warp = tid >> 5
        per_warp = 32 * items_per_thread
        for i in range(items_per_thread):
            _load_item(src, warp * per_warp + i * 32 + lane, dst, i, num_valid, oob_default)
        exchange = cuda.shared.array(
            block_threads(threads_per_block) * items_per_thread * 33 // 32, dst.dtype
        )
        base = warp * (per_warp + items_per_thread)
        cuda.syncwarp()
        for i in range(items_per_thread):
            exchange[base + _padded(i * 32 + lane)] = dst[i]
        cuda.syncwarp()
        for i in range(items_per_thread):
            dst[i] = exchange[base + _padded(lane * items_per_thread + i)]
    else:
        # DIRECT and VECTORIZE: blocked; the loads of one thread are
        # consecutive, which LLVM merges into vector loads where aligned.
        base = tid * items_per_thread
        for i in range(items_per_thread):
            _load_item(src, base + i, dst, i, num_valid, oob_default)


@cuda.jit(device=True)
def _store(dst, src, items_per_thread, algorithm, num_valid, threads_per_block):
    threads = block_threads(threads_per_block)
    tid = _linear_tid(threads_per_block)
    if algorithm == BlockStoreAlgorithm.STRIPED:
        for i in range(items_per_thread):
            _store_item(dst, i * threads + tid, src[i], num_valid)
    elif algorithm == BlockStoreAlgorithm.TRANSPOSE:
        exchange = cuda.shared.array(
            block_threads(threads_per_block) * items_per_thread * 33 // 32, src.dtype
        )
        cuda.syncthreads()
        for i in range(items_per_thread):
            exchange[_padded(tid * items_per_thread + i)] = src[i]
        cuda.syncthreads()
        for i in range(items_per_thread):
            _store_item(dst, i * threads + tid, exchange[_padded(i * threads + tid)], num_valid)
    elif (
        algorithm == BlockStoreAlgorithm.WARP_TRANSPOSE
        or algorithm == BlockStoreAlgorithm.WARP_TRANSPOSE_TIMESLICED
    ):
        lane = tid & 31
        warp = tid >> 5
        per_warp = 32 * items_per_thread
        exchange = cuda.shared.array(
            block_threads(threads_per_block) * items_per_thread * 33 // 32, src.dtype
        )
        base = warp * (per_warp + items_per_thread)
        cuda.syncwarp()
        for i in range(items_per_thread):
            exchange[base + _padded(lane * items_per_thread + i)] = src[i]
        cuda.syncwarp()
        for i in range(items_per_thread):
            value = exchange[base + _padded(i * 32 + lane)]
            _store_item(dst, warp * per_warp + i * 32 + lane, value, num_valid)
    else:
        base = tid * items_per_thread
        for i in range(items_per_thread):
            _store_item(dst, base + i, src[i], num_valid)


@cuda.jit(device=True)
def block_load(
    src,
    dst,
    items_per_thread=1,
    algorithm=None,
    num_valid_items=None,
    oob_default=None,
    threads_per_block=None,
    dtype=None,
):
    if algorithm is None:
        _load(src, dst, items_per_thread, BlockLoadAlgorithm.DIRECT, num_valid_items,
              oob_default, threads_per_block)
    else:
        _load(src, dst, items_per_thread, algorithm, num_valid_items, oob_default,
              threads_per_block)


@cuda.jit(device=True)
def block_store(
    dst,
    src,
    items_per_thread=1,
    algorithm=None,
    num_valid_items=None,
    threads_per_block=None,
    dtype=None,
):
    if algorithm is None:
        _store(dst, src, items_per_thread, BlockStoreAlgorithm.DIRECT, num_valid_items,
               threads_per_block)
    else:
        _store(dst, src, items_per_thread, algorithm, num_valid_items, threads_per_block)
