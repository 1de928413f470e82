# docs/language.md, "Decorators": options of @cuda.jit.
# RUN: %dslc compile --emit=typed %s | FileCheck %s
from numba import cuda


@cuda.jit(device=True, inline=True)
def square(x):
    return x * x


@cuda.jit("void(float32[::1])", fastmath=True, lineinfo=True, cache=True,
          max_registers=64, launch_bounds=(256, 2))
def squares(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = square(a[i])

# CHECK-LABEL: Kernel squares(float32[::1])
# CHECK-LABEL: DeviceFunction square(float32) -> float32
