# docs/language.md, "Module level": imports, constants, a device function and
# a kernel with an eager signature; host code is skipped.
# RUN: %dslc compile --emit=typed %s | FileCheck %s
import numpy as np
from numba import cuda, float32

TPB = 256                   # int64 constant
SCALE = np.float32(0.5)     # float32 constant
SHAPE = (TPB, 2 * TPB)      # tuple constant


@cuda.jit(device=True)
def clamp(x, lo, hi):
    return min(max(x, lo), hi)


@cuda.jit("void(float32[::1], float32)")
def scale(a, limit):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = clamp(a[i] * SCALE, float32(0), limit)


if __name__ == "__main__":
    x = np.ones(1000, dtype=np.float32)
    scale[4, TPB](x, 2.0)

# CHECK-LABEL: Kernel scale(float32[::1], float32)
# CHECK:       Name SCALE <{{.*}}> : float32 = 0.5
# CHECK-LABEL: DeviceFunction clamp(float32, float32, float32) -> float32
