#!/usr/bin/env bash
# Sets up, builds, and runs the main job: compiles lang-examples/saxpy.py to
# PTX for sm_90 and, where a CUDA driver and GPU are present, JIT-compiles and
# runs it (and a segmented sum, and saxpy on memory and a stream the example
# allocates itself) through the runtime, checking the results.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${DSLC_BUILD_DIR:-$root/build}"
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
"$build/bin/dslc" compile "$root/lang-examples/saxpy.py" \
  --kernel saxpy --signature "float32, float32[::1], float32[::1]"
if "$build/bin/dslc" info >/dev/null 2>&1; then
  "$build/bin/dslc-example-saxpy" "$root/lang-examples/saxpy.py" "$root/lang-examples/segmented_sum.py"
  "$build/bin/dslc-example-borrow" "$root/lang-examples/saxpy.py"
else
  echo "no GPU here: compiled only (on a GPU machine this also runs saxpy)"
fi
