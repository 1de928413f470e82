# --kernel names a function that is not in the file; the message lists the
# kernels there are.
# RUN: not %dslc compile --emit=typed %s --kernel saxpy --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: dslc: error: no kernel named `saxpy` in `{{.*}}fail_no_such_kernel.py`; its kernels are `k`, `k2`
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n


@cuda.jit
def k2(a):
    a[0] = 0
