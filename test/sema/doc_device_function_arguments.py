# docs/language.md, "Typing rules": number classes, builtin and device
# functions and constants passed to a device function, which is specialised
# for them.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[:, ::1]" | FileCheck %s
import math

from numba import cuda, float32, int32


@cuda.jit(device=True)
def tile_sums(out, dtype, shape, combine, transform, clamp):
    tile = cuda.shared.array(shape, dtype)          # shape is a constant
    x, y = cuda.threadIdx.x, cuda.threadIdx.y
    tile[x, y] = transform(out[x, y])
    cuda.syncthreads()
    value = tile[x, y]
    if clamp:                                       # decided per call
        value = min(value, dtype(1))
    combine(out, (x, 0), value)                     # e.g. cuda.atomic.add


@cuda.jit
def k(out):
    tile_sums(out, float32, (8, 8), cuda.atomic.add, math.sqrt, False)
    tile_sums(out, int32, (8, 8), cuda.atomic.max, abs, True)

# CHECK-LABEL: Kernel k(float32[:, ::1])
# CHECK-LABEL: DeviceFunction tile_sums(float32[:, ::1], class(float32), tuple(int64, int64) = (8, 8), function(cuda.atomic.add), function(math.sqrt), bool = False) -> none
# CHECK:         Name tile <{{.*}}> : float32[:, ::1]
# CHECK-LABEL: DeviceFunction tile_sums(float32[:, ::1], class(int32), tuple(int64, int64) = (8, 8), function(cuda.atomic.max), function(abs), bool = True) -> none
# CHECK:         Name tile <{{.*}}> : int32[:, ::1]
