# A device function is typed once per list of argument types: two calls with
# different types give two specialisations, each with its own body types and
# return type; a second call with the same types reuses the first.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def twice(x):
    return x + x


@cuda.jit
def k(a, n):
    a[0] = twice(n)
    a[1] = twice(a[0])
    a[2] = twice(n + 1)

# CHECK-LABEL: Kernel k(float32[::1], int32)
# CHECK:       Call <15:12-15:20> : int64
# CHECK:       Call <16:12-16:23> : float32
# CHECK:       Call <17:12-17:24> : int64
# CHECK-LABEL: DeviceFunction twice(int32) -> int64
# CHECK:       Binary + <10:12-10:17> : int64
# CHECK-NEXT:    Name x <10:12-10:13> : int32
# CHECK-LABEL: DeviceFunction twice(float32) -> float32
# CHECK:       Binary + <10:12-10:17> : float32
# CHECK-NEXT:    Name x <10:12-10:13> : float32
# CHECK-LABEL: DeviceFunction twice(int64) -> int64
# CHECK-NOT:   DeviceFunction
