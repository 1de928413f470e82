# A device function passed to a device function: the parameter has the
# function's type, calling it calls (and specialises) that function, and it
# can be passed on. Each function passed makes its own specialisation.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def square(x):
    return x * x


@cuda.jit(device=True)
def negate(x):
    return -x


@cuda.jit(device=True)
def apply(f, x):
    return f(x)


@cuda.jit(device=True)
def compose(f, g, x):
    return apply(f, apply(g, x))


@cuda.jit
def k(a, n):
    a[0] = apply(square, n)
    a[1] = apply(negate, a[1])
    a[2] = compose(negate, square, a[2])
    a[3] = apply(x=n, f=square)

# CHECK-LABEL: Kernel k(float32[::1], int32)
# CHECK:       Name square <{{.*}}> : device function `square`
# CHECK-LABEL: DeviceFunction square(int32) -> int64
# CHECK-LABEL: DeviceFunction apply(function(square), int32) -> int64
# CHECK:         Call <{{.*}}> : int64
# CHECK-NEXT:      Name f <{{.*}}> : device function `square`
# CHECK-NEXT:      Name x <{{.*}}> : int32
# CHECK-LABEL: DeviceFunction negate(float32) -> float32
# CHECK-LABEL: DeviceFunction apply(function(negate), float32) -> float32
# CHECK-LABEL: DeviceFunction square(float32) -> float32
# CHECK-LABEL: DeviceFunction apply(function(square), float32) -> float32
# CHECK-LABEL: DeviceFunction compose(function(negate), function(square), float32) -> float32
# CHECK:         Call <{{.*}}> : float32
# CHECK-NEXT:      Name apply <{{.*}}> : device function `apply`
# CHECK-NEXT:      Name f <{{.*}}> : device function `negate`
# CHECK-NEXT:      Call <{{.*}}> : float32
# CHECK-NEXT:        Name apply <{{.*}}> : device function `apply`
# CHECK-NEXT:        Name g <{{.*}}> : device function `square`
# CHECK-NOT:   DeviceFunction
