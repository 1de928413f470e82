# Device functions are inlined into the kernel: the PTX has no .func and no
# call, and address-space inference sees the kernel's global pointers
# through them (ld.global, not generic ld).
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32[::1]" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def load_twice(a, i):
    return a[i] * 2.0


@cuda.jit
def k(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = load_twice(a, i)

# CHECK-NOT: .func
# CHECK-LABEL: .visible .entry k(
# CHECK-NOT: call
# CHECK: ld.global.nc.f32
# CHECK: st.global.f32
# CHECK: ret;
