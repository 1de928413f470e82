# A kernel cannot return a value.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a):
    if a[0] > 0:
        return
    # CHECK: fail_kernel_returns_value.py:[[@LINE+3]]:12: error: a kernel cannot return a value; store results in an array argument
    # CHECK-NEXT: {{^}}    return a[0]{{$}}
    # CHECK-NEXT: {{^}}           ^~~~{{$}}
    return a[0]
