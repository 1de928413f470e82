# A builtin function passed to a device function (`math.sin`, `math.pow`,
# Python's `abs`): the parameter has the builtin's type, and calling it is
# calling the builtin, typed for the call's arguments.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" | FileCheck %s
import math

from numba import cuda


@cuda.jit(device=True)
def apply(f, x):
    return f(x)


@cuda.jit(device=True)
def apply2(f, x, y):
    return f(x, y)


@cuda.jit
def k(a, n):
    a[0] = apply(math.sin, a[0])
    a[1] = apply(math.sin, n)
    a[2] = apply2(math.pow, a[2], 2.0)
    a[3] = apply(abs, n)

# CHECK-LABEL: Kernel k(float32[::1], int32)
# CHECK:       Attribute .sin <{{.*}}> : function `math.sin`
# CHECK-LABEL: DeviceFunction apply(function(math.sin), float32) -> float32
# CHECK:         Call <{{.*}}> : float32
# CHECK-NEXT:      Name f <{{.*}}> : function `math.sin`
# CHECK-LABEL: DeviceFunction apply(function(math.sin), int32) -> float64
# CHECK-LABEL: DeviceFunction apply2(function(math.pow), float32, float64) -> float64
# CHECK-LABEL: DeviceFunction apply(function(abs), int32) -> int32
