# 2-D indexing of a C-contiguous array from cuda.grid(2): row * ncols (a
# 64-bit multiply: extents are int64) plus col, scaled by the element size,
# on a global pointer; both bounds checks, and no negative-index test (grid
# values are never negative). The y grid index is computed in 32 bits.
# (Without coarsening, which would run several rows per thread.)
# RUN: %dslc-ptx %s --kernel k --signature "float32[:, ::1], float32[:, ::1]" --no-coarsen | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a):
    i, j = cuda.grid(2)
    if i < out.shape[0] and j < out.shape[1]:
        out[i, j] = a[i, j] * 2.0

# CHECK-LABEL: .visible .entry k(
# CHECK: mov.u32 {{.*}}%tid.y
# CHECK: mad.lo.s32
# CHECK: setp.lt.s64
# CHECK: setp.lt.s64
# CHECK: mul.lo.s64
# CHECK: shl.b64 {{.*}}, 2;
# CHECK: ld.global.nc.f32
# CHECK: st.global.f32
# CHECK-NOT: setp.lt.s64 {{.*}}, 0;
# CHECK: ret;
