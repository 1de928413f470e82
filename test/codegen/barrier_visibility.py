# Writes of other threads become visible at a barrier, so in a kernel that
# synchronises, an array it writes is not `noalias`: its loads after a
# barrier are not reused from before it nor hoisted out of the loop around
# it. An array it only reads keeps the read-only path (ld.global.nc) and
# its loads may leave the loop.
# RUN: %dslc compile %s --kernel k --signature "float64[::1], float64[::1], float64[::1], int64" --emit=llvm -O0 | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], float64[::1], float64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(u, v, f, sweeps):
    i = cuda.grid(1) + 1
    for _ in range(sweeps):
        v[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i])
        cuda.syncthreads()
        u[i] = 0.5 * (v[i - 1] + v[i + 1] + f[i])
        cuda.syncthreads()

# IR: define ptx_kernel void @k(ptr addrspace(1) nocapture align 8 %u, i64 %u.shape0, ptr addrspace(1) nocapture align 8 %v, i64 %v.shape0, ptr addrspace(1) noalias nocapture align 8 %f, i64 %f.shape0, i64 %sweeps)

# CHECK-LABEL: .visible .entry k(
# CHECK: ld.global.nc.f64
# CHECK: $L__BB0_[[LOOP:[0-9]+]]:
# CHECK-NEXT: ld.global.f64
# CHECK-NEXT: ld.global.f64
# CHECK: st.global.f64
# CHECK: bar.sync 0;
# CHECK-NEXT: ld.global.f64
# CHECK-NEXT: ld.global.f64
# CHECK: st.global.f64
# CHECK: bar.sync 0;
# CHECK: @%p{{[0-9]+}} bra $L__BB0_[[LOOP]];
# CHECK-NOT: ld.global
