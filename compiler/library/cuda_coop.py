# cuda.coop in kernel code, compiled by dslc from this source: the block-
# and warp-wide collectives of NVIDIA's cuda.coop (CUB's BlockReduce,
# BlockScan, BlockLoad, BlockStore, WarpReduce and WarpScan), written with
# shuffles, shared memory and barriers, inlined into the kernel like any
# device function. `coop.block.reduce` is `block_reduce` here and
# `coop.warp.sum` is `warp_sum` (compiler/types/builtins.cpp maps the names);
# `_two_phase_*` are what a module-level `coop.block.reduce(dtype, ...)`
# object calls (compiler/scope/coop_objects.cpp).
#
# The algorithms are CUB's defaults:
# - warp reductions: `shfl.down` (lane 0 ends with the warp's value); a sum
#   of 32-bit integers over a whole warp is one `redux.sync` (sm_80 and
#   newer), as CUB's `__reduce_add_sync`;
# - warp scans: Kogge-Stone with `shfl.up`, whose predicate says whether the
#   source lane exists, so a step is a shuffle and a predicated operation;
#   an exclusive integer sum is the inclusive one less the item;
# - block reductions: each warp reduces, one shared slot per warp, one
#   barrier, thread 0 folds the warps' values (CUB's WARP_REDUCTIONS);
# - block scans: CUB's RAKING: each thread writes its item to shared memory,
#   a barrier, the first warp's lanes each fold a segment of consecutive
#   items, scan the folds across the warp and write the segment's scan back,
#   a barrier, each thread reads its result;
# - loads and stores: blocked (DIRECT; VECTORIZE with 16-byte vectors where
#   the tile is aligned), striped (STRIPED), or striped in global memory and
#   blocked in the threads through shared memory (TRANSPOSE, WARP_TRANSPOSE).
# The block's thread count, items per thread and the operator are
# compile-time arguments, so every loop here has a constant trip count and
# is unrolled. Shared memory is safe to use again across collectives of the
# same kind (another call, or the same call in a loop), which CUB leaves to
# its callers: a block reduction and a block-wide transposing load or store
# start with a barrier (a warp-wide one with `syncwarp`, each warp using its
# own part of the tile), after which the previous one has finished reading;
# transposing loads and stores share their tile (`_block_exchange`,
# `_warp_exchange`); a block scan
# needs none, since outside its own two barriers each thread touches only
# its own slot (written before the first, read after the second) and the
# total (read after the second, written between the next call's barriers).
from enum import IntEnum

from numba import cuda, int32

from dslc.internal import (
    address_in_register,
    aligned,
    block_dim,
    block_threads,
    dtype_of,
    exclusive_sum_of,
    integer_bits,
    is_array,
    load_vector,
    shfl_up_add,
    shfl_up_valid,
    store_vector,
    vector_width,
    warp_redux_add,
)

_FULL_MASK = 0xFFFFFFFF


class BlockLoadAlgorithm(IntEnum):
    DIRECT = 0
    STRIPED = 1
    VECTORIZE = 2
    TRANSPOSE = 3
    WARP_TRANSPOSE = 4
    WARP_TRANSPOSE_TIMESLICED = 5


class BlockStoreAlgorithm(IntEnum):
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
def _warp_sum(value, width):
    # A whole warp's 32-bit integers: one redux.sync, the sum in every lane.
    if width == 32:
        if integer_bits(value) == 32:
            return warp_redux_add(value)
    return _warp_reduce(value, _add, width)


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
def _warp_inclusive(value, op, is_sum, width, mask):
    # Kogge-Stone within aligned groups of `width` lanes: after step k, lane
    # i holds lanes i - 2**k + 1 .. i of its group. The shuffle's predicate
    # says whether the source lane is in the group, so no lane index is
    # compared; a sum's step is a shuffle and an add under that predicate.
    v = value
    for step in range(5):
        offset = 1 << step
        if offset < width:
            if is_sum:
                v = shfl_up_add(mask, v, offset, width)
            else:
                other, valid = shfl_up_valid(mask, v, offset, width)
                if valid:
                    v = _apply(op, other, v)
    return v


@cuda.jit(device=True)
def _exclusive_of(inclusive, value, is_sum, mask):
    # The exclusive scan from the inclusive one: for an integer sum the
    # inclusive less the item (0 in a group's first lane), else the previous
    # lane's (undefined in the first lane).
    if is_sum:
        if integer_bits(value) > 0:
            return exclusive_sum_of(inclusive, value)
    return cuda.shfl_up_sync(mask, inclusive, 1)


@cuda.jit(device=True)
def _logical_lane(width):
    return int32(cuda.laneid & (width - 1))


@cuda.jit(device=True)
def _warp_scan(value, op, initial, has_initial, inclusive, is_sum, width):
    incl = _warp_inclusive(value, op, is_sum, width, _FULL_MASK)
    if inclusive:
        if has_initial:
            return _apply(op, initial, incl)
        return incl
    excl = _exclusive_of(incl, value, is_sum, _FULL_MASK)
    if has_initial:
        if is_sum and integer_bits(value) > 0:
            return _apply(op, initial, excl)  # excl is 0 in lane 0
        if _logical_lane(width) == 0:
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
    return _warp_sum(_converted(value, dtype), threads_in_warp)


@cuda.jit(device=True)
def warp_exclusive_sum(value, threads_in_warp=32, dtype=None):
    v = _converted(value, dtype)
    return _warp_scan(v, _add, dtype_of(v)(0), True, False, True, threads_in_warp)


@cuda.jit(device=True)
def warp_inclusive_sum(value, threads_in_warp=32, dtype=None):
    v = _converted(value, dtype)
    return _warp_scan(v, _add, v, False, True, True, threads_in_warp)


@cuda.jit(device=True)
def warp_exclusive_scan(value, scan_op, initial_value=None, threads_in_warp=32, dtype=None):
    v = _converted(value, dtype)
    if initial_value is None:
        return _warp_scan(v, scan_op, v, False, False, False, threads_in_warp)
    return _warp_scan(
        v, scan_op, dtype_of(v)(initial_value), True, False, False, threads_in_warp
    )


@cuda.jit(device=True)
def warp_inclusive_scan(value, scan_op, initial_value=None, threads_in_warp=32, dtype=None):
    v = _converted(value, dtype)
    if initial_value is None:
        return _warp_scan(v, scan_op, v, False, True, False, threads_in_warp)
    return _warp_scan(v, scan_op, dtype_of(v)(initial_value), True, True, False, threads_in_warp)


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
def _warp_partial(value, op, is_sum, num_valid, tid, threads):
    # Lane 0's fold of its warp's items (of the first num_valid threads' when
    # given); a sum of 32-bit integers over whole warps is one redux.sync,
    # the items past num_valid counting 0.
    warps = (threads + 31) // 32
    tail = threads % 32
    lane = tid & 31
    warp = tid >> 5
    if is_sum:
        if integer_bits(value) == 32:
            if tail == 0:
                if num_valid is None:
                    return warp_redux_add(value)
                return warp_redux_add(value if tid < num_valid else dtype_of(value)(0))
    if num_valid is None and tail == 0:
        return _warp_reduce(value, op, 32)
    # The last warp of a block of 32 * k + tail threads has tail lanes.
    lanes = 32 if tail == 0 or warp < warps - 1 else tail
    mask = _FULL_MASK if tail == 0 or warp < warps - 1 else (1 << tail) - 1
    valid = lanes
    if num_valid is not None:
        valid = min(lanes, max(num_valid - warp * 32, 0))
    return _warp_reduce_valid(value, op, lane, valid, mask)


@cuda.jit(device=True)
def _block_reduce_value(value, op, is_sum, num_valid, threads_per_block):
    threads = block_threads(threads_per_block)
    warps = (threads + 31) // 32
    tid = _linear_tid(threads_per_block)
    lane = tid & 31
    warp = tid >> 5
    partial = _warp_partial(value, op, is_sum, num_valid, tid, threads)
    if warps == 1:
        return partial
    totals = cuda.shared.array((block_threads(threads_per_block) + 31) // 32, dtype_of(value))
    cuda.syncthreads()
    if lane == 0:
        totals[warp] = partial
    cuda.syncthreads()
    result = partial
    if is_sum:
        if integer_bits(value) == 32:
            if threads % 32 == 0:
                # The warps had little to issue but a redux.sync each, so
                # thread 0's reads decide the time; at the array's symbol,
                # ptxas would recompute the shared window's address on
                # every call in a loop.
                totals = address_in_register(totals)
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
def _block_reduce(value, items_per_thread, op, is_sum, num_valid, threads_per_block, dtype):
    if is_array(value):
        return _block_reduce_value(
            _thread_reduce(value, items_per_thread, op), op, is_sum, num_valid, threads_per_block
        )
    return _block_reduce_value(_converted(value, dtype), op, is_sum, num_valid, threads_per_block)


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
    return _block_reduce(
        value, items_per_thread, binary_op, False, num_valid, threads_per_block, dtype
    )


@cuda.jit(device=True)
def block_sum(
    value, items_per_thread=1, algorithm=None, num_valid=None, threads_per_block=None, dtype=None
):
    return _block_reduce(value, items_per_thread, _add, True, num_valid, threads_per_block, dtype)


@cuda.jit(device=True)
def _two_phase_reduce(
    value, num_valid=None, items_per_thread=1, binary_op=None, threads_per_block=None, dtype=None
):
    if binary_op is None:
        return _block_reduce(
            value, items_per_thread, _add, True, num_valid, threads_per_block, dtype
        )
    return _block_reduce(
        value, items_per_thread, binary_op, False, num_valid, threads_per_block, dtype
    )


# -- blocks: scan ---------------------------------------------------------------


@cuda.jit(device=True)
def _single_warp_scan(value, op, initial, has_initial, inclusive, is_sum, tid, threads):
    # A block of at most 32 threads scans as one warp (no shared memory).
    mask = _FULL_MASK if threads == 32 else (1 << threads) - 1
    incl = _warp_inclusive(value, op, is_sum, 32, mask)
    total = cuda.shfl_sync(mask, incl, threads - 1)
    if inclusive:
        if has_initial:
            return _apply(op, initial, incl), total
        return incl, total
    excl = _exclusive_of(incl, value, is_sum, mask)
    if has_initial:
        if tid == 0:
            return initial, total
        return _apply(op, initial, excl), total
    return excl, total


@cuda.jit(device=True)
def _block_scan_value(
    value, op, initial, has_initial, inclusive, is_sum, want_total, threads_per_block
):
    # This thread's inclusive scan, or its exclusive one (`initial` in
    # thread 0 with one, undefined there without), and the block's total
    # (without `initial`; with `want_total` only, else `value`: its store
    # to shared memory would stay, needed or not). CUB's RAKING: the items
    # in shared memory, one
    # segment of `segment` consecutive ones per lane of the first warp,
    # padded by one slot every segment when that spreads the lanes' reads
    # over the banks.
    threads = block_threads(threads_per_block)
    tid = _linear_tid(threads_per_block)
    if threads <= 32:
        return _single_warp_scan(value, op, initial, has_initial, inclusive, is_sum, tid, threads)
    segment = (threads + 31) // 32
    rakers = (threads + segment - 1) // segment
    unguarded = threads % rakers == 0
    padded = segment > 2 and segment % 2 == 0  # an odd stride: no bank conflicts
    stride = segment + 1 if padded else segment
    total_slot = rakers * stride
    # rakers * stride + 1 slots, spelled out: a shape is a constant
    # expression of block_threads alone.
    grid = cuda.shared.array(
        (block_threads(threads_per_block) + (block_threads(threads_per_block) + 31) // 32 - 1)
        // ((block_threads(threads_per_block) + 31) // 32)
        * (
            (block_threads(threads_per_block) + 31) // 32
            + (1 - (block_threads(threads_per_block) + 31) // 32 % 2)
            * (((block_threads(threads_per_block) + 31) // 32 + 29) // 32)
        )
        + 1,
        dtype_of(value),
    )
    slot = tid + tid // segment if padded else tid
    grid[slot] = value
    cuda.syncthreads()
    if tid < rakers:
        cache = cuda.local.array((block_threads(threads_per_block) + 31) // 32, dtype_of(value))
        base = tid * stride
        for i in range(segment):
            if unguarded or tid * segment + i < threads:
                cache[i] = grid[base + i]
        partial = cache[0]
        for i in range(1, segment):
            if unguarded or tid * segment + i < threads:
                partial = _apply(op, partial, cache[i])
        mask = _FULL_MASK if rakers == 32 else (1 << rakers) - 1
        incl = _warp_inclusive(partial, op, is_sum, 32, mask)
        if want_total and tid == rakers - 1:
            grid[total_slot] = incl
        running = _exclusive_of(incl, partial, is_sum, mask)
        if has_initial:
            if is_sum and integer_bits(value) > 0:
                running = _apply(op, initial, running)  # running is 0 in lane 0
            else:
                running = initial if tid == 0 else _apply(op, initial, running)
        seeded = has_initial or tid != 0
        for i in range(segment):
            if unguarded or tid * segment + i < threads:
                x = cache[i]
                if inclusive:
                    running = _apply(op, running, x) if seeded or i > 0 else x
                    grid[base + i] = running
                else:
                    grid[base + i] = running
                    running = _apply(op, running, x) if seeded or i > 0 else x
    cuda.syncthreads()
    if want_total:
        return grid[slot], grid[total_slot]
    return grid[slot], value


@cuda.jit(device=True)
def _block_scan(
    src, dst, items_per_thread, op, initial, has_initial, inclusive, is_sum, block_aggregate,
    threads_per_block, dtype,
):
    # A thread's items scan from its exclusive prefix, in place when dst is
    # src; a scalar's scan is returned.
    if is_array(src):
        first = has_initial or _linear_tid(threads_per_block) != 0
        prefix, total = _block_scan_value(
            _thread_reduce(src, items_per_thread, op), op, initial, has_initial, False, is_sum,
            block_aggregate is not None, threads_per_block,
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
    result, total = _block_scan_value(
        v, op, dtype_of(v)(initial), has_initial, inclusive, is_sum, block_aggregate is not None,
        threads_per_block,
    )
    if block_aggregate is not None:
        block_aggregate[0] = total
    return result


@cuda.jit(device=True)
def _scan_sum(src, dst, items_per_thread, inclusive, block_aggregate, threads_per_block, dtype):
    if dst is None:
        return _scan_sum(src, src, items_per_thread, inclusive, block_aggregate,
                         threads_per_block, dtype)
    return _block_scan(
        src, dst, items_per_thread, _add, _zero(src, dtype), not inclusive, inclusive, True,
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
            src, dst, items_per_thread, op, _first(src), False, inclusive, False,
            block_aggregate, threads_per_block, dtype,
        )
    return _block_scan(
        src, dst, items_per_thread, op, initial_value, True, inclusive, False, block_aggregate,
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


# The shared memory a transposing load or store exchanges its items
# through: one array per kind of exchange, block size, item count and dtype,
# however many loads and stores use it (a device function's shared array is
# one per specialisation), as CUB's users share one TempStorage between a
# BlockLoad and a BlockStore. Sharing is safe: a block-wide exchange starts
# with a barrier, and a warp's exchange touches only the warp's own part and
# starts with `syncwarp`, after which the warp's previous reads are done.
# The two kinds keep separate arrays, since a warp exchange does not wait for
# the other warps of the block: two functions, as a constant argument telling
# the kinds apart would still make one specialisation, so one array.


@cuda.jit(device=True)
def _block_exchange(threads_per_block, items_per_thread, dtype):
    return cuda.shared.array(block_threads(threads_per_block) * items_per_thread * 33 // 32, dtype)


@cuda.jit(device=True)
def _warp_exchange(threads_per_block, items_per_thread, dtype):
    return cuda.shared.array(block_threads(threads_per_block) * items_per_thread * 33 // 32, dtype)


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
        exchange = _block_exchange(threads_per_block, items_per_thread, dst.dtype)
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
        exchange = _warp_exchange(threads_per_block, items_per_thread, dst.dtype)
        base = warp * (per_warp + items_per_thread)
        cuda.syncwarp()
        for i in range(items_per_thread):
            exchange[base + _padded(i * 32 + lane)] = dst[i]
        cuda.syncwarp()
        for i in range(items_per_thread):
            dst[i] = exchange[base + _padded(lane * items_per_thread + i)]
    else:
        # DIRECT and VECTORIZE: blocked. VECTORIZE moves vectors of up to 16
        # bytes where the tile is aligned to one and all of it is valid (the
        # test is the same in every thread), as CUB does, else items.
        base = tid * items_per_thread
        if algorithm == BlockLoadAlgorithm.VECTORIZE and num_valid is None:
            if vector_width(dst, src, items_per_thread) > 1:
                if aligned(src, vector_width(dst, src, items_per_thread)):
                    _load_vectors(
                        dst, src[base:], items_per_thread, vector_width(dst, src, items_per_thread)
                    )
                    return
        for i in range(items_per_thread):
            _load_item(src, base + i, dst, i, num_valid, oob_default)


@cuda.jit(device=True)
def _load_vectors(items, tile, items_per_thread, width):
    for k in range(items_per_thread // width):
        load_vector(items, tile, k * width, width)


@cuda.jit(device=True)
def _store_vectors(tile, items, items_per_thread, width):
    for k in range(items_per_thread // width):
        store_vector(tile, items, k * width, width)


@cuda.jit(device=True)
def _store(dst, src, items_per_thread, algorithm, num_valid, threads_per_block):
    threads = block_threads(threads_per_block)
    tid = _linear_tid(threads_per_block)
    if algorithm == BlockStoreAlgorithm.STRIPED:
        for i in range(items_per_thread):
            _store_item(dst, i * threads + tid, src[i], num_valid)
    elif algorithm == BlockStoreAlgorithm.TRANSPOSE:
        exchange = _block_exchange(threads_per_block, items_per_thread, src.dtype)
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
        exchange = _warp_exchange(threads_per_block, items_per_thread, src.dtype)
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
        if algorithm == BlockStoreAlgorithm.VECTORIZE and num_valid is None:
            if vector_width(dst, src, items_per_thread) > 1:
                if aligned(dst, vector_width(dst, src, items_per_thread)):
                    _store_vectors(
                        dst[base:], src, items_per_thread, vector_width(dst, src, items_per_thread)
                    )
                    return
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
