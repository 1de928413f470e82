# The shape of a shared array must be known when the kernel is compiled; a
# run-time size needs dynamic shared memory. The error points at the first
# element of a tuple shape that is not constant.
# RUN: not %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda, float32


@cuda.jit
def k(a, n):
    # CHECK: fail_shared_array_shape_not_constant.py:[[@LINE+3]]:27: error: the shape of `cuda.shared.array` must be a compile-time constant, but `n` is a run-time value; shared arrays are allocated when the kernel is compiled; for a size chosen at launch use dynamic shared memory, `cuda.shared.array(0, dtype)`
    # CHECK-NEXT: {{^}}    s = cuda.shared.array(n, float32){{$}}
    # CHECK-NEXT: {{^}}                          ^{{$}}
    s = cuda.shared.array(n, float32)
    # CHECK: fail_shared_array_shape_not_constant.py:[[@LINE+3]]:32: error: the shape of `cuda.shared.array` must be a compile-time constant, but `n + 1` is a run-time value; shared arrays are allocated when the kernel is compiled; for a size chosen at launch use dynamic shared memory, `cuda.shared.array(0, dtype)`
    # CHECK-NEXT: {{^}}    t = cuda.shared.array((16, n + 1), float32){{$}}
    # CHECK-NEXT: {{^}}                               ^~~~~{{$}}
    t = cuda.shared.array((16, n + 1), float32)
    a[0] = s[0] + t[0, 0]
