#!/usr/bin/env python3
"""The Python package against its peers, on this machine's GPU.

1. Launch overhead of a compiled 3-argument kernel (saxpy on 4096 floats):
   dslc from Python on CuPy arrays, PyTorch tensors, Numba device arrays
   and dslc device arrays; Numba's dispatcher on its device arrays and on
   CuPy arrays; CuPy's RawKernel. Host time per launch: the median over
   batches of 100 launches (1000 batches: 100 000 launches), the queue
   drained between batches; and the median of short bursts (10 launches)
   from an idle GPU.
2. First call from Python (import, compile, load, launch, synchronise) in a
   new process, for lang-examples saxpy and matmul_shared: dslc and Numba,
   cold (empty disk cache) and from the disk cache; medians of 3 processes.

    python3 python_bench.py [--quick]

Needs numpy, the dslc wheel installed; CuPy, PyTorch and Numba are used when
present. Prints two tables."""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

np.row_stack = getattr(np, "row_stack", np.vstack)  # for Numba on NumPy 2

HERE = os.path.dirname(os.path.abspath(__file__))
QUICK = "--quick" in sys.argv
BATCHES = 100 if QUICK else 1000
REPEATS = 1 if QUICK else 3  # processes per first-call cell (medians)
PER_BATCH = 100
N = 4096


def optional(name):
    try:
        return __import__(name)
    except Exception:
        return None


def per_launch_us(launch, sync):
    """Median host microseconds per launch over batches, and over bursts
    from an idle GPU."""
    for _ in range(200):
        launch()
    sync()
    batches = []
    for _ in range(BATCHES):
        start = time.perf_counter_ns()
        for _ in range(PER_BATCH):
            launch()
        batches.append((time.perf_counter_ns() - start) / PER_BATCH / 1000)
        sync()
    bursts = []
    for _ in range(50 if QUICK else 200):
        sync()
        time.sleep(0.002)
        start = time.perf_counter_ns()
        for _ in range(10):
            launch()
        bursts.append((time.perf_counter_ns() - start) / 10 / 1000)
    return statistics.median(batches), statistics.median(bursts)


SAXPY_CU = r"""
extern "C" __global__ void saxpy(float a, const float* x, float* y, long long n) {
  long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
"""


def launch_overhead():
    from dslc import cuda as dcuda

    @dcuda.jit
    def saxpy(a, x, y):
        i = dcuda.grid(1)
        if i < y.size:
            y[i] = a * x[i] + y[i]

    rows = []
    x_host = np.random.rand(N).astype(np.float32)
    a = np.float32(2.0)
    blocks = N // 256

    dx, dy = dcuda.to_device(x_host), dcuda.to_device(x_host)
    rows.append(("dslc, dslc device arrays", per_launch_us(
        lambda: saxpy[blocks, 256](a, dx, dy), dcuda.synchronize)))

    cupy = optional("cupy")
    if cupy:
        cx, cy = cupy.asarray(x_host), cupy.asarray(x_host)
        sync = cupy.cuda.runtime.deviceSynchronize
        rows.append(("dslc, CuPy arrays", per_launch_us(
            lambda: saxpy[blocks, 256](a, cx, cy), sync)))
        raw = cupy.RawKernel(SAXPY_CU, "saxpy")
        n = np.int64(N)
        rows.append(("CuPy RawKernel", per_launch_us(
            lambda: raw((blocks,), (256,), (a, cx, cy, n)), sync)))
    torch = optional("torch")
    if torch and torch.cuda.is_available():
        tx, ty = torch.from_numpy(x_host).cuda(), torch.from_numpy(x_host).cuda()
        rows.append(("dslc, PyTorch tensors", per_launch_us(
            lambda: saxpy[blocks, 256](a, tx, ty), torch.cuda.synchronize)))
    numba = optional("numba")
    if numba:
        from numba import cuda as ncuda

        @ncuda.jit
        def nsaxpy(a, x, y):
            i = ncuda.grid(1)
            if i < y.size:
                y[i] = a * x[i] + y[i]

        nx, ny = ncuda.to_device(x_host), ncuda.to_device(x_host)
        rows.append(("dslc, Numba device arrays", per_launch_us(
            lambda: saxpy[blocks, 256](a, nx, ny), ncuda.synchronize)))
        rows.append(("Numba, Numba device arrays", per_launch_us(
            lambda: nsaxpy[blocks, 256](a, nx, ny), ncuda.synchronize)))
        if cupy:
            rows.append(("Numba, CuPy arrays", per_launch_us(
                lambda: nsaxpy[blocks, 256](a, cx, cy), ncuda.synchronize)))
    print("Launch overhead from Python (saxpy, 3 arguments; host us per launch)")
    print("%-32s %12s %14s" % ("", "median", "idle bursts"))
    for name, (median, burst) in rows:
        print("%-32s %12.2f %14.2f" % (name, median, burst))
    host_steps(saxpy, a, blocks, [("dslc device arrays", dx, dy)] +
               ([("CuPy arrays", cx, cy)] if cupy else []) +
               ([("PyTorch tensors", tx, ty)] if torch and torch.cuda.is_available() else []))


def host_us(step):
    """Median microseconds of `step` alone (no GPU work) over batches."""
    for _ in range(1000):
        step()
    batches = []
    for _ in range(200):
        start = time.perf_counter_ns()
        for _ in range(1000):
            step()
        batches.append((time.perf_counter_ns() - start) / 1000 / 1000)
    return statistics.median(batches)


# What packing reads of each kind of array, timed one by one.
ATTRIBUTE_READS = {
    "CuPy arrays": {"x.dtype.num": lambda x: x.dtype.num, "x.data.ptr": lambda x: x.data.ptr,
                    "x.shape": lambda x: x.shape, "x.strides": lambda x: x.strides},
    "PyTorch tensors": {"x.is_cuda": lambda x: x.is_cuda, "x.dtype": lambda x: x.dtype,
                        "x.data_ptr()": lambda x: x.data_ptr(), "x.shape": lambda x: x.shape,
                        "x.stride()": lambda x: x.stride()},
}


def host_steps(saxpy, a, blocks, arrays):
    """What dslc's launch path costs besides the driver call: the launch
    configuration's lookup, the packing of the arguments per kind, and the
    attribute reads packing makes (Python's own cost of a call included)."""
    from dslc import _launch
    from dslc import _launch_words
    print()
    print("dslc's own host steps of a launch, without the driver call (us)")
    print("%-32s %12.2f" % ("kernel[grid, block] lookup", host_us(lambda: saxpy[blocks, 256])))
    print("%-32s %12.2f" % ("an empty Python call", host_us(lambda: None)))
    if _launch.fast is None:
        return
    header = bytes(8 * _launch_words.COUNT)  # the words before the count
    for name, x, y in arrays:
        args = (a, x, y)
        print("%-32s %12.2f" % ("packing, " + name, host_us(lambda: _launch.fast.pack(header,
                                                                                      args))))
        for what, read in ATTRIBUTE_READS.get(name, {}).items():
            print("%-32s %12.2f" % ("  " + what, host_us(lambda: read(x))))


FIRST_CALL = r"""
import os, sys, time
t0 = time.perf_counter()
import numpy as np
np.row_stack = getattr(np, "row_stack", np.vstack)
sys.path.insert(0, os.environ["BENCH_DIR"])
import {module} as m
x = np.random.rand({n}).astype(np.float32)
{setup}
m.cuda.synchronize()
t1 = time.perf_counter()
{launch}
m.cuda.synchronize()
t2 = time.perf_counter()
print("%.1f %.1f" % ((t2 - t1) * 1000, (t2 - t0) * 1000))
"""

# (elements, set-up (CUDA initialised, data on the GPU), the first call)
LAUNCHES = {
    "saxpy": ("1 << 20", "d_x = m.cuda.to_device(x); d_y = m.cuda.to_device(x)",
              "m.saxpy[4096, 256](np.float32(2.0), d_x, d_y)"),
    "matmul_shared": ("256 * 256", "a = m.cuda.to_device(x.reshape(256, 256)); "
                      "b = m.cuda.to_device(x.reshape(256, 256)); "
                      "c = m.cuda.device_array((256, 256), np.float32)",
                      "m.matmul_shared[(16, 16), (16, 16)](a, b, c)"),
}


def first_call():
    print()
    print("First call from Python in a new process, ms: the first kernel[...](...) with its")
    print("compile (or disk cache read), load, launch and synchronisation; in brackets the")
    print("whole process up to then (interpreter, imports, CUDA initialisation, data)")
    print("%-16s %-6s %22s %22s" % ("kernel", "", "cold", "disk cache"))
    examples = os.path.join(HERE, "..", "lang-examples")  # source tree and package alike
    for name, (n, setup, launch) in LAUNCHES.items():
        with open(os.path.join(examples, name + ".py")) as f:
            source = f.read()
        for who in ("dslc", "numba"):
            if who == "numba" and not optional("numba"):
                continue
            text = source
            if who == "dslc":
                text = text.replace("from numba import cuda", "from dslc import cuda")
            else:
                text = text.replace("@cuda.jit\n", "@cuda.jit(cache=True)\n")
            script = FIRST_CALL.format(module=name + "_bench", n=n, setup=setup, launch=launch)
            runs = {"cold": [], "cache": []}
            for _ in range(REPEATS):
                scratch = tempfile.mkdtemp()
                try:
                    with open(os.path.join(scratch, name + "_bench.py"), "w") as f:
                        f.write(text)
                    env = dict(os.environ, BENCH_DIR=scratch,
                               DSLC_CACHE_DIR=os.path.join(scratch, "cache"),
                               NUMBA_CACHE_DIR=os.path.join(scratch, "numba-cache"))
                    for kind in ("cold", "cache"):  # an empty disk cache, then the entry
                        out = subprocess.run([sys.executable, "-c", script], env=env,
                                             capture_output=True, text=True)
                        if out.returncode != 0:
                            print(out.stderr[-2000:], file=sys.stderr)
                            continue
                        first, whole = out.stdout.strip().splitlines()[-1].split()
                        runs[kind].append((float(first), float(whole)))
                finally:
                    shutil.rmtree(scratch, ignore_errors=True)
            cells = []
            for kind in ("cold", "cache"):
                if not runs[kind]:
                    cells.append("failed")
                    continue
                cells.append("%.1f (%.0f)" % (statistics.median(r[0] for r in runs[kind]),
                                              statistics.median(r[1] for r in runs[kind])))
            print("%-16s %-6s %22s %22s" % (name, who, cells[0], cells[1]), flush=True)


if __name__ == "__main__":
    launch_overhead()
    first_call()
