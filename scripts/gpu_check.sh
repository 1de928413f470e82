#!/usr/bin/env bash
# On a GPU machine without a compiler toolchain: unpacks the relocatable
# package, runs the GPU tests, the C++ example and the benchmarks, and writes
# each one's log into a folder.
#
#   scripts/gpu_check.sh PACKAGE.tar.gz LOG_DIR [TEST_FILTER]
#
# Build the package on a build machine with `cmake --build build --target
# package`. Exits non-zero when a GPU test fails.
set -uo pipefail
package="$1"
logs="$2"
filter="${3:-}"
mkdir -p "$logs"
work="$(mktemp -d)"
tar xzf "$package" -C "$work"
root="$(echo "$work"/dslc-*)"
cd "$root"

status=0
{ bin/dslc info; } > "$logs/info.txt" 2>&1
bin/dslc-gpu-tests --timeout 60 $filter > "$logs/gpu-tests.txt" 2>&1 || status=1
tail -1 "$logs/gpu-tests.txt"
bin/dslc-example-saxpy share/dslc/lang-examples/saxpy.py share/dslc/lang-examples/segmented_sum.py \
  > "$logs/example.txt" 2>&1 || status=1
if [ -z "$filter" ]; then
  timeout 300 share/dslc/bench/run_gpu_benchmarks.sh > "$logs/bench.txt" 2>&1 || status=1
fi
exit $status
