#!/usr/bin/env bash
# On a GPU machine: unpacks the relocatable package, installs its wheel
# (python/dslc-*.whl) with pip into a folder of its own put on PYTHONPATH
# (so the machine's NumPy, CuPy, PyTorch and Numba, wherever pip put them,
# stay visible), and runs the Python tests, the
# documentation examples of numba-cuda with dslc and the Python benchmarks,
# each writing its log into a folder.
#
#   scripts/gpu_python_check.sh PACKAGE.tar.gz LOG_DIR [tests] [examples] [bench] [coverage]
#
# With no parts named it runs the first three; `coverage` runs numba-cuda's
# own test suite with every kernel launch repeated by dslc
# (bench/numba_coverage/run.py), records in LOG_DIR/coverage. Exits non-zero
# when a test fails.
set -uo pipefail
package="$1"
logs="$2"
shift 2
parts="${*:-tests examples bench}"
mkdir -p "$logs"
work="$(mktemp -d)"
tar xzf "$package" -C "$work"
root="$(echo "$work"/dslc-*)"
export DSLC_CACHE_DIR="$work/kernel-cache"
unset DSLC_DISABLE_CACHE

python3 -m pip install --no-deps --target "$work/site" "$root"/python/dslc-*.whl \
  > "$logs/pip.txt" 2>&1 || { cat "$logs/pip.txt"; exit 1; }
tail -1 "$logs/pip.txt"
export PYTHONPATH="$work/site${PYTHONPATH:+:$PYTHONPATH}"
export DSLC_CLI="$root/bin/dslc"  # for the tests of kernel files
py=python3
cd "$work"  # import dslc from the environment, not a source tree

status=0
for part in $parts; do
  case "$part" in
    tests)
      "$py" -m unittest discover -s "$root/share/dslc/python-tests" -t "$root/share/dslc/python-tests" -v \
        > "$logs/python-tests.txt" 2>&1 || status=1
      tail -3 "$logs/python-tests.txt" ;;
    examples)
      timeout 540 "$py" "$root/share/dslc/bench/numba_doc_examples.py" \
        > "$logs/doc-examples.txt" 2>&1 || status=1
      tail -14 "$logs/doc-examples.txt" ;;
    bench)
      timeout 300 "$py" "$root/share/dslc/bench/python_bench.py" > "$logs/python-bench.txt" 2>&1 ||
        status=1
      cat "$logs/python-bench.txt"
      # Raw cuLaunchKernel from C++ beside dslc's C++ launch, in the same run.
      timeout 240 "$root/bin/dslc-bench" --log2-size 20 --repeats 3 > "$logs/dslc-bench.txt" 2>&1 ||
        status=1
      grep -i -E "launch|cuLaunchKernel" "$logs/dslc-bench.txt" ;;
    coverage)
      timeout 560 "$py" "$root/share/dslc/bench/numba_coverage/run.py" run "$logs/coverage" \
        --jobs "${COVERAGE_JOBS:-12}" ${COVERAGE_FILES:-} || status=1
      "$py" "$root/share/dslc/bench/numba_coverage/run.py" report "$logs/coverage" \
        > "$logs/coverage-report.txt" 2>&1 || status=1
      head -40 "$logs/coverage-report.txt"
      # Hundreds of small files travel better as one.
      tar czf "$logs/coverage.tgz" -C "$logs" coverage && rm -rf "$logs/coverage" ;;
  esac
done
exit $status
