# Arrays are assumed not to overlap (noalias, like __restrict__), so an
# array the kernel only reads is loaded through the read-only path
# (ld.global.nc); with --may-alias it is an ordinary global load.
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32[::1]" | FileCheck %s
# RUN: %dslc-ptx %s --may-alias --kernel k --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=ALIAS
from numba import cuda


@cuda.jit
def k(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] + 1.0

# CHECK-LABEL: .visible .entry k(
# CHECK: ld.global.nc.f32
# CHECK: st.global.f32

# ALIAS-LABEL: .visible .entry k(
# ALIAS-NOT: .nc
# ALIAS: ld.global.f32
# ALIAS: st.global.f32
