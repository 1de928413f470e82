# A module, function or class is not a condition.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
import math

from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_condition_not_value.py:[[@LINE+3]]:11: error: function `math.sqrt` cannot be used as a condition
    # CHECK-NEXT: {{^}}    while math.sqrt:{{$}}
    # CHECK-NEXT: {{^}}          ^~~~~~~~~{{$}}
    while math.sqrt:
        a[0] = n
