# docs/language.md, "Statements".
# RUN: %dslc compile --emit=typed %s --kernel stencil --signature "float32[:, ::1], float32[:, ::1]" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def sign(x):
    if x > 0:
        return 1
    elif x < 0:
        return -1
    return 0


@cuda.jit
def stencil(a, out):
    x, y = cuda.grid(2)              # tuple unpacking
    n, m = a.shape
    if x >= n or y >= m:
        return
    total = 0.0
    for dx in range(-1, 2):          # negative bounds and steps work
        for dy in range(1, -2, -1):
            i, j = x + dx, y + dy
            if i < 0 or j < 0 or i >= n or j >= m:
                continue
            total += a[i, j]
    count = 0
    while count < 3:
        count += 1
        if total > 100:
            break
    else:
        pass                         # runs when the loop did not break
    out[x, y] = total * sign(total)

# CHECK-LABEL: Kernel stencil(float32[:, ::1], float32[:, ::1])
# CHECK:       Name total <{{.*}}> : float64
# CHECK-LABEL: DeviceFunction sign(float64) -> int64
