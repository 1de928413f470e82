#!/usr/bin/env bash
# On a GPU machine: shows debug mode, GPU faults and fat binaries from the
# relocatable package, writing each one's output into LOG_DIR:
#
#   debug-run.txt    `dslc run -g` of a kernel that indexes one past the end
#   debug-python.txt the same kernel from Python with debug=True: the
#                    KernelError, then a correct launch in the same process
#   fault-run.txt    the same kernel without debug mode, its index far
#                    outside the array: the GPU fault's message
#   fatbin.txt       a fat binary for sm_80 and sm_90 plus PTX: what it
#                    holds (cuobjdump), and `dslc run` of it
#
#   scripts/gpu_debug_demo.sh PACKAGE.tar.gz LOG_DIR
#
# Needs python3 with NumPy. Exits non-zero when a step went otherwise.
set -uo pipefail
package="$1"
logs="$(mkdir -p "$2" && cd "$2" && pwd)"
work="$(mktemp -d)"
tar xzf "$package" -C "$work"
root="$(echo "$work"/dslc-*)"
cd "$root"
export DSLC_CACHE_DIR="$work/kernel-cache" PATH="$PATH:${CUDA_HOME:-/usr/local/cuda}/bin"
python3 -m pip install -q --no-deps --target "$work/site" python/dslc-*.whl > /dev/null 2>&1
export PYTHONPATH="$work/site${PYTHONPATH:+:$PYTHONPATH}"
status=0

cat > "$work/shift.py" <<'PY'
from numba import cuda


@cuda.jit
def shift(x, out, offset):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = x[i + offset]
PY
python3 -c "import numpy as np; np.save('$work/x.npy', np.arange(1000, dtype=np.float32));
np.save('$work/out.npy', np.zeros(1000, dtype=np.float32))"

# One past the end, in debug mode: the error, exit 1.
bin/dslc run -g "$work/shift.py" --kernel shift --grid 4 --block 256 "$work/x.npy" \
  "$work/out.npy" 1 > "$logs/debug-run.txt" 2>&1
echo "exit status $?" >> "$logs/debug-run.txt"

python3 - "$work" > "$logs/debug-python.txt" 2>&1 <<'PY' || status=1
import sys
import numpy as np
sys.path.insert(0, sys.argv[1])
import dslc
from dslc import cuda
from shift import shift

debug_shift = cuda.jit(debug=True)(shift.py_func)
x = np.arange(1000, dtype=np.float32)
out = np.zeros_like(x)
try:
    debug_shift[4, 256](x, out, 1)
    raise SystemExit("no KernelError")
except IndexError as error:  # dslc.KernelError is also the IndexError
    print(type(error).__name__, "/", isinstance(error, dslc.KernelError))
    print(error)
debug_shift[4, 256](x, out, 0)
print("then a correct launch in the same process:", np.array_equal(out, x))
PY

bin/dslc run "$work/shift.py" --kernel shift --grid 4 --block 256 "$work/x.npy" \
  "$work/out.npy" 4000000000 > "$logs/fault-run.txt" 2>&1
echo "exit status $?" >> "$logs/fault-run.txt"

{
  set -x
  bin/dslc compile share/dslc/lang-examples/saxpy.py --kernel saxpy \
    --signature "float32, float32[::1], float32[::1]" --emit=fatbin --arch sm_80 --arch sm_90 \
    -o "$work/saxpy.fatbin" --resource-usage
  cuobjdump --list-elf --list-ptx "$work/saxpy.fatbin"
  python3 -c "import numpy as np; np.save('$work/y.npy', np.ones(1000, dtype=np.float32))"
  bin/dslc run "$work/saxpy.fatbin" --kernel saxpy --grid 4 --block 256 f32:2 "$work/x.npy" \
    "$work/y.npy" --out "$work/fat"
  set +x
  python3 -c "import numpy as np; y = np.load('$work/fat/y.npy');
print('saxpy from the fat binary right:', np.array_equal(y, 2 * np.arange(1000, dtype=np.float32) + 1))"
} > "$logs/fatbin.txt" 2>&1 || status=1
echo "logs in $logs"
exit $status
