# The shape of a local array must be known when the kernel is compiled.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32


@cuda.jit
def k(a, n):
    # CHECK: fail_local_array_shape_not_constant.py:[[@LINE+3]]:26: error: the shape of `cuda.local.array` must be a compile-time constant, but `a.shape[0]` is a run-time value; local arrays are allocated when the kernel is compiled; give the largest size the kernel needs as a constant
    # CHECK-NEXT: {{^}}    s = cuda.local.array(a.shape[0], float32){{$}}
    # CHECK-NEXT: {{^}}                         ^~~~~~~~~~{{$}}
    s = cuda.local.array(a.shape[0], float32)
    a[0] = s[0]
