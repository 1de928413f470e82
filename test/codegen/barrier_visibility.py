# Writes of other threads become visible at a barrier, so in a kernel that
# synchronises, an array it writes is not `noalias`: its loads after a
# barrier are not reused from before it nor hoisted out of the loop around
# it. An array it only reads keeps the read-only path (ld.global.nc) and
# its loads may leave the loop. Device functions the arrays are passed to
# are followed: one that only reads keeps `noalias`, one that writes drops it.
# RUN: %dslc compile %s --kernel k --signature "float64[::1], float64[::1], float64[::1], int64" --emit=llvm -O0 | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], float64[::1], float64[::1], int64" | FileCheck %s
# RUN: %dslc compile %s --kernel through_calls --signature "float32[::1], float32[::1]" --emit=llvm -O0 | FileCheck %s --check-prefix=CALLS
# RUN: %dslc-ptx %s --kernel through_calls --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=CALLS-PTX
from numba import cuda


@cuda.jit
def k(u, v, f, sweeps):
    i = cuda.grid(1) + 1
    for _ in range(sweeps):
        v[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i])
        cuda.syncthreads()
        u[i] = 0.5 * (v[i - 1] + v[i + 1] + f[i])
        cuda.syncthreads()

@cuda.jit(device=True)
def read_at(a, i):
    return a[i]


@cuda.jit(device=True)
def write_at(a, i, x):
    a[i] = x


@cuda.jit
def through_calls(src, dst):
    i = cuda.grid(1)
    cuda.syncthreads()
    write_at(dst, i, read_at(src, i) * 2)

# CALLS: define ptx_kernel void @through_calls(ptr addrspace(1) noalias nocapture align 4 %src, i64 %src.shape0, ptr addrspace(1) nocapture align 4 %dst, i64 %dst.shape0)
# CALLS-PTX-LABEL: .visible .entry through_calls(
# CALLS-PTX: ld.global.nc.f32
# CALLS-PTX: st.global.f32

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
