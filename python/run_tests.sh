#!/usr/bin/env bash
# Installs the wheel into a virtual environment and runs the Python tests.
#   run_tests.sh WHEEL VENV [unittest arguments]
# The environment gets NumPy (from the system's site packages when they have
# it, else from PyPI, once); the wheel is reinstalled each time. The tests
# import dslc from the environment, never from the source tree.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
wheel="$1"
venv="$2"
shift 2
python="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv --system-site-packages "$venv"
fi
if ! "$venv/bin/python" -c "import numpy" 2>/dev/null; then
  "$venv/bin/python" -m pip install --quiet numpy
fi
"$venv/bin/python" -m pip install --quiet --no-deps --force-reinstall "$wheel"
cd "$venv"  # not the source tree: `import dslc` must find the installed one
exec "$venv/bin/python" -m unittest discover -s "$here/tests" -t "$here/tests" "${@:--v}"
