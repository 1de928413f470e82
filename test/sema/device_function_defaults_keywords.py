# Device-function parameters may have defaults (module-level constant
# expressions) and be passed by keyword; an omitted argument takes the type
# of its default.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" | FileCheck %s
from numba import cuda

OFFSET = 0.5


@cuda.jit(device=True)
def scale(x, factor=2, offset=OFFSET):
    return x * factor + offset


@cuda.jit
def k(a, n):
    a[0] = scale(n)
    a[1] = scale(a[0], offset=1)
    a[2] = scale(factor=n, x=n, offset=n)

# CHECK-LABEL: Kernel k(float32[::1], int32)
# CHECK:       Call <17:12-17:20> : float64
# CHECK:       Call <18:12-18:33> : float64
# CHECK:       Keyword offset <18:24-18:30>
# CHECK:       Call <19:12-19:42> : int64
# CHECK-LABEL: DeviceFunction scale(int32, int64, float64) -> float64
# CHECK-LABEL: DeviceFunction scale(float32, int64, int64) -> float64
# CHECK-LABEL: DeviceFunction scale(int32, int32, int32) -> int64
