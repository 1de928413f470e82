#!/usr/bin/env bash
# Builds dslc's libFuzzer targets (test/fuzz) with clang into build-fuzz/
# ($DSLC_FUZZ_BUILD_DIR) and runs them.
#
#   scripts/fuzz.sh smoke                          each target for a short fixed time,
#                                                  from its seeds; fails on any finding
#   scripts/fuzz.sh long SECONDS_PER_TARGET [TARGET...]
#                                                  a longer campaign that goes on past
#                                                  findings; the corpora grow and are
#                                                  kept for the next one
#   scripts/fuzz.sh build                          set up and build only
#
# Everything a run keeps is in $DSLC_FUZZ_DIR (default build-fuzz/corpus):
# <target>/ the corpus of `long` runs, artifacts/<target>-crash-<sha> (also
# -timeout-, -oom-, -leak-) the inputs that failed, logs/<target>.log each
# run's output. The seeds are made anew from the source tree on each run.
# At the end a table gives each target's executions and wall time.
# docs/testing.md says how to reproduce and minimise a finding.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${DSLC_FUZZ_BUILD_DIR:-$root/build-fuzz}"
work="${DSLC_FUZZ_DIR:-$build/corpus}"
fuzz_src="$root/test/fuzz"
all_targets=(fuzz_parse fuzz_signature fuzz_npy fuzz_cache_entry fuzz_compile)

usage() {
  sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
}

mode="${1:-}"
case "$mode" in
  smoke | build) targets=("${all_targets[@]}") ;;
  long)
    seconds="${2:-}"
    [[ "$seconds" =~ ^[0-9]+$ ]] || usage
    targets=("${@:3}")
    [ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
    ;;
  *) usage ;;
esac

"$root/scripts/setup.sh"
if [ ! -f "$build/build.ninja" ]; then
  # -O1: the sanitizers' usual level, and half the compile time of -O3.
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" -DCMAKE_CXX_COMPILER=clang++-19 -DDSLC_FUZZ=ON
fi
nice cmake --build "$build" --target fuzzers
[ "$mode" = build ] && exit 0

# What a target needs besides its binary: -timeout bounds one input's run,
# -rss_limit_mb (and the malloc limit, the same) what it may allocate; LLVM
# compiling a large kernel with address sanitizer needs more than the rest.
options_of() {
  case "$1" in
    fuzz_parse) echo "-timeout=10 -rss_limit_mb=2048 -max_len=32768" ;;
    fuzz_signature) echo "-timeout=10 -rss_limit_mb=2048 -max_len=1024" ;;
    fuzz_npy) echo "-timeout=10 -rss_limit_mb=2048 -max_len=8192" ;;
    fuzz_cache_entry) echo "-timeout=10 -rss_limit_mb=2048 -max_len=8192" ;;
    fuzz_compile) echo "-timeout=60 -rss_limit_mb=4096 -max_len=8192" ;;
  esac
}
# Seconds of a smoke run: about four minutes in all on two cores.
smoke_seconds_of() {
  case "$1" in
    fuzz_compile) echo 100 ;;
    fuzz_parse) echo 45 ;;
    *) echo 25 ;;
  esac
}

# Seeds, made anew: the dialect's kernels from lang-examples/ and test/,
# signatures, .npy files, and cache entries written by this build.
make_seeds() {
  local target="$1" dir="$build/seeds/$1"
  rm -rf "$dir" && mkdir -p "$dir"
  case "$target" in
    fuzz_cache_entry) "$build/bin/dslc-fuzz-cache-seeds" "$dir" ;;
    *) python3 "$fuzz_src/seeds.py" "${target#fuzz_}" "$dir" ;;
  esac
}

# The dictionary: fuzz_compile reads everything fuzz_parse does, and more.
make_dict() {
  local target="$1" dict="$build/seeds/$1.dict"
  case "$target" in
    fuzz_compile) cat "$fuzz_src/fuzz_parse.dict" "$fuzz_src/fuzz_compile.dict" > "$dict" ;;
    *) cp "$fuzz_src/$target.dict" "$dict" ;;
  esac
  echo "$dict"
}

# Every report aborts; leaks inside LLVM itself only are suppressed.
export ASAN_OPTIONS="abort_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1"
export LSAN_OPTIONS="suppressions=$fuzz_src/llvm.lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
symbolizer="$(command -v llvm-symbolizer-19 || echo /usr/lib/llvm-19/bin/llvm-symbolizer)"
export ASAN_SYMBOLIZER_PATH="$symbolizer"

# Executions, executions per second, new corpus inputs and peak memory:
# libFuzzer's final stats (-print_final_stats=1), or in -fork mode, which
# prints none, its last progress line.
stats_of() {
  local log="$1"
  if grep -q '^stat::number_of_executed_units' "$log"; then
    for name in number_of_executed_units average_exec_per_sec new_units_added peak_rss_mb; do
      sed -n "s/^stat::$name: *//p" "$log" | tail -1
    done | paste -sd' '
  else
    sed -nE 's/^#([0-9]+):.* exec\/s: ([0-9]+).*/\1 \2 - -/p' "$log" | tail -1
  fi
}

# `long` goes on after a finding (-fork=1 runs the target in a child process
# and starts another after a crash, timeout or out-of-memory), so that one
# campaign collects them all; `smoke` stops at the first.
keep_going=""
if [ "$mode" = long ]; then
  keep_going="-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1"
fi

mkdir -p "$work/artifacts" "$work/logs"
summary=()
failed=()
for target in "${targets[@]}"; do
  make_seeds "$target"
  dict="$(make_dict "$target")"
  if [ "$mode" = smoke ]; then
    corpus="$build/smoke/$target"
    rm -rf "$corpus"
    seconds_here="$(smoke_seconds_of "$target")"
  else
    corpus="$work/$target"
    seconds_here="$seconds"
  fi
  mkdir -p "$corpus"
  log="$work/logs/$target.log"
  echo "fuzz: $target for ${seconds_here}s (log: $log)"
  found_before=$(find "$work/artifacts" -name "$target-*" | wc -l)
  start=$(date +%s)
  status=0
  # shellcheck disable=SC2046,SC2086  # the options are words
  "$build/bin/$target" $(options_of "$target") $keep_going -max_total_time="$seconds_here" \
    -dict="$dict" -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" \
    "$corpus" "$build/seeds/$target" > "$log" 2>&1 || status=$?
  wall=$(( $(date +%s) - start ))
  found=$(( $(find "$work/artifacts" -name "$target-*" | wc -l) - found_before ))
  result="ok"
  if [ "$status" -ne 0 ] || [ "$found" -gt 0 ]; then
    result="FAILED ($found)"
    failed+=("$target")
    grep -E "^==[0-9]+==ERROR|^==dslc fuzz==|^SUMMARY|Test unit written to" "$log" | head -8 || true
  fi
  read -r execs per_second new_inputs rss _ <<< "$(stats_of "$log") - - - -"
  summary+=("$(printf '%-18s %-11s %10s %8s %6s %7s %7s' "$target" "$result" \
    "$execs" "$per_second" "$new_inputs" "$rss" "$wall")")
done

echo
printf '%-18s %-11s %10s %8s %6s %7s %7s\n' target result execs exec/s new rss_MB wall_s
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: findings (FAILED (N): N new inputs) in ${failed[*]}:" \
    "inputs in $work/artifacts, logs in $work/logs"
  exit 1
fi
