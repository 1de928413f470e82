# An array index must be an integer.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], float32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_index_array_non_integer.py:[[@LINE+3]]:7: error: an array index must be an integer, not `float32`
    # CHECK-NEXT: {{^}}    a[n] = 1{{$}}
    # CHECK-NEXT: {{^}}      ^{{$}}
    a[n] = 1
