# A bool is not an array index (NumPy would read it as a mask, Numba
# rejects it).
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_index_array_bool.py:[[@LINE+3]]:7: error: an array index must be an integer, not `bool`
    # CHECK-NEXT: {{^}}    a[n > 0] = 1{{$}}
    # CHECK-NEXT: {{^}}      ^~~~~{{$}}
    a[n > 0] = 1
