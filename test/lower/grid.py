# cuda.grid(n) is threadIdx + blockIdx * blockDim per axis, cuda.gridsize(n)
# blockDim * gridDim: int64 (as in Numba), from the 32-bit registers
# zero-extended, so the arithmetic cannot overflow (`nuw nsw`, which also
# tells LLVM the result is never negative). Two or three axes give a tuple.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    i = cuda.grid(1)
    x, y = cuda.grid(2)
    a, b, c = cuda.grid(3)
    out[0] = cuda.gridsize(1)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[NTID:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
# CHECK-NEXT: %[[NTID64:.*]] = zext i32 %[[NTID]] to i64
# CHECK-NEXT: %[[CTAID:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
# CHECK-NEXT: %[[CTAID64:.*]] = zext i32 %[[CTAID]] to i64
# CHECK-NEXT: %[[START:.*]] = mul nuw nsw i64 %[[CTAID64]], %[[NTID64]]
# CHECK-NEXT: %[[TID:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
# CHECK-NEXT: %[[TID64:.*]] = zext i32 %[[TID]] to i64
# CHECK-NEXT: %[[I:.*]] = add nuw nsw i64 %[[TID64]], %[[START]]
# CHECK-NEXT: store i64 %[[I]], ptr %i
# grid(2): a tuple of the x and y values.
# CHECK: @llvm.nvvm.read.ptx.sreg.tid.x()
# CHECK: @llvm.nvvm.read.ptx.sreg.tid.y()
# CHECK: %[[Y:.*]] = add nuw nsw i64
# CHECK: %[[PAIR:.*]] = insertvalue { i64, i64 } %{{.*}}, i64 %[[Y]], 1
# CHECK: extractvalue { i64, i64 } %[[PAIR]], 0
# CHECK: @llvm.nvvm.read.ptx.sreg.tid.z()
# CHECK: insertvalue { i64, i64, i64 }
# gridsize(1)
# CHECK: %[[NTID_S:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
# CHECK-NEXT: %[[NTID_S64:.*]] = zext i32 %[[NTID_S]] to i64
# CHECK-NEXT: %[[NCTAID:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
# CHECK-NEXT: %[[NCTAID64:.*]] = zext i32 %[[NCTAID]] to i64
# CHECK-NEXT: mul nuw nsw i64 %[[NTID_S64]], %[[NCTAID64]]
# CHECK: ret void
