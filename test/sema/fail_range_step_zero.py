# A range with a constant step of zero.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_range_step_zero.py:[[@LINE+3]]:26: error: the step of `range` must not be zero
    # CHECK-NEXT: {{^}}    for i in range(0, n, 0):{{$}}
    # CHECK-NEXT: {{^}}                         ^{{$}}
    for i in range(0, n, 0):
        a[0] = i
