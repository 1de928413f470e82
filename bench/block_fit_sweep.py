#!/usr/bin/env python3
"""Kernels of high register use at every block size, on this machine's GPU.

Each kernel needs more than 64 registers per thread as dslc compiles it, so
blocks of 1024 threads (and, for some, 768 or 896) do not fit it as
compiled: such a launch runs a form compiled to fit its block (registers
capped for the block, or a coarsened kernel uncoarsened; docs/runtime.md).
The kernels: the two that showed it first (copy_and_count, branchy_rows,
both coarsened), a coarsened elementwise kernel of a big body (wide_body)
and one that is not coarsened with twenty float64 values live across a
loop (many_live_values). Each runs at 32, 64, 128, 256, 512, 768, 896 and
1024 threads per block on arrays several times the GPU's 50 MB L2; its
result is checked against the kernel with `coarsen=False` (or NumPy); its
time is the median of many launches timed with CUDA events after a
warm-up. Prints one table: kernel, threads, the form the launch ran, its
registers, the time and the check. No launch may fail: a failed launch or
a wrong result is a row saying so, and the exit status is 1.

    python3 block_fit_sweep.py [--quick] [--repeat N]

Needs NumPy and the dslc wheel installed."""

import math
import statistics
import sys

import numpy as np

from dslc import cuda

QUICK = "--quick" in sys.argv
REPEAT = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else (
    5 if QUICK else 30)
WARMUP = 3
BLOCKS = [32, 64, 128, 256, 512, 768, 896, 1024]
SCALE = 16 if QUICK else 1  # --quick: arrays 16 times smaller


def copy_and_count_body(x, table, out, counts):
    i = cuda.grid(1)
    n = len(counts)
    if i < n:
        out[i] = x[i]
        counts[i] = (cuda.popc(np.uint32(table[0] - table[counts[i] % table.size]))
                     + np.int64(table[-len(table)]))


def branchy_rows_body(steps, keys, values, out, mask, limit, repeats):
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


def wide_body_body(x, y, out):
    """Twenty-four values of each element combined: coarsened by 4 for
    float32, it needs about 78 registers."""
    i = cuda.grid(1)
    if i < out.size:
        a = x[i]
        b = y[i]
        t0 = a * 1.0 + b * 0.5 - 0.0
        t1 = a * 1.25 + b * 0.625 - 0.75
        t2 = a * 1.5 + b * 0.75 - 1.5
        t3 = a * 1.75 + b * 0.875 - 2.25
        t4 = a * 2.0 + b * 1.0 - 3.0
        t5 = a * 2.25 + b * 1.125 - 3.75
        t6 = a * 2.5 + b * 1.25 - 4.5
        t7 = a * 2.75 + b * 1.375 - 5.25
        t8 = a * 3.0 + b * 1.5 - 6.0
        t9 = a * 3.25 + b * 1.625 - 6.75
        t10 = a * 3.5 + b * 1.75 - 7.5
        t11 = a * 3.75 + b * 1.875 - 8.25
        t12 = a * 4.0 + b * 2.0 - 9.0
        t13 = a * 4.25 + b * 2.125 - 9.75
        t14 = a * 4.5 + b * 2.25 - 10.5
        t15 = a * 4.75 + b * 2.375 - 11.25
        t16 = a * 5.0 + b * 2.5 - 12.0
        t17 = a * 5.25 + b * 2.625 - 12.75
        t18 = a * 5.5 + b * 2.75 - 13.5
        t19 = a * 5.75 + b * 2.875 - 14.25
        t20 = a * 6.0 + b * 3.0 - 15.0
        t21 = a * 6.25 + b * 3.125 - 15.75
        t22 = a * 6.5 + b * 3.25 - 16.5
        t23 = a * 6.75 + b * 3.375 - 17.25
        t0 = t0 * t1 + t3 / (abs(t5) + 1.0)
        t1 = t1 * t2 + t4 / (abs(t6) + 1.0)
        t2 = t2 * t3 + t5 / (abs(t7) + 1.0)
        t3 = t3 * t4 + t6 / (abs(t8) + 1.0)
        t4 = t4 * t5 + t7 / (abs(t9) + 1.0)
        t5 = t5 * t6 + t8 / (abs(t10) + 1.0)
        t6 = t6 * t7 + t9 / (abs(t11) + 1.0)
        t7 = t7 * t8 + t10 / (abs(t12) + 1.0)
        t8 = t8 * t9 + t11 / (abs(t13) + 1.0)
        t9 = t9 * t10 + t12 / (abs(t14) + 1.0)
        t10 = t10 * t11 + t13 / (abs(t15) + 1.0)
        t11 = t11 * t12 + t14 / (abs(t16) + 1.0)
        t12 = t12 * t13 + t15 / (abs(t17) + 1.0)
        t13 = t13 * t14 + t16 / (abs(t18) + 1.0)
        t14 = t14 * t15 + t17 / (abs(t19) + 1.0)
        t15 = t15 * t16 + t18 / (abs(t20) + 1.0)
        t16 = t16 * t17 + t19 / (abs(t21) + 1.0)
        t17 = t17 * t18 + t20 / (abs(t22) + 1.0)
        t18 = t18 * t19 + t21 / (abs(t23) + 1.0)
        t19 = t19 * t20 + t22 / (abs(t0) + 1.0)
        t20 = t20 * t21 + t23 / (abs(t1) + 1.0)
        t21 = t21 * t22 + t0 / (abs(t2) + 1.0)
        t22 = t22 * t23 + t1 / (abs(t3) + 1.0)
        t23 = t23 * t0 + t2 / (abs(t4) + 1.0)
        out[i] = (t0 * t2 + t1 * t3 + t2 * t4 + t3 * t5 + t4 * t6 + t5 * t7
                  + t6 * t8 + t7 * t9 + t8 * t10 + t9 * t11 + t10 * t12 + t11 * t13
                  + t12 * t14 + t13 * t15 + t14 * t16 + t15 * t17 + t16 * t18 + t17 * t19
                  + t18 * t20 + t19 * t21 + t20 * t22 + t21 * t23 + t22 * t0 + t23 * t1)


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


def many_live_values_body(x, out, rounds):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, x.size, stride):
        out[i] = live_values(x[i], rounds)


def live_values_reference(v, rounds):
    """many_live_values in NumPy."""
    a = [v, v + 1.0, v * 0.5, v - 2.0, v * v, v + 0.25, 1.5 - v, v * 3.0, v - 0.75, v * 0.125,
         v + 4.0, 2.0 * v, v - 3.5, v * 1.25, v + 0.5, 0.25 - v, v * 0.75, v + 2.5, v * 1.5,
         v - 1.25]
    # a[k] = a[k - 1] * 0.999 + a[k] * 0.001 for k = 1, ..., 0.981 and 0.019 for 19,
    # the literals the kernel has.
    keep = [float("%.3f" % (1 - k / 1000)) for k in range(20)]
    take = [float("%.3f" % (k / 1000)) for k in range(20)]
    for _ in range(rounds):
        t = a[19]
        for k in range(19, 0, -1):
            a[k] = a[k - 1] * keep[k] + a[k] * take[k]
        a[0] = np.sin(a[0] + t * 0.5)
    return sum(a[1:], a[0])


class Case:
    """A kernel, its arguments (made once) and how to check a launch."""

    def __init__(self, name, body, signature, make, check, coarsen_off=True):
        self.name = name
        self.kernel = cuda.jit(body)
        self.plain = cuda.jit(coarsen=False)(body) if coarsen_off else None
        self.signature = signature
        self.make = make    # () -> (host arrays, scalars, index of the outputs)
        self.check = check  # (results, reference or None, host inputs) -> None or a problem


def equal(got, want):
    same = np.array_equal(got, want, equal_nan=got.dtype.kind == "f")
    return None if same else "%d of %d elements differ" % (np.count_nonzero(got != want), got.size)


def cases():
    rng = np.random.default_rng(2262)
    n_count = (64 << 20) // SCALE       # 320 MB of int16, int16, int8
    n_rows = (24 << 20) // SCALE        # 504 MB of int32, float64, uint64
    n_wide = (48 << 20) // SCALE        # 576 MB of float32 x 3
    n_live = (16 << 20) // SCALE        # 256 MB of float64 x 2

    def counts():
        return ([rng.integers(-30000, 30000, n_count).astype(np.int16),
                 rng.integers(0, 65535, 1000).astype(np.uint16),
                 np.zeros(n_count, np.int16),
                 rng.integers(-100, 100, n_count).astype(np.int8)], [], [2, 3])

    def rows():
        return ([rng.integers(-1000, 1000, n_rows).astype(np.int32),
                 rng.integers(-128, 127, 977).astype(np.int8),
                 rng.uniform(-4, 4, n_rows),
                 np.zeros(n_rows, np.uint64)],
                [np.uint8(0x5A), np.int32(3), np.int64(2)], [3])

    def wide():
        return ([rng.uniform(-1, 1, n_wide).astype(np.float32),
                 rng.uniform(-1, 1, n_wide).astype(np.float32),
                 np.zeros(n_wide, np.float32)], [], [2])

    def live():
        return [rng.uniform(-1, 1, n_live), np.zeros(n_live)], [np.int64(12)], [1]

    def same_as_plain(results, reference, inputs):
        return next((p for p in (equal(g, w) for g, w in zip(results, reference)) if p), None)

    def close_to_numpy(results, reference, inputs):
        want = live_values_reference(inputs[0], 12)
        if np.allclose(results[0], want, rtol=1e-9, atol=1e-9):
            return None
        return "differs from NumPy by up to %.3g" % np.max(np.abs(results[0] - want))

    return [
        Case("copy_and_count", copy_and_count_body,
             "int16[::1], uint16[::1], int16[::1], int8[::1]", counts, same_as_plain),
        Case("branchy_rows", branchy_rows_body,
             "int32[::1], int8[::1], float64[::1], uint64[::1], uint8, int32, int64", rows,
             same_as_plain),
        Case("wide_body", wide_body_body, "float32[::1], float32[::1], float32[::1]", wide,
             same_as_plain),
        Case("many_live_values", many_live_values_body, "float64[::1], float64[::1], int64", live,
             close_to_numpy, coarsen_off=False),
    ]


def launch(kernel, threads, arrays, scalars):
    """One thread per element of the first array (as long as the others)."""
    blocks = (arrays[0].size + threads - 1) // threads
    kernel[blocks, threads](*arrays, *scalars)


def outputs(case, host, scalars, outs, kernel, threads):
    """The output arrays after one launch of `kernel` on fresh copies."""
    arrays = [cuda.to_device(a) for a in host]
    launch(kernel, threads, arrays, scalars)
    return [arrays[k].copy_to_host() for k in outs]


def median_ms(kernel, threads, arrays, scalars):
    start, end = cuda.event(), cuda.event()
    for _ in range(WARMUP):
        launch(kernel, threads, arrays, scalars)
    times = []
    for _ in range(REPEAT):
        start.record()
        launch(kernel, threads, arrays, scalars)
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def sweep(case):
    host, scalars, outs = case.make()
    device = [cuda.to_device(a) for a in host]
    rows = []
    for threads in BLOCKS:
        row = [case.name, threads, "-", "-", "-", "ok"]
        try:
            got = outputs(case, host, scalars, outs, case.kernel, threads)
            want = outputs(case, host, scalars, outs, case.plain, threads) if case.plain else None
            problem = case.check(got, want, host)
            if problem:
                row[5] = "WRONG: " + problem
            found = case.kernel.get_resources(case.signature, block=threads)
            row[2], row[3] = found.form, found.registers
            row[4] = "%.4f" % median_ms(case.kernel, threads, device, scalars)
        except Exception as error:  # a launch that failed: the row says so
            row[5] = "FAILED: %s" % error
        rows.append(row)
        # As it goes, so that a run cut short keeps the rows it measured.
        print("  %s at %d threads: %s, %s registers, %s ms: %s" % (
            case.name, threads, row[2], row[3], row[4], row[5]), file=sys.stderr, flush=True)
    return rows


def main():
    if not cuda.is_available():
        print("no CUDA driver or GPU", file=sys.stderr)
        return 1
    print("dslc on %s: %d timed launches each, median; arrays of %s elements"
          % (cuda.get_current_device().name.decode(), REPEAT,
             "1/16 the usual" if QUICK else "full"))
    rows = [row for case in cases() for row in sweep(case)]
    header = ["kernel", "threads", "form chosen", "registers", "time (ms)", "check"]
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    for row in [header] + rows:
        print("  ".join(str(v).ljust(w) for v, w in zip(row, widths)).rstrip())
    return 0 if all(row[5] == "ok" for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
