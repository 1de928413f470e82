# Extents must be positive; a lone 0 (shared only) is dynamic shared memory,
# but 0 among other extents is an error, and so is a local array of shape 0.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32

N = 4


@cuda.jit
def k(a):
    # CHECK: fail_array_shape_not_positive.py:[[@LINE+3]]:27: error: the extents of `cuda.shared.array` must be positive, but the shape is `(4, -1)`; the shape `0` alone makes a dynamic shared array, sized at launch
    # CHECK-NEXT: {{^}}    s = cuda.shared.array((N, -1), float32){{$}}
    # CHECK-NEXT: {{^}}                          ^~~~~~~{{$}}
    s = cuda.shared.array((N, -1), float32)
    # CHECK: fail_array_shape_not_positive.py:[[@LINE+3]]:27: error: the extents of `cuda.shared.array` must be positive, but the shape is `(0, 4)`; the shape `0` alone makes a dynamic shared array, sized at launch
    # CHECK-NEXT: {{^}}    t = cuda.shared.array((0, N), float32){{$}}
    # CHECK-NEXT: {{^}}                          ^~~~~~{{$}}
    t = cuda.shared.array((0, N), float32)
    # CHECK: fail_array_shape_not_positive.py:[[@LINE+3]]:26: error: the extents of `cuda.local.array` must be positive, but the shape is `0`; a local array has at least one element
    # CHECK-NEXT: {{^}}    u = cuda.local.array(0, float32){{$}}
    # CHECK-NEXT: {{^}}                         ^{{$}}
    u = cuda.local.array(0, float32)
    # CHECK: fail_array_shape_not_positive.py:[[@LINE+3]]:26: error: the extents of `cuda.local.array` must be positive, but the shape is `(0,)`; a local array has at least one element
    # CHECK-NEXT: {{^}}    v = cuda.local.array((0,), float32){{$}}
    # CHECK-NEXT: {{^}}                         ^~~~{{$}}
    v = cuda.local.array((0,), float32)
    # CHECK: fail_array_shape_not_positive.py:[[@LINE+3]]:27: error: the extents of `cuda.shared.array` must be positive, but the shape is `-1`; the shape `0` alone makes a dynamic shared array, sized at launch
    # CHECK-NEXT: {{^}}    w = cuda.shared.array(N - 5, float32){{$}}
    # CHECK-NEXT: {{^}}                          ^~~~~{{$}}
    w = cuda.shared.array(N - 5, float32)
    a[0] = s[0, 0] + t[0, 0] + u[0] + v[0] + w[0]
