# A device function may return a tuple, which the caller unpacks or indexes;
# its return types on every path unify (float64 here; `b` is a run-time
# value, so no arm is left out), and one returning nothing has the return
# type none.
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
    q, r = divmod_like(n, a.size)
    store(a, q + r)
    a[1] = divmod_like(n, a.size)[1]

# CHECK-LABEL: Kernel k(float32[::1], int32)
# CHECK:       Name q <23:5-23:6> : int64
# CHECK:       Name r <23:8-23:9> : float64
# CHECK:       Call <23:12-23:34> : tuple(int64, float64)
# CHECK:       Call <24:5-24:20> : none
# CHECK:       Call <25:12-25:34> : tuple(int64, float64)
# CHECK-LABEL: DeviceFunction divmod_like(int32, int64) -> tuple(int64, float64)
# CHECK-LABEL: DeviceFunction store(float32[::1], float64) -> none
