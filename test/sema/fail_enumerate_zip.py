# enumerate and zip are looped over directly, over ranges, 1-D arrays,
# tuples and each other.
# RUN: not %dslc compile %s --kernel k --signature "float64[::1], float32[:, ::1], float64" 2>&1 | FileCheck %s --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(out, m, x):
    # CHECK: fail_enumerate_zip.py:[[@LINE+1]]:9: error: `enumerate` can only be looped over directly, as in `for i, x in enumerate(...)`
    e = enumerate(out)
    # CHECK: fail_enumerate_zip.py:[[@LINE+1]]:26: error: `zip` runs over ranges, 1-D arrays, tuples and other `enumerate` or `zip`, not a value of type `float32[:, ::1]`
    for a, b in zip(out, m):
        out[0] = a
    # CHECK: fail_enumerate_zip.py:[[@LINE+1]]:32: error: the start of `enumerate` must be an integer, not `float64`
    for i, v in enumerate(out, x):
        out[i] = v
    # CHECK: fail_enumerate_zip.py:[[@LINE+1]]:14: error: `zip` needs at least one iterable
    for v in zip():
        out[0] = v
