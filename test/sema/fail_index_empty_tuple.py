# An empty tuple has nothing to index, even at run time.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    t = ()
    # CHECK: fail_index_empty_tuple.py:[[@LINE+3]]:12: error: an empty tuple cannot be indexed
    # CHECK-NEXT: {{^}}    a[0] = t[n]{{$}}
    # CHECK-NEXT: {{^}}           ^~~~{{$}}
    a[0] = t[n]
