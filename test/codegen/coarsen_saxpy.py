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

# The 4 bodies of the fast path and the one in the one-by-one loop are the
# only copies (inlined: saxpy's body is small); the loop is not unrolled.
# CHECK: .pragma "nounroll";
# CHECK: fma.rn.f32
# CHECK-NOT: fma
# CHECK-NOT: call
# CHECK: ret;

# The entry (at -O0, which inlines nothing): grid.x 0 runs block
# blockIdx.x alone through the one-by-one loop; else the test for the fast
# path, then the loads ahead (and what the bodies' tests may assume), each
# virtual thread's values put where its body call reads them, or the
# one-by-one loop of the chunk's blocks below grid.x, whose one call has the
# body read memory. The body is one function, inlined at -O3 when its cost
# is below 1600 / (C + 1) (320 here).
# IR: define ptx_kernel void @saxpy(float %a, ptr addrspace(1) noalias nocapture align 4 %x, i64 %x.shape0, ptr addrspace(1) noalias nocapture align 4 %y, i64 %y.shape0, i32 %grid.x)
# IR-NEXT: entry:
# IR-NEXT: %slot = alloca float, align 4
# IR-NEXT: %slot1 = alloca float, align 4
# IR: icmp eq i32 %grid.x, 0
# IR: uncoarsened:
# IR-NEXT: [[ONE:%[0-9]+]] = add nuw i32 [[CTAID:%[0-9]+]], 1
# IR: coarsened:
# IR: %base = mul nuw i32 [[CTAID]], 4
# IR: ahead:
# IR-COUNT-8: call void @llvm.assume(
# IR: store float %{{[0-9]+}}, ptr %slot, align 4
# IR-NEXT: store float %{{[0-9]+}}, ptr %slot1, align 4
# IR-NEXT: call void @saxpy.thread(float %a, ptr addrspace(1) %x, i64 %x.shape0, ptr addrspace(1) %y, i64 %y.shape0, i32 %base, i1 false, ptr %slot, ptr %slot1)
# IR-COUNT-3: call void @saxpy.thread({{.*}}, i1 false, ptr %slot, ptr %slot1)
# IR-NEXT: ret void
# IR: one.by.one:
# IR-NEXT: [[CHUNK_END:%[0-9]+]] = add nuw i32 %base, 4
# IR-NEXT: [[END:%[0-9]+]] = call i32 @llvm.umin.i32(i32 [[CHUNK_END]], i32 %grid.x)
# IR: one.loop:
# IR-NEXT: %block = phi i32 [ [[CTAID]], %uncoarsened ], [ %base, %one.by.one ], [ [[NEXT:%[0-9]+]], %one.run ]
# IR-NEXT: %end{{[0-9]*}} = phi i32 [ [[ONE]], %uncoarsened ], [ [[END]], %one.by.one ]
# IR: one.run:
# IR-NEXT: call void @saxpy.thread({{.*}}, i32 %block, i1 true, ptr %slot, ptr %slot1)
# IR-NEXT: [[NEXT]] = add nuw i32 %block, 1
# IR-NEXT: br label %one.loop, !llvm.loop [[LOOP:![0-9]+]]
# IR-NOT: call void @saxpy.thread
# The body reads x[i] and y[i] at the address the caller says: memory, or
# the value it loaded ahead.
# IR: define internal void @saxpy.thread({{.*}}, i32 %block, i1 %from.memory, ptr %{{[0-9]+}}, ptr %{{[0-9]+}}) #[[BODY:[0-9]+]]
# IR: [[X:%[0-9]+]] = select i1 %from.memory, ptr %{{[0-9]+}}, ptr %{{[0-9]+}}
# IR-NEXT: load float, ptr [[X]], align 4
# IR: attributes #[[BODY]] = { {{.*}}"function-inline-threshold"="320"
# IR: [[LOOP]] = distinct !{[[LOOP]], [[NOUNROLL:![0-9]+]]}
# IR: [[NOUNROLL]] = !{!"llvm.loop.unroll.disable"}
