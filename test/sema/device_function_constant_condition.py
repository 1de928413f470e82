# A parameter specialised for a constant that the function never assigns is
# a constant in its conditions, as a module constant is: the dead arm is not
# typed (it may hold code that would not type-check, and its assignments do
# not widen the variable), and the value is part of the specialisation. A
# run-time value keeps both arms.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], boolean" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def pick(a, use_float):
    if use_float:
        x = 0.5
    else:
        x = 1
        a[0] = a.not_an_attribute
    return x


@cuda.jit(device=True)
def scaled(x, double):
    while not double:
        return x
    return 2 * x


@cuda.jit
def k(a, flag):
    a[0] = pick(a, True)
    a[1] = scaled(a[1], False)
    a[2] = scaled(a[2], flag)

# CHECK-LABEL: Kernel k(float32[::1], bool)
# CHECK-LABEL: DeviceFunction pick(float32[::1], bool = True) -> float64
# CHECK:         If <{{.*}}>
# CHECK-NEXT:      if:
# CHECK-NEXT:        Name use_float <{{.*}}> : bool = True
# CHECK-NEXT:      then:
# CHECK-NEXT:        Assign <{{.*}}>
# CHECK-NEXT:          targets:
# CHECK-NEXT:            Name x <{{.*}}> : float64
# CHECK:           else:
# CHECK-NEXT:        Assign <{{.*}}>
# CHECK-NEXT:          targets:
# CHECK-NEXT:            Name x <{{[0-9:-]*}}>{{$}}
# CHECK-LABEL: DeviceFunction scaled(float32, bool = False) -> float32
# CHECK-LABEL: DeviceFunction scaled(float32, bool) -> float64
