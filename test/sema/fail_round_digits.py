# The number of digits of round(x, n) must be an integer.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], float32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_round_digits.py:[[@LINE+3]]:21: error: the number of digits of `round` must be an integer, not `float64`
    # CHECK-NEXT: {{^}}    a[0] = round(n, 1.5){{$}}
    # CHECK-NEXT: {{^}}                    ^~~{{$}}
    a[0] = round(n, 1.5)
