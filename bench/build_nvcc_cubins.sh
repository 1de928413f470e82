#!/usr/bin/env bash
# Builds the CUDA C++ side of dslc-bench's comparisons with the nvcc on PATH
# (else $CUDA_HOME/bin or /usr/local/cuda/bin): every nvcc/*.cu and
# cub/*.cu beside this script into OUTDIR/<name>.cubin, as the build does,
# so that a GPU machine can rebuild them with its own nvcc. Then:
#   dslc-bench --cubin-dir OUTDIR
# Usage: build_nvcc_cubins.sh OUTDIR [ARCH]    (ARCH: sm_90 unless given)
# $NVCC, when set, names the nvcc to use.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ "$1" = "--help" ]; then
  echo "usage: $(basename "$0") OUTDIR [ARCH]" >&2
  exit 2
fi
out="$1"
arch="${2:-sm_90}"
here="$(cd "$(dirname "$0")" && pwd)"
if [ -n "${NVCC:-}" ]; then
  if [ ! -x "$NVCC" ]; then
    echo "$(basename "$0"): NVCC=$NVCC is not an executable" >&2
    exit 1
  fi
  nvcc="$NVCC"
else
  nvcc="$(command -v nvcc || true)"
fi
for candidate in "${CUDA_HOME:-}/bin/nvcc" /usr/local/cuda/bin/nvcc; do
  if [ -z "$nvcc" ] && [ -x "$candidate" ]; then nvcc="$candidate"; fi
done
if [ -z "$nvcc" ]; then
  echo "$(basename "$0"): no nvcc on PATH, in \$CUDA_HOME/bin or /usr/local/cuda/bin" >&2
  exit 1
fi
mkdir -p "$out"
shopt -s nullglob
sources=("$here"/nvcc/*.cu "$here"/cub/*.cu)
if [ ${#sources[@]} -eq 0 ]; then
  echo "$(basename "$0"): no .cu files in $here/nvcc or $here/cub" >&2
  exit 1
fi
for cu in "${sources[@]}"; do
  name="$(basename "$cu" .cu)"
  echo "nvcc -cubin -arch=$arch -O3 $cu -> $out/$name.cubin"
  "$nvcc" -cubin -arch="$arch" -O3 -o "$out/$name.cubin" "$cu"
done
