# A number cannot be indexed.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_index_not_indexable.py:[[@LINE+3]]:12: error: a value of type `int32` cannot be indexed
    # CHECK-NEXT: {{^}}    a[0] = n[0]{{$}}
    # CHECK-NEXT: {{^}}           ^~~~{{$}}
    a[0] = n[0]
