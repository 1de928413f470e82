# A strided range loop (a block striding through a segment, as the
# segmented sum does) has a trip count LLVM can compute, so the optimiser
# unrolls it at the default level: 8 loads in flight per thread instead of
# one. The trips left over (fewer than 8) run first in a remainder loop
# that is itself unrolled by 4 (codegen/remainder_loops.h), so that a
# segment of 4 trips per thread is one pass with 4 loads in flight, not
# four passes of one.
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32[::1], int64" | FileCheck %s
from numba import cuda, float32


@cuda.jit
def k(data, out, n):
    acc = float32(0)
    for j in range(cuda.threadIdx.x, n, 256):
        acc += data[cuda.blockIdx.x * n + j]
    out[cuda.blockIdx.x * 256 + cuda.threadIdx.x] = acc

# The remainder loop unrolled by 4, its own remainder loop of one load,
# then the loop unrolled by 8 (a loop LLVM could not count kept one load
# per iteration).
# CHECK-LABEL: .visible .entry k(
# CHECK: .pragma "nounroll";
# CHECK-COUNT-4: ld.global.nc.f32
# CHECK-NOT: ld.global
# CHECK: bra
# CHECK: .pragma "nounroll";
# CHECK: ld.global.nc.f32
# CHECK-NOT: ld.global
# CHECK: bra
# CHECK-COUNT-8: ld.global.nc.f32
# CHECK-NOT: ld.global
