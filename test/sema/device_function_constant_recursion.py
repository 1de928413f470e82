# A device function that calls itself with constants a constant condition
# ends: each call is a specialisation for its own value, so the recursion
# unrolls at compile time (a run-time argument would be an error:
# fail_recursion.py).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


@cuda.jit
def k(a):
    a[0] = fact(4)

# CHECK-LABEL: Kernel k(int64[::1])
# CHECK-LABEL: DeviceFunction fact(int64 = 1) -> int64
# CHECK-LABEL: DeviceFunction fact(int64 = 2) -> int64
# CHECK-LABEL: DeviceFunction fact(int64 = 3) -> int64
# CHECK-LABEL: DeviceFunction fact(int64 = 4) -> int64
# CHECK-NOT:   DeviceFunction
