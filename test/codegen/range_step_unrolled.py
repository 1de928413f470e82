# A strided range loop (a block striding through a segment, as the
# segmented sum does) has a trip count LLVM can compute, so the optimiser
# unrolls it by 4 at the default level, as nvcc does: four loads in flight
# per thread instead of one. 4, not the 8 LLVM picks for so small a body
# (codegen/unroll_count.h): a segment of 4 trips per thread is then one
# pass of the unrolled loop, not four trips of the remainder loop.
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32[::1], int64" | FileCheck %s
from numba import cuda, float32


@cuda.jit
def k(data, out, n):
    acc = float32(0)
    for j in range(cuda.threadIdx.x, n, 256):
        acc += data[cuda.blockIdx.x * n + j]
    out[cuda.blockIdx.x * 256 + cuda.threadIdx.x] = acc

# One load in the remainder loop, four in the unrolled one (a loop LLVM
# could not count kept one load per iteration).
# CHECK-LABEL: .visible .entry k(
# CHECK-COUNT-5: ld.global.nc.f32
# CHECK-NOT: ld.global
