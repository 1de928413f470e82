#!/usr/bin/env bash
# Sets up, builds, and runs every test: the GPU tests (each reported as
# skipped where there is no CUDA driver), the unit tests, then the lit suites,
# whose summary of passed tests ends the output.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
build="${DSLC_BUILD_DIR:-$root/build}"
cmake --build "$build" --target check-gpu
cmake --build "$build" --target check-unit
cmake --build "$build" --target check-lit
