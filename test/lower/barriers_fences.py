# Barriers and fences lower to their NVVM intrinsics; the predicate of
# syncthreads_count/and/or is an i32 that is 1 where the value is true.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int32[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, x):
    cuda.syncthreads()
    out[0] = cuda.syncthreads_count(x > 2)
    out[1] = cuda.syncthreads_and(x)
    out[2] = cuda.syncthreads_or(x == 3)
    cuda.syncwarp()
    cuda.syncwarp(0x0000FFFF)
    cuda.syncwarp(x)
    cuda.threadfence()
    cuda.threadfence_block()
    cuda.threadfence_system()

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: call void @llvm.nvvm.barrier0()
# CHECK: %[[GT:.*]] = icmp sgt i64 %{{.*}}, 2
# CHECK-NEXT: %[[GT32:.*]] = zext i1 %[[GT]] to i32
# CHECK-NEXT: %[[COUNT:.*]] = call i32 @llvm.nvvm.barrier0.popc(i32 %[[GT32]])
# CHECK: store i32 %[[COUNT]], ptr
# CHECK: %[[NZ:.*]] = icmp ne i64 %{{.*}}, 0
# CHECK-NEXT: %[[NZ32:.*]] = zext i1 %[[NZ]] to i32
# CHECK-NEXT: %[[AND:.*]] = call i32 @llvm.nvvm.barrier0.and(i32 %[[NZ32]])
# CHECK: store i32 %[[AND]], ptr
# CHECK: %[[EQ:.*]] = icmp eq i64 %{{.*}}, 3
# CHECK-NEXT: %[[EQ32:.*]] = zext i1 %[[EQ]] to i32
# CHECK-NEXT: %[[OR:.*]] = call i32 @llvm.nvvm.barrier0.or(i32 %[[EQ32]])
# CHECK: store i32 %[[OR]], ptr
# CHECK-NEXT: call void @llvm.nvvm.bar.warp.sync(i32 -1)
# CHECK-NEXT: call void @llvm.nvvm.bar.warp.sync(i32 65535)
# CHECK: %[[MASK:.*]] = trunc i64 %{{.*}} to i32
# CHECK-NEXT: call void @llvm.nvvm.bar.warp.sync(i32 %[[MASK]])
# CHECK-NEXT: call void @llvm.nvvm.membar.gl()
# CHECK-NEXT: call void @llvm.nvvm.membar.cta()
# CHECK-NEXT: call void @llvm.nvvm.membar.sys()
# CHECK-NEXT: ret void
