# SAXPY: one fused multiply-add per element, the index computed with a
# 32x32->64-bit multiply, x read through the read-only path, no check for
# negative indices (grid() is never negative).
# RUN: %dslc-ptx %s --kernel saxpy --signature "float32, float32[::1], float32[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]

# CHECK-LABEL: .visible .entry saxpy(
# CHECK: mul.wide.u32
# CHECK: ld.global.nc.f32
# CHECK: ld.global.f32
# CHECK: fma.rn.f32
# CHECK: st.global.f32
# CHECK-NOT: setp.lt.s64 {{.*}}, 0;
