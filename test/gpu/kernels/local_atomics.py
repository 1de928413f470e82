"""Atomics on local (per-thread) arrays, indexed at run time: a plain
operation on the thread's own memory, at every optimisation level, also
when the address is local on some paths and global on others."""
from numba import cuda, float32, float64, int32, int64, uint32, uint64


# out[i, :] = max, min of the value and 1.0; nanmax, nanmin of it and 2.0;
# then sums of what cas, compare_and_swap, add and max return and leave
# behind on each integer type (memory_test.cpp has the formulas).
@cuda.jit(device=True)
def local_atomic_ops(values, i, out):
    k = i % 2
    v = values[i]
    f = cuda.local.array(2, float32)
    d = cuda.local.array(2, float64)
    f[k] = 1.0
    d[k] = 2.0
    cuda.atomic.max(f, k, float32(v))
    out[i, 0] = f[k]
    f[k] = 1.0
    cuda.atomic.min(f, k, float32(v))
    out[i, 1] = f[k]
    cuda.atomic.nanmax(d, k, v)
    out[i, 2] = d[k]
    d[k] = 2.0
    cuda.atomic.nanmin(d, k, v)
    out[i, 3] = d[k]
    a = cuda.local.array(2, int32)
    b = cuda.local.array(2, uint32)
    c = cuda.local.array(2, int64)
    e = cuda.local.array(2, uint64)
    a[k] = i
    b[k] = i
    c[k] = i
    e[k] = i
    out[i, 4] = cuda.atomic.cas(a, k, i, 7) + cuda.atomic.cas(b, k, 0, 9)
    out[i, 5] = a[k] + b[k]
    g = cuda.local.array(1, int64)
    g[0] = i
    out[i, 6] = cuda.atomic.compare_and_swap(g, i, 11) + cuda.atomic.cas(e, k, i, 13) + g[0]
    out[i, 7] = cuda.atomic.add(c, k, 5) + cuda.atomic.max(e, k, 100) + c[k] + e[k]


@cuda.jit
def local_atomics(values, out):
    i = cuda.grid(1)
    if i < values.shape[0]:
        local_atomic_ops(values, i, out)


@cuda.jit(opt=False)
def local_atomics_unoptimized(values, out):
    i = cuda.grid(1)
    if i < values.shape[0]:
        local_atomic_ops(values, i, out)


# Odd threads add to their own local counter, even ones to out[0]: atomics
# whose address is local or global at run time. out[0] only ever holds even
# values, so the swap happens in local memory only.
@cuda.jit
def local_or_global_atomics(out):
    i = cuda.grid(1)
    mine = cuda.local.array(1, int32)
    mine[0] = 41
    target = mine if i % 2 == 1 else out
    cuda.atomic.add(target, 0, 2)
    cuda.atomic.cas(target, 0, 43, 50)
    if i % 2 == 1:
        out[1 + i // 2] = mine[0]
