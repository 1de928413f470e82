# A constant argument (a literal, a module constant, a tuple of them, or a
# default) is known in the specialisation. The value is part of the
# specialisation only where typing needs it (an array shape, a constant
# condition, a tuple index that picks a type, a callee that needs it);
# calls that differ in values the function only computes with share one
# specialisation, which takes the value at run time.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" | FileCheck %s
from numba import cuda, float32

SIZE = 3


@cuda.jit(device=True)
def add(a, n):
    return a[0] + n


@cuda.jit(device=True)
def local_sum(a, n=2):
    buf = cuda.local.array(n, float32)
    for i in range(n):
        buf[i] = a[i]
    s = 0.0
    for i in range(n):
        s += buf[i]
    return s


@cuda.jit(device=True)
def sum_of(a, n):
    return local_sum(a, n + 1)


@cuda.jit(device=True)
def pick(t, i):
    return t[i]


@cuda.jit
def k(a):
    a[0] = add(a, 1) + add(a, 2)
    a[1] = local_sum(a, 4) + local_sum(a, SIZE) + local_sum(a)
    a[2] = sum_of(a, SIZE)
    a[3] = pick((1, 2.5), 1) + pick((1, 2), 1)

# CHECK-LABEL: Kernel k(float32[::1])
# CHECK-LABEL: DeviceFunction add(float32[::1], int64) -> float64
# CHECK-LABEL: DeviceFunction local_sum(float32[::1], int64 = 4) -> float64
# CHECK:         Call <{{.*}}> : float32[::1]
# CHECK-NEXT:      Attribute .array
# CHECK-NEXT:        Attribute .local
# CHECK-NEXT:          Name cuda
# CHECK-NEXT:      Name n <{{.*}}> : int64 = 4
# CHECK-LABEL: DeviceFunction local_sum(float32[::1], int64 = 3) -> float64
# CHECK-LABEL: DeviceFunction local_sum(float32[::1], int64 = 2) -> float64
# CHECK-LABEL: DeviceFunction sum_of(float32[::1], int64 = 3) -> float64
# CHECK:         Binary + <{{.*}}> : int64 = 4
# CHECK-LABEL: DeviceFunction pick(tuple(int64, float64), int64 = 1) -> float64
# CHECK-LABEL: DeviceFunction pick(tuple(int64, int64), int64) -> int64
# CHECK-NOT:   DeviceFunction
