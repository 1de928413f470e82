# An elementwise kernel is coarsened: each GPU thread runs 4 of the
# launch's threads (16 bytes of float32 per array), and the fast path
# issues the loads of x[i] and y[i] for all 4 before the first fma, then
# the 4 bodies, whose `i < x.size` tests are known to hold. The entry takes
# the user's grid.x as a last uint32 parameter; 0 runs each block as its
# own (an uncoarsened launch), and the one-by-one path covers chunks that
# are partial or whose arrays overlap. float64 gives a factor of 2.
# RUN: %dslc-ptx %s --kernel saxpy --signature "float32, float32[::1], float32[::1]" | FileCheck %s
# RUN: %dslc-ptx %s --kernel saxpy --signature "float64, float64[::1], float64[::1]" | FileCheck %s --check-prefix=F64
# RUN: %dslc compile %s --kernel saxpy --signature "float32, float32[::1], float32[::1]" --emit=llvm -O0 | FileCheck %s --check-prefix=IR
from numba import cuda


@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]

# CHECK: // dslc.kernel entry=saxpy kernel=saxpy signature="float32, float32[::1], float32[::1]" target=sm_90 cooperative=0 static_shared=0 dynamic_shared=0 coarsened=4 grid_parameter=5
# CHECK-LABEL: .visible .entry saxpy(
# CHECK: .param .u64 saxpy_param_4,
# CHECK-NEXT: .param .u32 saxpy_param_5
# CHECK-NEXT: )
# CHECK: ld.param.u32 %r{{[0-9]+}}, [saxpy_param_5];
# The fast path: 8 loads, back to back, then the 4 bodies.
# CHECK: ld.global.nc.f32
# CHECK-NOT: fma
# CHECK-COUNT-7: ld.global{{(.nc)?}}.f32
# CHECK-NOT: ld.global
# CHECK: fma.rn.f32
# CHECK-NEXT: st.global.f32
# CHECK-NEXT: fma.rn.f32
# CHECK-NEXT: st.global.f32
# CHECK-NEXT: fma.rn.f32
# CHECK-NEXT: st.global.f32
# CHECK-NEXT: fma.rn.f32
# CHECK-NEXT: st.global.f32

# F64: coarsened=2 grid_parameter=5
# F64-LABEL: .visible .entry saxpy(
# F64: ld.global.nc.f64
# F64-NOT: fma
# F64-COUNT-3: ld.global{{(.nc)?}}.f64
# F64-NOT: ld.global
# F64: fma.rn.f64
# F64-NEXT: st.global.f64
# F64-NEXT: fma.rn.f64
# F64-NEXT: st.global.f64

# The entry: grid.x 0 runs the body as written in block blockIdx.x; else
# the test for the fast path, then the loads ahead (and what the bodies'
# tests may assume), or the one-by-one loop. The bodies are inlined.
# IR: define ptx_kernel void @saxpy(float %a, ptr addrspace(1) noalias nocapture align 4 %x, i64 %x.shape0, ptr addrspace(1) noalias nocapture align 4 %y, i64 %y.shape0, i32 %grid.x)
# IR: icmp eq i32 %grid.x, 0
# IR: uncoarsened:
# IR: coarsened:
# IR: %base = mul nuw i32 %{{[0-9]+}}, 4
# IR: ahead:
# IR-COUNT-8: call void @llvm.assume(
# IR: one.run:
# IR-NOT: call void @saxpy.thread
