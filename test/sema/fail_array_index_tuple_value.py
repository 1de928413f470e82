# A tuple value indexing an array holds one integer per dimension.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:, ::1], int64" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, i):
    t = (i, i, i)
    # CHECK: fail_array_index_tuple_value.py:[[@LINE+3]]:14: error: a tuple indexing `float32[:, ::1]` must hold 2 integers, one per dimension, not `tuple(int64, int64, int64)`; for a view, write the subscripts out (`a[i]`, `a[i, :]`)
    # CHECK-NEXT: {{^}}    a[0] = a[t]{{$}}
    # CHECK-NEXT: {{^}}             ^{{$}}
    a[0] = a[t]
