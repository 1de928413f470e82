# Only 1-D arrays can be looped over (as in Numba).
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:, :], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_not_iterable_2d_array.py:[[@LINE+3]]:16: error: cannot loop over `float32[:, :]`: only 1-D arrays can be looped over; index the others
    # CHECK-NEXT: {{^}}    for row in a:{{$}}
    # CHECK-NEXT: {{^}}               ^{{$}}
    for row in a:
        row[0] = n
