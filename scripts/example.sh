#!/usr/bin/env bash
# Sets up, builds, and runs the main job on an example kernel.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
"$root/build/bin/dslc" compile --emit=ast "$root/lang-examples/saxpy.py"
