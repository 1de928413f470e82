"""Kernels whose registers, as dslc compiles them, do not allow blocks of
1024 threads, which Numba launches (block_fit_test.cpp): each launch of
such a block runs a form that fits it."""
import math

import numpy as np
from numba import cuda
from numba import int64


# Coarsened by 8 (it loads x, table and counts of 8 elements ahead): 72
# registers on sm_90; capped at 64 it spills, uncoarsened it takes 22.
@cuda.jit
def copy_and_count(x, table, out, counts):
    i = cuda.grid(1)
    n = len(counts)
    if i < n:
        out[i] = x[i]
        counts[i] = (cuda.popc(np.uint32(table[0] - table[counts[i] % table.size]))
                     + int64(table[-len(table)]))


# A branchy loop over neighbours of `values` (coarsened by 2): 72 registers;
# capped it spills, uncoarsened it takes about 40.
@cuda.jit
def branchy_rows(steps, keys, values, out, mask, limit, repeats):
    i = cuda.grid(1)
    n = len(values)
    if i < n:
        for k in range(7):
            if values[min(k, n - 1)] > max(values[min(i + 3, n - 1)], cuda.threadIdx.x):
                for _ in range(steps[(i + 1) % len(steps)] & 15):
                    out[i] += np.uint64(1)
            elif min(values[k % n], values[(i + 5) % n]) < values[i - 1]:
                for _ in range(repeats):
                    if values[i - n] > values[n - 1 - i] + 2.25:
                        out[i] = values[-1] == values[min(i + 1, n - 1)]
            elif out[i] == np.uint64(keys[-1]) and limit > 1:
                continue
            out[i] = np.uint64(min(1e15, max(0.0, -values[i])))
        if limit * steps[-1 - i] != keys[abs(steps[i]) % len(keys) - len(keys)]:
            out[i] = ((np.uint32(steps[i]) & mask) ^ out[i]) & np.uint16(n)
        out[i] += np.uint16(1) | (out[i] >> (n & 31))


# Twenty float64 values live across a loop: more than 64 registers, in a
# kernel that is not coarsened (a grid-stride loop).
@cuda.jit(device=True)
def live_values(v, rounds):
    a0, a1, a2, a3, a4 = v, v + 1.0, v * 0.5, v - 2.0, v * v
    a5, a6, a7, a8, a9 = v + 0.25, 1.5 - v, v * 3.0, v - 0.75, v * 0.125
    a10, a11, a12, a13, a14 = v + 4.0, 2.0 * v, v - 3.5, v * 1.25, v + 0.5
    a15, a16, a17, a18, a19 = 0.25 - v, v * 0.75, v + 2.5, v * 1.5, v - 1.25
    for r in range(rounds):
        t = a19
        a19 = a18 * 0.981 + a19 * 0.019
        a18 = a17 * 0.982 + a18 * 0.018
        a17 = a16 * 0.983 + a17 * 0.017
        a16 = a15 * 0.984 + a16 * 0.016
        a15 = a14 * 0.985 + a15 * 0.015
        a14 = a13 * 0.986 + a14 * 0.014
        a13 = a12 * 0.987 + a13 * 0.013
        a12 = a11 * 0.988 + a12 * 0.012
        a11 = a10 * 0.989 + a11 * 0.011
        a10 = a9 * 0.990 + a10 * 0.010
        a9 = a8 * 0.991 + a9 * 0.009
        a8 = a7 * 0.992 + a8 * 0.008
        a7 = a6 * 0.993 + a7 * 0.007
        a6 = a5 * 0.994 + a6 * 0.006
        a5 = a4 * 0.995 + a5 * 0.005
        a4 = a3 * 0.996 + a4 * 0.004
        a3 = a2 * 0.997 + a3 * 0.003
        a2 = a1 * 0.998 + a2 * 0.002
        a1 = a0 * 0.999 + a1 * 0.001
        a0 = math.sin(a0 + t * 0.5)
    return (a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14
            + a15 + a16 + a17 + a18 + a19)


@cuda.jit
def many_live_values(x, out, rounds):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, x.size, stride):
        out[i] = live_values(x[i], rounds)


# The same, synchronising the grid once before it writes: launched
# cooperatively, its grid no larger than fits at once.
@cuda.jit
def synced_live_values(x, out, rounds):
    g = cuda.cg.this_grid()
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    g.sync()
    for i in range(start, x.size, stride):
        out[i] = live_values(x[i], rounds)
