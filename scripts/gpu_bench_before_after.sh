#!/usr/bin/env bash
# On a GPU machine: dslc-bench's main table from two packages in one run
# (the code before a change and after it), the same nvcc cubins beside
# both, each with a kernel cache of its own; logs and JSON go to LOG_DIR.
#
#   scripts/gpu_bench_before_after.sh BEFORE.tar.(gz|xz) AFTER.tar.gz LOG_DIR
#
# A package needs only its bin/, lib/ and share/ here.
set -uo pipefail
logs="$3"
mkdir -p "$logs"
work="$(mktemp -d)"
status=0
for side in before after; do
  package="$1"
  [ "$side" = after ] && package="$2"
  mkdir -p "$work/$side"
  tar xf "$package" -C "$work/$side" || exit 1
done
after_root="$(echo "$work"/after/dslc-*)"
cubins="$work/cubins"
if command -v nvcc > /dev/null; then
  bash "$after_root/share/dslc/bench/build_nvcc_cubins.sh" "$cubins" > "$logs/cubins.txt" 2>&1 ||
    cubins="$after_root/share/dslc/bench"
else
  cubins="$after_root/share/dslc/bench"
fi
for side in before after; do
  root="$(echo "$work/$side"/dslc-*)"
  DSLC_CACHE_DIR="$work/cache-$side" timeout 420 "$root/bin/dslc-bench" --cubin-dir "$cubins" \
    --json "$logs/bench-$side.json" > "$logs/bench-$side.txt" 2>&1 || status=1
  echo "== $side"; cat "$logs/bench-$side.txt"
done
exit $status
