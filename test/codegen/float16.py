# float16 arithmetic runs on the GPU's half instructions (sm_53 and later):
# a * b + c fuses into fma.rn.f16.
# RUN: %dslc-ptx %s --kernel k --signature "float16[::1], float16[::1], float16" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, c):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] * a[i] + c

# CHECK-LABEL: .visible .entry k(
# CHECK: ld.global.nc.u16
# CHECK: fma.rn.f16
# CHECK: st.global.b16
# CHECK: ret;
