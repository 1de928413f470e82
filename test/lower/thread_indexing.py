# threadIdx, blockIdx, blockDim and gridDim read the PTX special registers
# (%tid, %ctaid, %ntid, %nctaid) for x, y and z; cuda.laneid reads %laneid.
# They are 32-bit; LLVM knows their ranges.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    out[0] = cuda.threadIdx.x + cuda.threadIdx.y + cuda.threadIdx.z
    out[1] = cuda.blockIdx.x + cuda.blockIdx.y + cuda.blockIdx.z
    out[2] = cuda.blockDim.x + cuda.blockDim.y + cuda.blockDim.z
    out[3] = cuda.gridDim.x + cuda.gridDim.y + cuda.gridDim.z
    out[4] = cuda.laneid

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.y()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.z()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
# CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
# CHECK: %[[LANE:.*]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.laneid()
# CHECK: sext i32 %[[LANE]] to i64
# CHECK: ret void
