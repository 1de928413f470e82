# threadIdx and its kin have x, y and z.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[:], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: fail_no_attribute_dim3.py:[[@LINE+3]]:27: error: `cuda.threadIdx` has the attributes `x`, `y` and `z`, not `w`
    # CHECK-NEXT: {{^}}    a[0] = cuda.threadIdx.w{{$}}
    # CHECK-NEXT: {{^}}                          ^{{$}}
    a[0] = cuda.threadIdx.w
