# cuda.cg.this_grid() has no run-time value; .sync() is the inline grid
# barrier of CUDA's cooperative groups: bar.sync, then thread (0,0,0) of each
# block adds its arrival to the word at offset 4 of the cooperative-launch
# workspace ((%envreg1 << 32) | %envreg2, trapping when null) and spins
# until bit 31 of the word flips, then bar.sync. From sm_70 the add is a
# release and the spin loads are acquires (inline PTX); before, membar.gl
# around a relaxed atomic add and volatile loads.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1]" | FileCheck %s --check-prefixes=CHECK,SM90
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1]" --arch sm_60 | FileCheck %s --check-prefixes=CHECK,SM60
from numba import cuda


@cuda.jit
def k(x):
    g = cuda.cg.this_grid()
    x[0] = 1
    g.sync()
    x[1] = 2

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: store i64 1, ptr
# CHECK-NEXT: call void @llvm.nvvm.barrier0()
# CHECK-NEXT: %[[TX:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
# CHECK-NEXT: %[[TY:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.y()
# CHECK-NEXT: %[[T1:.*]] = or i32 %[[TX]], %[[TY]]
# CHECK-NEXT: %[[TZ:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.z()
# CHECK-NEXT: %[[T2:.*]] = or i32 %[[T1]], %[[TZ]]
# CHECK-NEXT: %[[MASTER:.*]] = icmp eq i32 %[[T2]], 0
# CHECK-NEXT: br i1 %[[MASTER]], label %gridsync.arrive, label %gridsync.done

# CHECK: gridsync.arrive:
# CHECK-NEXT: %[[HI:.*]] = call i32 @llvm.nvvm.read.ptx.sreg.envreg1()
# CHECK-NEXT: %[[HI64:.*]] = zext i32 %[[HI]] to i64
# CHECK-NEXT: %[[LO:.*]] = call i32 @llvm.nvvm.read.ptx.sreg.envreg2()
# CHECK-NEXT: %[[LO64:.*]] = zext i32 %[[LO]] to i64
# CHECK-NEXT: %[[SHIFTED:.*]] = shl i64 %[[HI64]], 32
# CHECK-NEXT: %workspace = or i64 %[[SHIFTED]], %[[LO64]]
# CHECK-NEXT: %[[NULL:.*]] = icmp eq i64 %workspace, 0
# CHECK-NEXT: br i1 %[[NULL]], label %gridsync.noworkspace, label %gridsync.add

# CHECK: gridsync.noworkspace:
# CHECK-NEXT: call void @llvm.trap()
# CHECK-NEXT: unreachable

# CHECK: gridsync.add:
# CHECK-NEXT: %[[WORD:.*]] = add i64 %workspace, 4
# CHECK-NEXT: %barrier_word = inttoptr i64 %[[WORD]] to ptr
# CHECK: %[[BX:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
# CHECK-NEXT: %[[BY:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
# CHECK-NEXT: %[[B1:.*]] = mul i32 %[[BX]], %[[BY]]
# CHECK-NEXT: %[[BZ:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
# CHECK-NEXT: %[[BLOCKS:.*]] = mul i32 %[[B1]], %[[BZ]]
# CHECK: %[[FIRST:.*]] = icmp eq i32 %{{.*}}, 0
# CHECK-NEXT: %[[REST:.*]] = sub i32 %[[BLOCKS]], 1
# CHECK-NEXT: %[[FLIP:.*]] = sub i32 -2147483648, %[[REST]]
# CHECK-NEXT: %[[ARRIVAL:.*]] = select i1 %[[FIRST]], i32 %[[FLIP]], i32 1
# SM90-NEXT: %[[BEFORE:.*]] = call i32 asm sideeffect "atom.add.release.gpu.u32 $0, [$1], $2;", "=r,l,r,~{memory}"(ptr %barrier_word, i32 %[[ARRIVAL]])
# SM60-NEXT: call void @llvm.nvvm.membar.gl()
# SM60-NEXT: %[[GLOBAL:.*]] = addrspacecast ptr %barrier_word to ptr addrspace(1)
# SM60-NEXT: %[[BEFORE:.*]] = atomicrmw add ptr addrspace(1) %[[GLOBAL]], i32 %[[ARRIVAL]] monotonic, align 4
# CHECK-NEXT: br label %gridsync.spin

# CHECK: gridsync.spin:
# SM90-NEXT: %[[NOW:.*]] = call i32 asm sideeffect "ld.acquire.gpu.u32 $0, [$1];", "=r,l,~{memory}"(ptr %barrier_word)
# SM60-NEXT: %[[NOW:.*]] = load volatile i32, ptr %barrier_word, align 4
# CHECK-NEXT: %[[DIFF:.*]] = xor i32 %[[BEFORE]], %[[NOW]]
# CHECK-NEXT: %[[BIT:.*]] = and i32 %[[DIFF]], -2147483648
# CHECK-NEXT: %[[FLIPPED:.*]] = icmp ne i32 %[[BIT]], 0
# CHECK-NEXT: br i1 %[[FLIPPED]], label %gridsync.left, label %gridsync.spin

# CHECK: gridsync.left:
# SM60-NEXT: call void @llvm.nvvm.membar.gl()
# CHECK-NEXT: br label %gridsync.done

# CHECK: gridsync.done:
# CHECK-NEXT: call void @llvm.nvvm.barrier0()
# CHECK: store i64 2, ptr
