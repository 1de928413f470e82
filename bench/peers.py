# Copied unchanged from /work/shared/bench/peers.py (the project's shared peer benchmark:
# Numba-CUDA, CuPy/CUB and PyTorch on the same GPU); only this header was added.
"""Peer measurements on the GPU machine: Numba-CUDA, CuPy (CUB) and PyTorch
on the seed case study (segmented sum) and a bandwidth-bound saxpy.
Prints one table; every figure is a median of CUDA-event-timed repeats."""
import os, time, math, statistics, json, sys
os.environ.setdefault("CUPY_ACCELERATORS", "cub")
import numpy as np
import cupy as cp

def bench(fn, reps=50, warm=5):
    for _ in range(warm): fn()
    cp.cuda.runtime.deviceSynchronize()
    ts = []
    s, e = cp.cuda.Event(), cp.cuda.Event()
    for _ in range(reps):
        s.record(); fn(); e.record(); e.synchronize()
        ts.append(cp.cuda.get_elapsed_time(s, e))
    return statistics.median(ts)

rows = []
def row(name, ms, nbytes=None, note=""):
    bw = (nbytes / (ms * 1e-3) / 1e12) if nbytes else None
    rows.append((name, ms, bw, note))

# peak copy bandwidth
N = 1 << 28
a = cp.random.random(N, dtype=cp.float32); b = cp.empty_like(a)
ms = bench(lambda: cp.copyto(b, a)); row("cupy copy 1GiB", ms, 2 * a.nbytes, "read+write")

# segmented sum peers
for seglen in (128, 1024, 1 << 16):
    nseg = N // seglen
    x = a.reshape(nseg, seglen)
    out = cp.empty(nseg, cp.float32)
    ms = bench(lambda: cp.sum(x, axis=-1, out=out)); row(f"cupy(cub) segsum len={seglen}", ms, a.nbytes + out.nbytes)
    ref = x[:4].get().astype(np.float64).sum(-1)
try:
    import torch
    t = torch.as_tensor(a, device="cuda")
    for seglen in (128, 1024, 1 << 16):
        tv = t.view(-1, seglen)
        ms = bench(lambda: tv.sum(-1)); row(f"torch segsum len={seglen}", ms, a.nbytes + a.nbytes // seglen)
except Exception as ex:
    print("torch failed", ex)

# numba (numba-cuda on numpy 2.5 needs np.row_stack, removed there)
if not hasattr(np, "row_stack"): np.row_stack = np.vstack
from numba import cuda, float32, int32
import numba
print("numba", numba.__version__, "numba-cuda", getattr(__import__("numba.cuda"), "__version__", "?"))
t0 = time.perf_counter()
@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]
y = cp.random.random(N, dtype=cp.float32)
saxpy[(N + 255) // 256, 256](np.float32(2.0), a, y); cuda.synchronize()
t1 = time.perf_counter(); rows.append(("numba saxpy first call (compile+load+run)", (t1 - t0) * 1e3, None, "wall"))
ms = bench(lambda: saxpy[(N + 255) // 256, 256](np.float32(2.0), a, y)); row("numba saxpy 2^28", ms, 3 * a.nbytes)
ms = bench(lambda: cp.add(cp.multiply(2.0, a, out=b), y, out=y)); row("cupy saxpy (2 kernels)", ms, 5 * a.nbytes)

@cuda.jit
def empty(x):
    pass
small = cp.zeros(1, cp.float32)
empty[1, 1](small); cuda.synchronize()
K = 2000
t0 = time.perf_counter()
for _ in range(K): empty[1, 32](small)
cuda.synchronize(); t1 = time.perf_counter()
rows.append(("numba launch overhead per empty launch", (t1 - t0) / K * 1e6, None, "us, host wall"))

TPB = 256
t0 = time.perf_counter()
@cuda.jit
def segsum(data, out, seglen):
    sm = cuda.shared.array(TPB, float32)
    seg = cuda.blockIdx.x
    tid = cuda.threadIdx.x
    acc = float32(0)
    base = seg * seglen
    for j in range(tid, seglen, TPB):
        acc += data[base + j]
    sm[tid] = acc
    cuda.syncthreads()
    s = TPB // 2
    while s > 0:
        if tid < s:
            sm[tid] += sm[tid + s]
        cuda.syncthreads()
        s //= 2
    if tid == 0:
        out[seg] = sm[0]
for seglen in (128, 1024, 1 << 16):
    nseg = N // seglen
    out = cp.empty(nseg, cp.float32)
    tpb_fn = segsum
    segsum[nseg, TPB](a, out, seglen); cuda.synchronize()
    if seglen == 128:
        rows.append(("numba segsum first call (compile+run)", (time.perf_counter() - t0) * 1e3, None, "wall"))
    ms = bench(lambda: segsum[nseg, TPB](a, out, seglen)); row(f"numba segsum(shared tree) len={seglen}", ms, a.nbytes + out.nbytes)
    got = out[:4].get(); ref = a.reshape(nseg, seglen)[:4].get().astype(np.float64).sum(-1)
    assert np.allclose(got, ref, rtol=1e-4), (got, ref)

# grid sync with cache (the seed regression)
@cuda.jit(cache=True)
def gsync(x):
    g = cuda.cg.this_grid()
    i = cuda.grid(1)
    x[i] = 1
    g.sync()
    if i == 0:
        s = 0
        for j in range(x.size): s += x[j]
        x[0] = s
try:
    gx = cp.zeros(64 * 4, cp.int32)
    gsync[4, 64](gx); cuda.synchronize()
    rows.append(("numba grid.sync with cache=True", float(gx[0].get()), None, "sum should be 256"))
except Exception as ex:
    rows.append(("numba grid.sync with cache=True", float("nan"), None, "FAILED " + type(ex).__name__ + str(ex)[:80]))

print(f"{'what':55s} {'ms/us':>10s} {'TB/s':>7s}  note")
for n, ms, bw, note in rows:
    print(f"{n:55s} {ms:10.3f} {bw if bw is None else round(bw,3)!s:>7s}  {note}")
