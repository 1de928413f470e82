# Shared arrays are .shared variables in the kernel; LLVM's address-space
# inference turns the generic accesses through their arrays back into
# ld.shared/st.shared. Dynamic arrays start at the one .extern .shared
# array, sized by %dynamic_smem_size.
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32[::1]" | FileCheck %s
from numba import cuda, float32


@cuda.jit
def k(a, out):
    tile = cuda.shared.array((2, 64), float32)
    extra = cuda.shared.array(0, float32)
    t = cuda.threadIdx.x
    tile[1, t] = a[t]
    extra[t] = a[t] * 2
    cuda.syncthreads()
    out[t] = tile[1, 63 - t] + extra[extra.shape[0] - 1 - t]

# CHECK: static_shared=512 dynamic_shared=1
# CHECK: .extern .shared .align 16 .b8 __dslc_dynamic_shared[];
# CHECK-LABEL: .visible .entry k(
# CHECK: .shared .align 16 .b8 k_$_shared_$_L11[512];
# CHECK-NOT: ld.f32
# CHECK-NOT: st.f32
# CHECK-DAG: mov.u32 %r{{[0-9]+}}, %dynamic_smem_size;
# CHECK-DAG: st.shared.f32 [{{.*}}+256], %f{{[0-9]+}};
# CHECK-DAG: st.shared.f32 [{{.*}}], %f{{[0-9]+}};
# CHECK: bar.sync 0;
# CHECK-NOT: ld.f32
# CHECK-DAG: ld.shared.f32 %f{{[0-9]+}}, [{{.*}}+256];
# CHECK-DAG: ld.shared.f32 %f{{[0-9]+}}, [{{.*}}];
# CHECK: st.global.f32
