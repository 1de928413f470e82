#!/usr/bin/env bash
# Sets up, builds, and runs every test: the GPU tests (each reported as
# skipped where there is no CUDA driver), the unit tests, the lit suites,
# the Python package's tests and the differential tester's short run;
# then, in one clang build with address and undefined behaviour sanitizers
# and libFuzzer (build-fuzz/, or $DSLC_FUZZ_BUILD_DIR), the unit tests again
# and a smoke run of every fuzz target (scripts/fuzz.sh smoke), whose table
# of executions per target ends the output. First, the format check: every
# C++ file as .clang-format says (scripts/format.sh). docs/testing.md
# describes each part, and how to run the lit suites under the sanitizers too.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/format.sh"
"$root/scripts/build.sh"
build="${DSLC_BUILD_DIR:-$root/build}"
cmake --build "$build" --target check-gpu
cmake --build "$build" --target check-unit
cmake --build "$build" --target check-lit
# The Python package: its wheel installed into a virtual environment, then
# its tests (those that launch kernels skip without a GPU).
cmake --build "$build" --target check-python
# The differential tester's short run: generated programs compiled by Numba
# (installed into the same environment) and by every dslc configuration.
cmake --build "$build" --target check-difftest

"$root/scripts/fuzz.sh" build
cmake --build "${DSLC_FUZZ_BUILD_DIR:-$root/build-fuzz}" --target check-unit
"$root/scripts/fuzz.sh" smoke
