"""On a GPU machine: times kernels of several cubins side by side in one
process (CuPy's RawModule), e.g. dslc's kernel, the same PTX edited by hand
and assembled with ptxas, and CUB's, to learn what a compiler change would
gain before making it. Unlike scripts/gpu_time_binaries.sh it needs no
dslc facts in the binary, so foreign kernels (nvcc's) time beside dslc's.

  python3 time_cubins.py SPEC.json [ROUNDS]

SPEC.json: {"kernels": [{"name", "cubin", "function", "grid", "block",
"args": [...]}, ...]}, the cubin relative to the spec's folder. An argument
is {"in": dtype, "n": N} (a device array of N small integers, the same
contents for every kernel), {"out": dtype, "n": N} (zeros, compared after
the run between kernels whose "group" is the same), {"i64": V}, {"u32": V}.
Each round launches every kernel `launches` times between two CUDA events,
in turn; the figure is the median over the rounds, per launch.
"""
import json
import os
import statistics
import sys

import cupy
import numpy as np


def make_args(spec, inputs):
    args, outputs = [], []
    for arg in spec["args"]:
        if "in" in arg:
            key = (arg["in"], arg["n"])
            if key not in inputs:
                host = (np.arange(arg["n"], dtype=np.int64) % 97).astype(arg["in"])
                inputs[key] = cupy.asarray(host)
            args.append(inputs[key])
        elif "out" in arg:
            array = cupy.zeros(arg["n"], dtype=arg["out"])
            outputs.append(array)
            args.append(array)
        elif "i64" in arg:
            args.append(np.int64(arg["i64"]))
        else:
            args.append(np.uint32(arg["u32"]))
    return args, outputs


def main():
    spec_path = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    folder = os.path.dirname(os.path.abspath(spec_path))
    spec = json.load(open(spec_path))
    launches = spec.get("launches", 5)
    inputs, kernels = {}, []
    for entry in spec["kernels"]:
        module = cupy.RawModule(path=os.path.join(folder, entry["cubin"]))
        function = module.get_function(entry["function"])
        args, outputs = make_args(entry, inputs)
        kernels.append((entry, function, tuple(args), outputs))
    start, stop = cupy.cuda.Event(), cupy.cuda.Event()
    times = {entry["name"]: [] for entry, *_ in kernels}
    for _ in range(3):  # warm-up
        for entry, function, args, _ in kernels:
            function((entry["grid"],), (entry["block"],), args)
    for _ in range(rounds):
        for entry, function, args, _ in kernels:
            start.record()
            for _ in range(launches):
                function((entry["grid"],), (entry["block"],), args)
            stop.record()
            stop.synchronize()
            times[entry["name"]].append(cupy.cuda.get_elapsed_time(start, stop) / launches)
    reference = {}
    for entry, _, _, outputs in kernels:
        group = entry.get("group", entry["name"])
        same = ""
        if group in reference:
            equal = all(bool((a == b).all()) for a, b in zip(reference[group], outputs))
            same = "  same output as the group's first" if equal else "  OUTPUT DIFFERS"
        else:
            reference[group] = outputs
        median = statistics.median(times[entry["name"]])
        print(f"{entry['name']:32s} {median:9.4f} ms{same}")


if __name__ == "__main__":
    main()
