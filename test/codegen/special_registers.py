# Thread indexing reads the PTX special registers directly.
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    out[0] = cuda.threadIdx.z + cuda.blockIdx.y + cuda.blockDim.x + cuda.gridDim.z + cuda.laneid

# CHECK-LABEL: .visible .entry k(
# CHECK-DAG: mov.u32 {{.*}}, %tid.z;
# CHECK-DAG: mov.u32 {{.*}}, %ctaid.y;
# CHECK-DAG: mov.u32 {{.*}}, %ntid.x;
# CHECK-DAG: mov.u32 {{.*}}, %nctaid.z;
# CHECK-DAG: mov.u32 {{.*}}, %laneid;
# CHECK: ret;
