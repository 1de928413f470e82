# cuda.gridsize needs its number of dimensions at compile time.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_grid_dimensions_variable.py:[[@LINE+3]]:23: error: `cuda.gridsize` takes the number of dimensions as a constant 1, 2 or 3, not a value known only at run time
    # CHECK-NEXT: {{^}}    i = cuda.gridsize(n){{$}}
    # CHECK-NEXT: {{^}}                      ^{{$}}
    i = cuda.gridsize(n)
    a[0] = n
