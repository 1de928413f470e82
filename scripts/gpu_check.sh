#!/usr/bin/env bash
# On a GPU machine without a compiler toolchain: unpacks the relocatable
# package, runs the GPU tests, the C++ examples (saxpy also built with CMake
# against the package where cmake is installed), a few `dslc run` commands,
# the first launch of each example in a new process (cold and warm disk
# cache), the benchmarks and debug mode's cost, and writes each one's log
# into a folder. The kernel cache lives in the unpacked package's temporary
# directory, never in the machine's home.
#
#   scripts/gpu_check.sh PACKAGE.tar.gz LOG_DIR [TEST_FILTER | tests]
#
# A TEST_FILTER runs the GPU tests whose names contain it and skips the
# benchmarks; `tests` runs every GPU test and skips the benchmarks.
#
# Build the package on a build machine with `cmake --build build --target
# package`. Exits non-zero when a GPU test fails.
set -uo pipefail
package="$1"
logs="$2"
filter="${3:-}"
tests_filter="$filter"
[ "$filter" = "tests" ] && tests_filter=""
mkdir -p "$logs"
work="$(mktemp -d)"
tar xzf "$package" -C "$work"
root="$(echo "$work"/dslc-*)"
cd "$root"
export DSLC_CACHE_DIR="$work/kernel-cache"
unset DSLC_DISABLE_CACHE

status=0
{ bin/dslc info; } > "$logs/info.txt" 2>&1
bin/dslc-gpu-tests --timeout 60 $tests_filter > "$logs/gpu-tests.txt" 2>&1 || status=1
tail -1 "$logs/gpu-tests.txt"
bin/dslc-example-saxpy share/dslc/lang-examples/saxpy.py share/dslc/lang-examples/segmented_sum.py \
  > "$logs/example.txt" 2>&1 || status=1
bin/dslc-example-borrow share/dslc/lang-examples/saxpy.py >> "$logs/example.txt" 2>&1 || status=1
# A CUDA C++ program built with nvcc against the package that hands its
# cudaMalloc memory and its stream to a dslc kernel, where nvcc is.
if command -v nvcc > /dev/null; then
  {
    nvcc -std=c++20 share/dslc/lang-examples/borrow_cuda.cu -Iinclude -Llib -ldslc \
      -Xlinker -rpath="$root/lib" -o "$work/borrow_cuda" &&
      "$work/borrow_cuda" share/dslc/lang-examples/saxpy.py
  } > "$logs/example-cuda.txt" 2>&1 || status=1
fi
# The same example built as a user's CMake project against the unpacked
# package (find_package(dslc CONFIG)), where cmake is installed.
if command -v cmake > /dev/null; then
  {
    cmake -S share/dslc/lang-examples/cmake -B "$work/example-build" -DCMAKE_PREFIX_PATH="$root" &&
      cmake --build "$work/example-build" &&
      "$work/example-build/saxpy_host" share/dslc/lang-examples/saxpy.py \
        share/dslc/lang-examples/segmented_sum.py
  } > "$logs/example-cmake.txt" 2>&1 || status=1
fi
# dslc run on .npy files made with NumPy (where python3 has it): saxpy timed,
# a kernel with 100 KiB of dynamic shared memory, a cooperative kernel.
if python3 -c "import numpy" 2>/dev/null; then
  {
    python3 - "$work" <<'PY'
import sys
import numpy as np
d = sys.argv[1]
n = 1 << 24
np.save(f"{d}/x.npy", np.random.rand(n).astype(np.float32))
np.save(f"{d}/y.npy", np.random.rand(n).astype(np.float32))
tile, blocks = 25600, 264
np.save(f"{d}/a.npy", np.arange(tile * blocks, dtype=np.float32))
np.save(f"{d}/out.npy", np.zeros(tile * blocks, dtype=np.float32))
m = 1 << 16
np.save(f"{d}/u.npy", np.linspace(0, 1, m))
np.save(f"{d}/v.npy", np.linspace(0, 1, m))
np.save(f"{d}/f.npy", np.zeros(m))
np.save(f"{d}/x16.npy", (np.random.rand(4096) * 4).astype(np.float16))
np.save(f"{d}/y16.npy", (np.random.rand(4096) * 4).astype(np.float16))
# Structured arrays: an aligned dtype (padding in the file) and a packed
# one with a nested array, read and written by a kernel on records.
points = np.zeros(1000, dtype=np.dtype([("x", np.float32), ("id", np.int64), ("w", np.float32, (3,))], align=True))
points["x"] = np.arange(1000) / 4
points["id"] = np.arange(1000) * 3
np.save(f"{d}/points.npy", points)
packed = np.zeros(1000, dtype=[("x", np.float32), ("id", np.int64), ("w", np.float32, (3,))])
packed["x"] = np.arange(1000) / 4
packed["id"] = np.arange(1000) * 3
np.save(f"{d}/packed.npy", packed)
open(f"{d}/records.py", "w").write(
    "from numba import cuda\n\n\n@cuda.jit\ndef scale(points, factor):\n"
    "    i = cuda.grid(1)\n    if i < points.size:\n        p = points[i]\n"
    "        p.x *= factor\n        p.w[i % 3] = p.x + p.id\n")
PY
    ex=share/dslc/lang-examples
    set -x
    bin/dslc run $ex/saxpy.py --kernel saxpy --grid 65536 --block 256 f32:2.5 "$work/x.npy" "$work/y.npy" \
      --out "$work/saxpy" --time --repeat 100
    bin/dslc run $ex/saxpy.py --kernel saxpy --grid 16 --block 256 f2:2.5 "$work/x16.npy" \
      "$work/y16.npy" --out "$work/saxpy16"
    bin/dslc run $ex/dynamic_shared.py --kernel reverse_tiles --grid 264 --block 256 --shared 102400 \
      "$work/a.npy" "$work/out.npy" --out "$work/reverse" --time --repeat 20
    bin/dslc run $ex/jacobi_grid_sync.py --kernel jacobi --grid 264 --block 256 \
      "$work/u.npy" "$work/v.npy" "$work/f.npy" 100 --out "$work/jacobi" --time
    bin/dslc run $ex/jacobi_grid_sync.py --kernel jacobi --grid 100000 --block 256 \
      "$work/u.npy" "$work/v.npy" "$work/f.npy" 100
    bin/dslc run "$work/records.py" --kernel scale --grid 4 --block 256 "$work/points.npy" f32:2 \
      --out "$work/records_points"
    bin/dslc run "$work/records.py" --kernel scale --grid 4 --block 256 "$work/packed.npy" f32:2 \
      --out "$work/records_packed"
    set +x
    python3 - "$work" <<'PY'
import sys
import numpy as np
d = sys.argv[1]
x, y = np.load(f"{d}/x.npy"), np.load(f"{d}/y.npy")
print("saxpy max error:", np.abs(np.load(f"{d}/saxpy/y.npy") - (2.5 * x + y)).max())
x16, y16 = np.load(f"{d}/x16.npy"), np.load(f"{d}/y16.npy")
want = (np.float32(2.5) * x16.astype(np.float32) + y16.astype(np.float32)).astype(np.float16)
got = np.load(f"{d}/saxpy16/y.npy")
ulps = np.abs(got.view(np.int16).astype(np.int32) - want.view(np.int16).astype(np.int32))
print("saxpy float16 (f2:2.5) max ulps from float32-then-round:", int(ulps.max()))
a = np.load(f"{d}/a.npy").reshape(264, 25600)
print("reverse_tiles exact:", np.array_equal(np.load(f"{d}/reverse/out.npy").reshape(264, 25600), a[:, ::-1]))
for name in ("points", "packed"):
    before, after = np.load(f"{d}/{name}.npy"), np.load(f"{d}/records_{name}/points.npy")
    want = before.copy()
    want["x"] *= 2
    i = np.arange(1000)
    want["w"][i, i % 3] = want["x"] + want["id"]
    print("records", name, "exact:", after.dtype == before.dtype or after.dtype.descr == before.dtype.descr,
          np.array_equal(after, want))
PY
  } > "$logs/cli.txt" 2>&1
fi
if [ -z "$filter" ]; then
  # Each child process gets its own new cache directory from dslc-bench.
  timeout 180 bin/dslc-bench --first-launch > "$logs/first-launch.txt" 2>&1 || status=1
  timeout 300 share/dslc/bench/run_gpu_benchmarks.sh --json "$logs/bench.json" > "$logs/bench.txt" 2>&1 ||
    status=1
  # cuda.coop's collectives beside CUB's.
  timeout 300 bin/dslc-bench --collectives --json "$logs/collectives.json" \
    > "$logs/collectives.txt" 2>&1 || status=1
  # What debug mode costs each lang-example kernel.
  timeout 300 bin/dslc-bench --debug-slowdown --repeats 50 > "$logs/debug-slowdown.txt" 2>&1 ||
    status=1
fi
# What the runs above left in the cache.
{ bin/dslc cache stats && bin/dslc cache list; } > "$logs/cache.txt" 2>&1
exit $status
