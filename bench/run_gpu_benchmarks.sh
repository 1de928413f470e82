#!/usr/bin/env bash
# Runs dslc's benchmarks (dslc-bench) and then the peers' (peers.py: Numba,
# CuPy, PyTorch) on this machine's GPU, so one command prints both tables.
#
#   share/dslc/bench/run_gpu_benchmarks.sh [dslc-bench options]   # from the package
#   bench/run_gpu_benchmarks.sh [dslc-bench options]              # from the source tree
#
# dslc-bench is found in the package's bin/, else in $DSLC_BUILD_DIR/bin or
# build/bin of the source tree. peers.py needs python3 with numpy, cupy and
# numba (torch optional); without them only dslc's table is printed.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
case "$here" in
  */share/dslc/bench) bench="$here/../../../bin/dslc-bench" ;;           # the package
  *) bench="${DSLC_BUILD_DIR:-$here/../build}/bin/dslc-bench" ;;        # the source tree
esac
if [ ! -x "$bench" ]; then
  echo "run_gpu_benchmarks.sh: no dslc-bench at $bench (set DSLC_BUILD_DIR)" >&2
  exit 1
fi
bench="$(readlink -f "$bench")"

status=0
echo "== dslc: $bench $*"
"$bench" "$@" || status=$?

echo
echo "== peers: $here/peers.py"
if ! command -v python3 >/dev/null; then
  echo "python3 is not installed: no peer figures"
elif ! python3 -c "import numpy, cupy, numba" 2>/dev/null; then
  echo "python3 lacks numpy, cupy or numba: no peer figures"
else
  python3 "$here/peers.py" || { echo "peers.py failed"; status=1; }
fi
exit $status
