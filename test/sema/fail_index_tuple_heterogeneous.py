# A tuple with elements of different types needs a constant index.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    t = (n, 2.5)
    # CHECK: fail_index_tuple_heterogeneous.py:[[@LINE+3]]:14: error: the elements of `tuple(int32, float64)` have different types, so the index must be a constant
    # CHECK-NEXT: {{^}}    a[0] = t[n]{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    a[0] = t[n]
