# A device function may return a tuple, which the caller unpacks or indexes;
# its return types on every path unify (float64 here), and one returning
# nothing has the return type none.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def divmod_like(a, b):
    if b == 0:
        return 0, 0.0
    return a // b, a % b


@cuda.jit(device=True)
def store(a, v):
    a[0] = v


@cuda.jit
def k(a, n):
    q, r = divmod_like(n, 7)
    store(a, q + r)
    a[1] = divmod_like(n, 3)[1]

# CHECK-LABEL: Kernel k(float32[::1], int32)
# CHECK:       Name q <22:5-22:6> : int64
# CHECK:       Name r <22:8-22:9> : float64
# CHECK:       Call <22:12-22:29> : tuple(int64, float64)
# CHECK:       Call <23:5-23:20> : none
# CHECK:       Call <24:12-24:29> : tuple(int64, float64)
# CHECK-LABEL: DeviceFunction divmod_like(int32, int64) -> tuple(int64, float64)
# CHECK-LABEL: DeviceFunction store(float32[::1], float64) -> none
