# A tuple index must be an integer.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    t = (n, n)
    # CHECK: fail_index_tuple_non_integer.py:[[@LINE+3]]:14: error: a tuple index must be an integer, not `float64`
    # CHECK-NEXT: {{^}}    a[0] = t[1.0]{{$}}
    # CHECK-NEXT: {{^}}             ^~~{{$}}
    a[0] = t[1.0]
