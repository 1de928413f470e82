#!/usr/bin/env bash
# Sets up, builds, and runs every test: unit tests, then the lit suites.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
cmake --build "${DSLC_BUILD_DIR:-$root/build}" --target check
