# Stores sink below the loads after them in their basic block when alias
# analysis shows those loads do not read them, so that a thread's loads
# issue back to back (ptxas issues only part of them ahead of a store it
# does not see past). A tile copied from global to shared memory, four
# elements per thread as an unrolled loop copies them: four loads, then
# four stores. A store stays above a load of the same array (it may read
# what was stored), a barrier, an atomic, and, with --may-alias, a load of
# another array.
# RUN: %dslc-ptx %s --kernel tile_copy --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=TILE
# RUN: %dslc compile %s --kernel same_array --signature "float32[::1], int64" --emit=llvm | FileCheck %s --check-prefix=SAME
# RUN: %dslc compile %s --kernel two_arrays --signature "float32[::1], float32[::1]" --emit=llvm | FileCheck %s --check-prefix=TWO
# RUN: %dslc compile %s --may-alias --kernel two_arrays --signature "float32[::1], float32[::1]" --emit=llvm | FileCheck %s --check-prefix=ALIAS
# RUN: %dslc compile %s --kernel barrier --signature "float32[::1]" --emit=llvm | FileCheck %s --check-prefix=BARRIER
# RUN: %dslc compile %s --kernel atomic --signature "float32[::1], float32[::1], float32[::1]" --emit=llvm | FileCheck %s --check-prefix=ATOMIC
from numba import cuda, float32


@cuda.jit
def tile_copy(a, out):
    buf = cuda.shared.array(1024, float32)
    j = cuda.threadIdx.x
    buf[j] = a[j]
    buf[j + 256] = a[j + 256]
    buf[j + 512] = a[j + 512]
    buf[j + 768] = a[j + 768]
    cuda.syncthreads()
    out[j] = buf[1023 - j]


# TILE-LABEL: .entry tile_copy(
# TILE-NOT: st.shared
# TILE: ld.global.nc.f32
# TILE-NOT: st.shared
# TILE: ld.global.nc.f32
# TILE-NOT: st.shared
# TILE: ld.global.nc.f32
# TILE-NOT: st.shared
# TILE: ld.global.nc.f32
# TILE-COUNT-4: st.shared.f32
# TILE-NEXT: bar.sync


@cuda.jit(coarsen=False)
def same_array(a, j):
    i = cuda.grid(1)
    a[i] = 1.0
    a[i + 1] = a[j] + 2.0


# The load of a[j] may read a[i]: the store stays above it.
# SAME-LABEL: define ptx_kernel void @same_array(
# SAME: store float 1.0
# SAME: load float
# SAME: store float


@cuda.jit(coarsen=False)
def two_arrays(a, b):
    i = cuda.grid(1)
    a[i] = 1.0
    a[i + 1] = b[i + 7]


# Arrays never overlap (the default): the store moves below b's load.
# TWO-LABEL: define ptx_kernel void @two_arrays(
# TWO: load float
# TWO: store float 1.0
# ALIAS-LABEL: define ptx_kernel void @two_arrays(
# ALIAS: store float 1.0
# ALIAS: load float


@cuda.jit
def barrier(a):
    buf = cuda.shared.array(256, float32)
    buf[cuda.threadIdx.x] = a[cuda.threadIdx.x]
    cuda.syncthreads()
    a[cuda.threadIdx.x] = buf[255 - cuda.threadIdx.x]


# BARRIER-LABEL: define ptx_kernel void @barrier(
# BARRIER: store float
# BARRIER-NEXT: call void @llvm.nvvm.barrier0()
# BARRIER: load float


@cuda.jit(coarsen=False)
def atomic(a, b, c):
    i = cuda.grid(1)
    a[i] = 1.0
    cuda.atomic.add(c, 0, 1.0)
    a[i + 1] = b[i]


# ATOMIC-LABEL: define ptx_kernel void @atomic(
# ATOMIC: store float 1.0
# ATOMIC: atomicrmw fadd
# ATOMIC: load float
