# cuda.grid takes the number of dimensions as a constant 1, 2 or 3.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_grid_dimensions.py:[[@LINE+3]]:19: error: `cuda.grid` takes the number of dimensions as a constant 1, 2 or 3, not `4`
    # CHECK-NEXT: {{^}}    i = cuda.grid(4){{$}}
    # CHECK-NEXT: {{^}}                  ^{{$}}
    i = cuda.grid(4)
    a[i] = n
