#!/usr/bin/env bash
# For every lang-example: `dslc compile --resource-usage` (assembled by
# nvJitLink, or ptxas where the library is missing) beside `ptxas -v` of the
# same PTX, for one architecture. Needs no GPU.
#
#   scripts/resource_usage_report.sh [DSLC] [ARCH]
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dslc="${1:-$root/build/bin/dslc}"
arch="${2:-sm_90}"
ptxas="$(command -v ptxas || echo "${CUDA_HOME:-/usr/local/cuda}/bin/ptxas")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Kernels without a signature in their decorator, and the one they get.
declare -A named=(
  [grid_sync]='--kernel two_phase --signature int64[::1],int64[::1]'
  [matmul_shared]='--kernel matmul_shared --signature float32[:,::1],float32[:,::1],float32[:,::1]'
  [saxpy]='--kernel saxpy --signature float32,float32[::1],float32[::1]'
  [segmented_sum]='--kernel segmented_sum --signature float32[::1],float32[::1],int64'
)
status=0
for example in "$root"/lang-examples/*.py; do
  name="$(basename "$example" .py)"
  # shellcheck disable=SC2206 # the table's words are the options
  options=(${named[$name]:-})
  echo "=== $name"
  "$dslc" compile "$example" "${options[@]}" --arch "$arch" -o "$work/$name.ptx" \
    --resource-usage 2>&1 || status=1
  echo "--- ptxas -v -arch=$arch of the same PTX"
  "$ptxas" -v -arch="$arch" "$work/$name.ptx" -o "$work/$name.cubin" 2>&1 | grep -v '^$' || status=1
done
exit $status
