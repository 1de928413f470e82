#!/usr/bin/env bash
# On a GPU machine: times variants of a compiled kernel, e.g. PTX edited by
# hand and assembled with its `__dslc_facts` (compiler/pipeline/
# embedded_facts.h), to learn what a compiler change would gain before
# making it. For each DIR/NAME.cubin, DIR/NAME.args holds `dslc run`'s
# arguments after the file (--kernel, --grid, --block, --shared and the
# arguments, where `@N` stands for float32 zeros of N elements and `@RxC`
# for R x C of them, made once). Writes NAME.sass (cuobjdump) and NAME.txt
# (--time, median of 50) to LOG_DIR.
#
#   scripts/gpu_time_binaries.sh PACKAGE.tar.gz LOG_DIR DIR
set -uo pipefail
package="$1"
logs="$2"
dir="$3"
mkdir -p "$logs"
work="$(mktemp -d)"
eval "$("$(dirname "$0")/gpu_unpack.sh" "$package" "$work")"
status=0
for binary in "$dir"/*.cubin; do
  name="$(basename "$binary" .cubin)"
  args=()
  for arg in $(cat "$dir/$name.args"); do
    if [[ "$arg" == @* ]]; then
      n="${arg#@}"
      n="${n//x/,}"
      [[ -f "$work/$n.npy" ]] ||
        python3 -c "import numpy as np; np.save('$work/$n.npy', np.zeros(($n,), np.float32))"
      arg="$work/$n.npy"
    fi
    args+=("$arg")
  done
  cuobjdump -sass "$binary" > "$logs/$name.sass" 2>&1 || status=1
  dslc run "$binary" "${args[@]}" --time --repeat 50 > "$logs/$name.txt" 2>&1 || status=1
  echo "$name: $(tail -1 "$logs/$name.txt")"
done
exit $status
