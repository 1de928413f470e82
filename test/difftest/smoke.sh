#!/usr/bin/env bash
# The differential tester's short run, for machines without a GPU (CI):
# SEEDS programs compiled for sm_90 under Numba (the reference: typing,
# lowering and NVVM, which run without a GPU) and under every dslc
# configuration, dslc's default PTX also assembled by ptxas. A program
# Numba compiles that dslc refuses or crashes on is a finding.
#
#   test/difftest/smoke.sh PYTHON OUT_DIR [SEEDS]
#
# PYTHON is an interpreter that imports dslc (the tests' virtual
# environment); Numba (numba-cuda, and NVVM from NVIDIA's wheel) is
# installed into it when missing. Exits 1 when a program differs.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python="$1"
out="$2"
seeds="${3:-0:200}"
if ! "$python" -c "import numba.cuda, nvidia.cu13" 2>/dev/null; then
  "$python" -m pip install --quiet "numba-cuda==0.30.4" "nvidia-nvvm==13.0.88" \
    "nvidia-cuda-nvcc==13.0.88" "nvidia-cuda-runtime==13.0.96"
fi
ptxas="$(command -v ptxas || echo "${CUDA_HOME:-/usr/local/cuda}/bin/ptxas")"
# The tester's own accounting: a program that ends its worker as a dead GPU
# context does (DIFFTEST_FATAL) is the one finding; the rest of its chunk
# runs in new workers and passes.
mkdir -p "$out"
DIFFTEST_FATAL=dslc:1 "$python" "$here/run.py" --seeds 0:4 --configs numba,dslc --compile-only \
  --jobs 2 --out "$out/fatal" --quiet > "$out/fatal.txt" 2>&1 || true
"$python" - "$out/fatal/summary.json" <<'CHECK'
import json, sys
s = json.load(open(sys.argv[1]))
if s["findings"] != [1] or s["programs"] != 4:
    sys.exit("smoke.sh: after a worker's death the findings are %s of %d programs, not [1] of 4"
             % (s["findings"], s["programs"]))
print("difftest: a worker's death is one finding; the rest of its chunk ran (%s)"
      % s["oracles"]["dslc"]["programs"])
CHECK
configs="numba,dslc,dslc-O0,dslc-nocoarsen,dslc-nolanes,dslc-debug,dslc-noopt,dslc-nofma"
exec "$python" "$here/run.py" --seeds "$seeds" --configs "$configs" --compile-only \
  --ptxas "$ptxas" --jobs "$(nproc)" --out "$out" --quiet
