#!/usr/bin/env bash
# On a GPU machine: every figure of docs/performance.md's tables
# in one run, from the relocatable package: dslc-bench's main table and its
# lang-examples beside nvcc (with thread coarsening, and again without it for
# the elementwise kernels' "before"), cuda.coop's collectives beside CUB,
# the segmented sum beside CUB, PyTorch and Numba (with its plot), the first
# launch in a new process, and the peers' script. Logs and JSON go to LOG_DIR.
#
#   scripts/gpu_perf.sh PACKAGE.tar.gz LOG_DIR [parts...]
#
# Parts: info parity collectives segsum first peers report ceilings (default:
# all but ceilings, the hand-written CUDA C++ variants of
# bench/experiments/*_ceiling.cu, which need nvcc).
set -uo pipefail
package="$1"
logs="$2"
shift 2
parts="${*:-info parity collectives segsum first peers report}"
mkdir -p "$logs"
work="$(mktemp -d)"
eval "$("$(dirname "$0")/gpu_unpack.sh" "$package" "$work")"
cd "$DSLC_ROOT"
bench=share/dslc/bench
status=0
cubins="$work/cubins"
if command -v nvcc > /dev/null; then
  bash $bench/build_nvcc_cubins.sh "$cubins" > "$logs/cubins.txt" 2>&1 || { tail -5 "$logs/cubins.txt"; cubins=$bench; }
else
  cubins=$bench
fi
for part in $parts; do
  case "$part" in
    info)
      { nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv; bin/dslc info; } \
        > "$logs/info.txt" 2>&1; cat "$logs/info.txt" ;;
    parity)
      timeout 420 bin/dslc-bench --cubin-dir "$cubins" --json "$logs/bench.json" > "$logs/bench.txt" 2>&1 || status=1
      cat "$logs/bench.txt"
      # The same without thread coarsening: the elementwise kernels as before it.
      timeout 300 bin/dslc-bench --parity --no-coarsen \
        --cubin-dir "$cubins" --json "$logs/parity-uncoarsened.json" > "$logs/parity-uncoarsened.txt" 2>&1 || status=1
      cat "$logs/parity-uncoarsened.txt" ;;
    collectives)
      timeout 300 bin/dslc-bench --collectives --cubin-dir "$cubins" --json "$logs/collectives.json" \
        > "$logs/collectives.txt" 2>&1 || status=1
      cat "$logs/collectives.txt" ;;
    segsum)
      timeout 400 python3 $bench/segmented_sum_bench.py --json "$logs/segsum.json" --plot "$logs/segsum.png" \
        > "$logs/segsum.txt" 2>&1 || status=1
      cat "$logs/segsum.txt" ;;
    first)
      timeout 200 bin/dslc-bench --first-launch --repeats 3 > "$logs/first-launch.txt" 2>&1 || status=1
      tail -20 "$logs/first-launch.txt" ;;
    peers)
      timeout 300 python3 $bench/peers.py > "$logs/peers.txt" 2>&1 || status=1
      cat "$logs/peers.txt" ;;
    ceilings)
      # Hand-written CUDA C++ variants of the kernels below 90% of copy.
      for experiment in stencil2d warp_sum reverse_tiles; do
        nvcc -O3 -arch=sm_90 -o "$work/$experiment" $bench/experiments/${experiment}_ceiling.cu &&
          "$work/$experiment" > "$logs/$experiment-ceiling.txt" 2>&1 || status=1
        cat "$logs/$experiment-ceiling.txt"
      done ;;
    report)
      # One table of what the parts above wrote, and the plots.
      python3 $bench/report.py --bench "$logs/bench.json" --uncoarsened "$logs/parity-uncoarsened.json" \
        --collectives "$logs/collectives.json" --segsum "$logs/segsum.json" --plots "$logs/plots" \
        > "$logs/report.txt" 2>&1 || status=1
      cat "$logs/report.txt" ;;
  esac
done
exit $status
