# A range loop becomes a counted loop: the body, then a compare of the
# induction variable with the bound and a backward branch.
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32[:, ::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a):
    i = cuda.grid(1)
    if i < a.shape[0]:
        s = 0.0
        for j in range(a.shape[1]):
            s += a[i, j]
        out[i] = s

# CHECK-LABEL: .visible .entry k(
# CHECK: [[LOOP:\$L__BB0_[0-9]+]]:
# CHECK: ld.global.nc.f32
# CHECK: add.f64
# CHECK: setp.{{.*}}.s64
# CHECK: @%p{{[0-9]+}} bra [[LOOP]];
# CHECK: st.global.f32
# CHECK: ret;
