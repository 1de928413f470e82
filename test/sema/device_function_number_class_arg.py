# A number class passed to a device function: calling the parameter casts,
# and it is a dtype where one is needed (here `cuda.local.array`'s).
# `np.int8` is the same class as `int8`.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int32" | FileCheck %s
import numpy as np
from numba import cuda, float32


@cuda.jit(device=True)
def cast(dtype, x):
    return dtype(x)


@cuda.jit(device=True)
def first_of_local(dtype, x):
    buf = cuda.local.array(4, dtype)
    buf[0] = x
    return buf[0]


@cuda.jit
def k(a, n):
    a[0] = cast(float32, a[0])
    a[1] = cast(np.int8, n)
    a[2] = first_of_local(np.uint16, a[2])

# CHECK-LABEL: Kernel k(float64[::1], int32)
# CHECK-LABEL: DeviceFunction cast(class(float32), float64) -> float32
# CHECK:         Call <{{.*}}> : float32
# CHECK-NEXT:      Name dtype <{{.*}}> : class `float32`
# CHECK-LABEL: DeviceFunction cast(class(int8), int32) -> int8
# CHECK-LABEL: DeviceFunction first_of_local(class(uint16), float64) -> uint16
# CHECK:         Name buf <{{.*}}> : uint16[::1]
