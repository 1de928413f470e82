"""The segmented-sum case study on the GPU: dslc's lang-examples/segmented_sum_coop.py
beside CUB (through CuPy, and as CUDA C++: bench/cub/segmented_reduce.cu built with nvcc
when it is on PATH), PyTorch and Numba (the shared-memory tree kernel Numba users write),
on 2^28 float32 (1 GiB), at every segment length from 32 to 65536 and at ragged lengths.

    python3 segmented_sum_bench.py [--json FILE] [--plot FILE.png] [--repeats N]
    python3 segmented_sum_bench.py --plot-only FILE.json FILE.png

Each figure is the median over repeats of the time of a batch of launches (CUDA events
around the batch, divided by its size, so that the host's launch overhead overlaps the
GPU's work for every peer alike), all peers measured in turn in each repeat. TB/s counts
the bytes read and written once (input + output); "% of copy" divides by a device-to-device
copy of the same input (read + write), measured in the same run."""
import argparse
import ctypes
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
N = 1 << 28
POWERS = [1 << k for k in range(5, 17)]  # 32 ... 65536
RAGGED = [1000, 100000]
BATCH = 5


def find_example():
    for candidate in (os.path.join(HERE, "..", "lang-examples"),
                      os.path.join(HERE, "..", "..", "..", "share", "dslc", "lang-examples")):
        path = os.path.join(candidate, "segmented_sum_coop.py")
        if os.path.exists(path):
            return os.path.abspath(path)
    sys.exit("segmented_sum_bench.py: lang-examples/segmented_sum_coop.py not found")


def load_dslc_example(scratch):
    """The lang-example as a module run by dslc: its `from numba import cuda` becomes
    `from dslc import cuda` (and `from cuda import coop` dslc's coop), as a user does."""
    with open(find_example()) as f:
        text = f.read()
    text = text.replace("from numba import cuda", "from dslc import cuda")
    text = text.replace("from cuda import coop", "from dslc import coop")
    path = os.path.join(scratch, "segmented_sum_dslc.py")
    with open(path, "w") as f:
        f.write(text)
    sys.path.insert(0, scratch)
    import segmented_sum_dslc
    return segmented_sum_dslc


def build_cub_library(scratch):
    """bench/cub/segmented_reduce.cu as a shared library, or None without nvcc."""
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    source = os.path.join(HERE, "cub", "segmented_reduce.cu")
    if not os.path.exists(nvcc) or not os.path.exists(source):
        return None, "no nvcc" if not os.path.exists(nvcc) else "no " + source
    library = os.path.join(scratch, "libcub_segsum.so")
    result = subprocess.run([nvcc, "-O3", "-arch=sm_90", "-shared", "-Xcompiler", "-fPIC",
                             "-o", library, source], capture_output=True, text=True)
    if result.returncode != 0:
        return None, "nvcc failed: " + result.stderr.strip().splitlines()[-1]
    lib = ctypes.CDLL(library)
    lib.cub_segsum_temp_bytes.restype = ctypes.c_int64
    lib.cub_segsum_temp_bytes.argtypes = [ctypes.c_int64, ctypes.c_int64]
    lib.cub_segsum.restype = ctypes.c_int
    lib.cub_segsum.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64,
                               ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p]
    return lib, ""


NUMBA_TPB = 256  # lang-examples/segmented_sum.py's TPB


def load_numba():
    try:
        import numpy as np
        if not hasattr(np, "row_stack"):
            np.row_stack = np.vstack  # numba-cuda still names it
        import numba.cuda  # noqa: F401
    except Exception as error:  # noqa: BLE001 - any import failure means no Numba column
        return None, "no Numba (%s)" % type(error).__name__
    # The shared-memory tree a Numba user writes: lang-examples/segmented_sum.py
    # itself (it imports Numba's cuda), compiled by Numba.
    spec = importlib.util.spec_from_file_location(
        "segmented_sum_numba", os.path.join(os.path.dirname(find_example()), "segmented_sum.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.segmented_sum, ""


def measure(cp, peers, repeats):
    """{peer: ms per launch}: the median over `repeats` of a batch of BATCH launches,
    peers in turn within each repeat."""
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    times = {name: [] for name in peers}
    for run in peers.values():
        for _ in range(2):
            run()
    cp.cuda.runtime.deviceSynchronize()
    for _ in range(repeats):
        for name, run in peers.items():
            start.record()
            for _ in range(BATCH):
                run()
            stop.record()
            stop.synchronize()
            times[name].append(cp.cuda.get_elapsed_time(start, stop) / BATCH)
    return {name: statistics.median(t) for name, t in times.items()}


def run(args):
    import cupy as cp
    import numpy as np

    scratch = tempfile.mkdtemp()
    sys.path.insert(0, scratch)
    example = load_dslc_example(scratch)
    cub_lib, cub_why = build_cub_library(scratch)
    numba_kernel, numba_why = load_numba()
    try:
        import torch
        torch_why = ""
    except Exception as error:  # noqa: BLE001
        torch, torch_why = None, "no PyTorch (%s)" % type(error).__name__

    data = cp.random.random(N, dtype=cp.float32)
    copy_target = cp.empty_like(data)
    copy_ms = measure(cp, {"copy": lambda: cp.copyto(copy_target, data)}, args.repeats)["copy"]
    del copy_target
    copy_tbs = 2 * data.nbytes / copy_ms / 1e9
    device = cp.cuda.runtime.getDeviceProperties(0)["name"].decode()
    result = {"device": device, "elements": N, "copy_tbs": copy_tbs, "rows": [],
              "missing": {"cub_cpp": cub_why, "numba": numba_why, "torch": torch_why}}
    print("segmented sum of 2^28 float32 on %s; copy %.3f TB/s (read+write)" % (device, copy_tbs))
    if cub_why or numba_why or torch_why:
        print("  missing peers: " + "; ".join(w for w in (cub_why, numba_why, torch_why) if w))
    header = "%8s %9s | %12s %12s %12s %12s %12s" % (
        "seglen", "segments", "dslc", "CUB (CuPy)", "CUB (C++)", "PyTorch", "Numba")
    print(header)
    print("-" * len(header))
    for seglen in sorted(POWERS + RAGGED):
        segments = N // seglen
        x = data[: segments * seglen]
        matrix = x.reshape(segments, seglen)
        outs = {name: cp.empty(segments, cp.float32) for name in
                ("dslc", "cub_cupy", "cub_cpp", "torch", "numba")}
        peers = {"dslc": lambda: example.segmented_sum(x, outs["dslc"], seglen),
                 "cub_cupy": lambda: cp.sum(matrix, axis=-1, out=outs["cub_cupy"])}
        if cub_lib:
            temp_bytes = cub_lib.cub_segsum_temp_bytes(segments, seglen)
            temp = cp.empty(max(temp_bytes, 1), cp.uint8)
            stream = cp.cuda.get_current_stream().ptr
            peers["cub_cpp"] = lambda: cub_lib.cub_segsum(
                x.data.ptr, outs["cub_cpp"].data.ptr, segments, seglen, temp.data.ptr,
                temp_bytes, stream)
        if torch is not None:
            tx = torch.as_tensor(x, device="cuda").view(segments, seglen)
            tout = torch.as_tensor(outs["torch"], device="cuda")
            peers["torch"] = lambda: torch.sum(tx, dim=-1, out=tout)
        if numba_kernel is not None:
            peers["numba"] = lambda: numba_kernel[segments, NUMBA_TPB](x, outs["numba"], seglen)
        for name, launch in peers.items():
            outs[name].fill(cp.nan)
            launch()
        cp.cuda.runtime.deviceSynchronize()
        reference = matrix.astype(cp.float64).sum(axis=-1)
        checks = {name: bool(cp.allclose(outs[name], reference, rtol=1e-4, atol=1e-3))
                  for name in peers}
        ms = measure(cp, peers, args.repeats)
        nbytes = x.nbytes + 4 * segments
        row = {"seglen": seglen, "segments": segments, "bytes": nbytes}
        cells = []
        for name in ("dslc", "cub_cupy", "cub_cpp", "torch", "numba"):
            if name not in ms:
                cells.append("%12s" % "-")
                continue
            tbs = nbytes / ms[name] / 1e9
            row[name] = {"ms": ms[name], "tbs": tbs, "pct_copy": 100 * tbs / copy_tbs,
                         "correct": checks[name]}
            cells.append("%5.2f %4.0f%%%s" % (tbs, 100 * tbs / copy_tbs,
                                              " " if checks[name] else "!"))
        result["rows"].append(row)
        print("%8d %9d | %s" % (seglen, segments, " ".join(cells)), flush=True)
    print("TB/s and % of copy; ! marks a result that differs from a float64 sum (rtol 1e-4)")
    wrong = [r["seglen"] for r in result["rows"] if not r["dslc"]["correct"]]
    slower = [r["seglen"] for r in result["rows"]
              if any(r.get(p) and r[p]["tbs"] >= r["dslc"]["tbs"] for p in ("cub_cupy", "cub_cpp", "torch"))]
    print("dslc wrong at: %s; dslc not fastest at: %s; dslc below 4.0 TB/s at: %s" % (
        wrong or "none", slower or "none",
        [r["seglen"] for r in result["rows"] if r["dslc"]["tbs"] < 4.0] or "none"))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    if args.plot:
        plot(result, args.plot)
    return 1 if wrong else 0


LABELS = {"dslc": "dslc (cuda.coop)", "cub_cupy": "CUB through CuPy",
          "cub_cpp": "CUB (CUDA C++)", "torch": "PyTorch", "numba": "Numba (shared-memory tree)"}


def plot(result, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("no matplotlib: no plot (run --plot-only on a machine with it)")
        return
    rows = result["rows"]
    fig, ax = plt.subplots(figsize=(8, 4.5), dpi=120)
    for name, label in LABELS.items():
        points = [(r["seglen"], r[name]["tbs"]) for r in rows if name in r]
        if points:
            ax.plot(*zip(*points), marker="o", markersize=3, label=label,
                    linewidth=2.2 if name == "dslc" else 1.2)
    ax.axhline(result["copy_tbs"], color="gray", linestyle="--", linewidth=1,
               label="copy (read+write) %.2f TB/s" % result["copy_tbs"])
    ax.set_xscale("log", base=2)
    ax.set_xlabel("segment length (float32 elements)")
    ax.set_ylabel("TB/s (input + output bytes)")
    ax.set_ylim(0, max(5.0, result["copy_tbs"] * 1.15))
    ax.set_title("Segmented sum of 1 GiB float32, %s" % result["device"])
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    fig.savefig(path)
    print("plot: " + path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="write the figures as JSON")
    parser.add_argument("--plot", help="write a PNG plot (needs matplotlib)")
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--plot-only", nargs=2, metavar=("JSON", "PNG"),
                        help="plot figures an earlier run wrote")
    args = parser.parse_args()
    if args.plot_only:
        with open(args.plot_only[0]) as f:
            plot(json.load(f), args.plot_only[1])
        return 0
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
