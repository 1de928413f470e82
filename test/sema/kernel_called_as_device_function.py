# A kernel may be called from a device function or another kernel, as numba-
# cuda allows: it is typed like a device function (returning None).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def fill(a, v):
    a[0] = v


@cuda.jit(device=True)
def fill_twice(a, v):
    fill(a, v)
    fill(a, v * 2)


@cuda.jit
def k(a, n):
    fill_twice(a, n)

# CHECK-LABEL: Kernel k(float32[::1], int32)
# CHECK-LABEL: DeviceFunction fill(float32[::1], int32) -> none
# CHECK-LABEL: DeviceFunction fill(float32[::1], int64) -> none
# CHECK-LABEL: DeviceFunction fill_twice(float32[::1], int32) -> none
