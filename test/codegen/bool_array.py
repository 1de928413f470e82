# bool arrays hold one byte per element: loads and stores are .u8, and a
# load is compared with zero.
# RUN: %dslc-ptx %s --kernel k --signature "bool[::1], bool[::1], float32[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, flags, x):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = flags[i] and x[i] > 0

# CHECK-LABEL: .visible .entry k(
# CHECK: ld.global.nc.u8
# CHECK: setp.{{.*}}.f32
# CHECK: st.global.u8
# CHECK: ret;
