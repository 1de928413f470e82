#!/usr/bin/env bash
# On a GPU machine: the GPU tests (C++ and Python) and the differential
# tester's regressions side by side, then a differential campaign for the
# rest of SECONDS; each one's log into LOG_DIR.
#
#   scripts/gpu_check_all.sh PACKAGE.tar.gz LOG_DIR SECONDS SEEDS
#
# SEEDS: the campaign's A:B, or a first seed A (A:A+100000).
set -uo pipefail
package="$1"
logs="$2"
seconds="${3:-480}"
seeds="${4:-0}"
case "$seeds" in *:*) ;; *) seeds="$seeds:$((seeds + 100000))" ;; esac
here="$(dirname "$0")"
mkdir -p "$logs"
start=$SECONDS
("$here/gpu_check.sh" "$package" "$logs/cpp" tests > "$logs/cpp.txt" 2>&1; echo "exit $?" >> "$logs/cpp.txt") &
("$here/gpu_difftest.sh" "$package" "$logs/regressions" regressions > "$logs/regressions.txt" 2>&1
 echo "exit $?" >> "$logs/regressions.txt") &
("$here/gpu_python_check.sh" "$package" "$logs/python" tests > "$logs/python.txt" 2>&1
 echo "exit $?" >> "$logs/python.txt") &
wait
left=$((seconds - (SECONDS - start) - 30))
if [ "$left" -gt 30 ]; then
  "$here/gpu_difftest.sh" "$package" "$logs/campaign" campaign "$seeds" default "$left" \
    > "$logs/campaign-run.txt" 2>&1
fi
tail -3 "$logs/cpp/gpu-tests.txt" "$logs/python/python-tests.txt" 2>/dev/null
cat "$logs/regressions.txt"
tail -30 "$logs/campaign/campaign.txt" 2>/dev/null
