# a * b + c contracts into one fused multiply-add, as nvcc does by default:
# fma.rn.f32 and fma.rn.f64, no separate mul.rn / add.rn. `--fmad=false`
# (nvcc's spelling) rounds the product first.
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float64[::1], float32, float64" | FileCheck %s
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float64[::1], float32, float64" --fmad=false | FileCheck %s --check-prefix=NOFMA
from numba import cuda


@cuda.jit
def k(x, y, a, b):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = a * x[i] + 1.5
        y[i] = y[i] * b - 2.0

# CHECK-LABEL: .visible .entry k(
# CHECK: fma.rn.f32
# CHECK: fma.rn.f64
# CHECK-NOT: mul.rn
# CHECK-NOT: add.rn
# CHECK: ret;

# NOFMA-NOT: fma.rn
# NOFMA: mul.rn.f32
# NOFMA: add.rn.f32
# NOFMA-NOT: fma.rn
