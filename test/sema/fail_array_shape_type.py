# A shape is an integer or a tuple of integers.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32


@cuda.jit
def k(a):
    # CHECK: fail_array_shape_type.py:[[@LINE+3]]:27: error: the shape of `cuda.shared.array` must be an integer or a tuple of integers, not a value of type `float64`
    # CHECK-NEXT: {{^}}    s = cuda.shared.array(4.0, float32){{$}}
    # CHECK-NEXT: {{^}}                          ^~~{{$}}
    s = cuda.shared.array(4.0, float32)
    # CHECK: fail_array_shape_type.py:[[@LINE+3]]:26: error: the shape of `cuda.local.array` must be an integer or a tuple of integers, not a value of type `tuple(int64, float64)`
    # CHECK-NEXT: {{^}}    t = cuda.local.array((2, 1.5), float32){{$}}
    # CHECK-NEXT: {{^}}                         ^~~~~~~~{{$}}
    t = cuda.local.array((2, 1.5), float32)
    a[0] = s[0] + t[0, 0]
