# The dtype of a shared or local array is a number class, not a value.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32


@cuda.jit
def k(a, n):
    # CHECK: fail_array_dtype.py:[[@LINE+3]]:30: error: the dtype of `cuda.shared.array` must be a number type such as `float32`, `np.int32` or `numba.uint8`, not a value of type `int32`
    # CHECK-NEXT: {{^}}    s = cuda.shared.array(4, n){{$}}
    # CHECK-NEXT: {{^}}                             ^{{$}}
    s = cuda.shared.array(4, n)
    # CHECK: fail_array_dtype.py:[[@LINE+3]]:35: error: the dtype of `cuda.local.array` must be a number type such as `float32`, `np.int32` or `numba.uint8`, not a value of type `int64`
    # CHECK-NEXT: {{^}}    t = cuda.local.array(4, dtype=3){{$}}
    # CHECK-NEXT: {{^}}                                  ^{{$}}
    t = cuda.local.array(4, dtype=3)
    # CHECK: fail_array_dtype.py:[[@LINE+3]]:30: error: the dtype of `cuda.shared.array` must be a number type such as `float32`, `np.int32` or `numba.uint8`, not module `numba.cuda`
    # CHECK-NEXT: {{^}}    u = cuda.shared.array(4, cuda){{$}}
    # CHECK-NEXT: {{^}}                             ^~~~{{$}}
    u = cuda.shared.array(4, cuda)
    a[0] = s[0] + t[0] + u[0]
