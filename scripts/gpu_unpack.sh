#!/usr/bin/env bash
# On a GPU machine: unpacks the relocatable package into DIR and installs its
# wheel into DIR/site, then prints the environment lines to use it:
#
#   eval "$(scripts/gpu_unpack.sh PACKAGE.tar.gz DIR)"
#   python3 my_benchmark.py          # imports dslc from the package
set -euo pipefail
package="$1"
dir="$2"
mkdir -p "$dir"
tar xzf "$package" -C "$dir"
root="$(echo "$dir"/dslc-*)"
python3 -m pip install --no-deps --target "$dir/site" "$root"/python/dslc-*.whl > "$dir/pip.txt" 2>&1 ||
  { cat "$dir/pip.txt" >&2; exit 1; }
echo "export PYTHONPATH=\"$dir/site\${PYTHONPATH:+:\$PYTHONPATH}\""
echo "export DSLC_ROOT=\"$root\""
echo "export PATH=\"$root/bin:\$PATH\""
echo "export DSLC_CACHE_DIR=\"$dir/kernel-cache\""
