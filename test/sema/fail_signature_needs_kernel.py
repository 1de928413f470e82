# --signature alone is ambiguous when the file has several kernels.
# RUN: not %dslc compile --emit=typed %s --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
# CHECK: dslc: error: --signature needs --kernel: `{{.*}}fail_signature_needs_kernel.py` has 2 kernels
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n


@cuda.jit
def k2(a, n):
    a[0] = n
