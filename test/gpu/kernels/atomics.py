"""Every atomic operation; each kernel is compiled per element type.

Thread i applies its operation to out[bins[i]] with values[i] and keeps the
old value it got in olds[i].
"""
from numba import cuda


@cuda.jit
def atomic_add(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.add(out, bins[i], values[i])


@cuda.jit
def atomic_sub(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.sub(out, bins[i], values[i])


@cuda.jit
def atomic_max(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.max(out, bins[i], values[i])


@cuda.jit
def atomic_min(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.min(out, bins[i], values[i])


@cuda.jit
def atomic_nanmax(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.nanmax(out, bins[i], values[i])


@cuda.jit
def atomic_nanmin(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.nanmin(out, bins[i], values[i])


@cuda.jit
def atomic_and(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.and_(out, bins[i], values[i])


@cuda.jit
def atomic_or(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.or_(out, bins[i], values[i])


@cuda.jit
def atomic_xor(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.xor(out, bins[i], values[i])


@cuda.jit
def atomic_exch(values, bins, out, olds):
    i = cuda.grid(1)
    if i < values.shape[0]:
        olds[i] = cuda.atomic.exch(out, bins[i], values[i])


# inc/dec take the wrap-around limit; every thread passes the same one.
@cuda.jit
def atomic_inc(bins, out, olds, limit):
    i = cuda.grid(1)
    if i < bins.shape[0]:
        olds[i] = cuda.atomic.inc(out, bins[i], limit)


@cuda.jit
def atomic_dec(bins, out, olds, limit):
    i = cuda.grid(1)
    if i < bins.shape[0]:
        olds[i] = cuda.atomic.dec(out, bins[i], limit)


# An addition made of a compare-and-swap loop.
@cuda.jit
def cas_add(values, bins, out):
    i = cuda.grid(1)
    if i < values.shape[0]:
        b = bins[i]
        old = out[b]
        while True:
            assumed = old
            old = cuda.atomic.cas(out, b, assumed, assumed + values[i])
            if old == assumed:
                break


# The same on element 0 of a 1-D array with compare_and_swap.
@cuda.jit
def compare_and_swap_add(values, total):
    i = cuda.grid(1)
    if i < values.shape[0]:
        old = total[0]
        while True:
            assumed = old
            old = cuda.atomic.compare_and_swap(total, assumed, assumed + values[i])
            if old == assumed:
                break


# A 2-D array indexed with a tuple.
@cuda.jit
def atomic_add_2d(values, rows, cols, out):
    i = cuda.grid(1)
    if i < values.shape[0]:
        cuda.atomic.add(out, (rows[i], cols[i]), values[i])
