#!/usr/bin/env bash
# On a GPU machine: shows that `--lineinfo` brings the Python source into
# NVIDIA's tools. Unpacks the relocatable package, compiles a lang-example
# with line information and writes, into LOG_DIR:
#
#   ptx.txt         the PTX: `.file` names the example, `.loc` its lines
#   run.txt         `dslc run --lineinfo --time` of the kernel
#   sass-lines.txt  the cubin ptxas makes from it with -lineinfo, through
#                   `nvdisasm --print-line-info` (each SASS block under the
#                   Python line it came from), where ptxas and nvdisasm are
#   ncu-source.txt  Nsight Compute's source page of `dslc run --lineinfo`:
#                   `ncu --import-source yes --section SourceCounters`, then
#                   `--page source --print-source cuda,sass` (the Python
#                   lines, each with its SASS and counters), where ncu is
#   cuda-gdb.txt    cuda-gdb in batch mode stopped at the kernel's launch,
#                   its backtrace and the source around it, where cuda-gdb is
#
#   scripts/gpu_lineinfo_demo.sh PACKAGE.tar.gz LOG_DIR [EXAMPLE.py KERNEL]
#
# EXAMPLE.py is a path in the unpacked package or an absolute one. The
# default example is saxpy.py (kernel saxpy); another needs arguments
# that suit it, so pass one that takes (float32, float32[::1], float32[::1]).
# Needs python3 with NumPy for the .npy arguments. Exits non-zero when a
# step that could run failed.
set -uo pipefail
package="$1"
logs="$(mkdir -p "$2" && cd "$2" && pwd)"
work="$(mktemp -d)"
tar xzf "$package" -C "$work"
root="$(echo "$work"/dslc-*)"
cd "$root"
example="${3:-share/dslc/lang-examples/saxpy.py}"
kernel="${4:-saxpy}"
signature="float32, float32[::1], float32[::1]"
# The toolkit's and Nsight Compute's usual places, where PATH lacks them.
cuda="${CUDA_HOME:-/usr/local/cuda}"
export PATH="$PATH:$cuda/bin:$(echo /opt/nvidia/nsight-compute/* | tr ' ' ':')"
export DSLC_CACHE_DIR="$work/kernel-cache"
unset DSLC_DISABLE_CACHE
status=0
arch="$(bin/dslc info 2>/dev/null | grep -o 'sm_[0-9]*' | head -1)"
arch="${arch:-sm_90}"

bin/dslc compile "$example" --kernel "$kernel" --signature "$signature" --arch "$arch" \
  --lineinfo -o "$work/k.ptx" > "$logs/ptx.txt" 2>&1 || status=1
cat "$work/k.ptx" >> "$logs/ptx.txt"
grep -q '^\s*\.loc' "$work/k.ptx" || { echo "no .loc lines in the PTX" >> "$logs/ptx.txt"; status=1; }

if command -v ptxas > /dev/null && command -v nvdisasm > /dev/null; then
  {
    echo "+ ptxas -arch=$arch -lineinfo; nvdisasm --print-line-info"
    ptxas -arch="$arch" -lineinfo "$work/k.ptx" -o "$work/k.cubin" &&
      nvdisasm --print-line-info "$work/k.cubin"
  } > "$logs/sass-lines.txt" 2>&1 || status=1
fi

if ! python3 -c "import numpy" 2> /dev/null; then
  echo "python3 has no NumPy: dslc run, ncu and cuda-gdb skipped" | tee "$logs/skipped.txt"
else
  python3 - "$work" <<'PY' || status=1
import sys
import numpy as np
d = sys.argv[1]
n = 1 << 20
np.save(f"{d}/x.npy", np.random.rand(n).astype(np.float32))
np.save(f"{d}/y.npy", np.random.rand(n).astype(np.float32))
PY
  run=(bin/dslc run "$example" --kernel "$kernel" --grid 4096 --block 256 --lineinfo
    f32:2.0 "$work/x.npy" "$work/y.npy")

  # The kernel launched with line information, once, as a check it runs.
  "${run[@]}" --time > "$logs/run.txt" 2>&1 || status=1

  if command -v ncu > /dev/null; then
    {
      echo "+ ncu --import-source yes --section SourceCounters --kernel-name $kernel ${run[*]}"
      ncu --import-source yes --section SourceCounters --kernel-name "$kernel" -f \
        -o "$work/profile" "${run[@]}" &&
        ncu --import "$work/profile.ncu-rep" --page source --print-source cuda,sass
    } > "$logs/ncu-source.txt" 2>&1 || status=1
  fi

  if command -v cuda-gdb > /dev/null; then
    echo "+ cuda-gdb -batch ... --args ${run[*]}" > "$logs/cuda-gdb.txt"
    cuda-gdb -batch -ex "set cuda break_on_launch application" -ex run -ex "info cuda kernels" \
      -ex bt -ex list -ex continue --args "${run[@]}" >> "$logs/cuda-gdb.txt" 2>&1 || status=1
  fi
fi

echo "logs in $logs"
exit $status
