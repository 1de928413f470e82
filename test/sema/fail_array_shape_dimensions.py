# Shared and local arrays have 1 to 3 dimensions.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32


@cuda.jit
def k(a):
    # CHECK: fail_array_shape_dimensions.py:[[@LINE+3]]:27: error: `cuda.shared.array` makes arrays of 1 to 3 dimensions, but the shape `(2, 2, 2, 2)` has 4
    # CHECK-NEXT: {{^}}    s = cuda.shared.array((2, 2, 2, 2), float32){{$}}
    # CHECK-NEXT: {{^}}                          ^~~~~~~~~~~~{{$}}
    s = cuda.shared.array((2, 2, 2, 2), float32)
    # CHECK: fail_array_shape_dimensions.py:[[@LINE+3]]:26: error: `cuda.local.array` makes arrays of 1 to 3 dimensions, but the shape `()` has 0
    # CHECK-NEXT: {{^}}    t = cuda.local.array((), float32){{$}}
    # CHECK-NEXT: {{^}}                         ^~{{$}}
    t = cuda.local.array((), float32)
    a[0] = s[0, 0, 0, 0] + t[0]
