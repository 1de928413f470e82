# docs/language.md, "Typing rules": device functions are specialised per
# call.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def lerp(a, b, t=0.5):
    return a + (b - a) * t


@cuda.jit
def k(out, n):
    out[0] = lerp(n, n + 1)              # lerp(int32, int64, float64)
    out[1] = lerp(out[0], out[1], t=n)   # lerp(float32, float32, int32)

# CHECK-LABEL: Kernel k(float32[::1], int32)
# CHECK-LABEL: DeviceFunction lerp(int32, int64, float64) -> float64
# CHECK-LABEL: DeviceFunction lerp(float32, float32, int32) -> float64
