#!/usr/bin/env bash
# Configures (once) and builds dslc into build/ (or $DSLC_BUILD_DIR).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${DSLC_BUILD_DIR:-$root/build}"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${DSLC_BUILD_TYPE:-Release}"
fi
cmake --build "$build" "$@"
