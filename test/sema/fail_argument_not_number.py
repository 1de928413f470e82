# abs, round, int, float, bool and the math functions take numbers.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_argument_not_number.py:[[@LINE+3]]:16: error: `abs` takes numbers, not `float32[:]`
    # CHECK-NEXT: {{^}}    a[0] = abs(a){{$}}
    # CHECK-NEXT: {{^}}               ^{{$}}
    a[0] = abs(a)
