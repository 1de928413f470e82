# More subscripts than the array has dimensions.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_index_array_more_dimensions.py:[[@LINE+3]]:7: error: `float32[:]` has 1 dimension, but the index gives 2 subscripts
    # CHECK-NEXT: {{^}}    a[n, 0] = 1{{$}}
    # CHECK-NEXT: {{^}}      ^~~~{{$}}
    a[n, 0] = 1
