# math functions PTX has instructions for become LLVM intrinsics the NVPTX
# back end selects directly: sqrt (sqrt.rn), fabs, floor, ceil, trunc,
# copysign. floor/ceil/trunc give floats (as in Numba-CUDA); float32
# arguments compute in float32; isnan/isinf/isfinite are compares.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], float32, float64" | FileCheck %s
from numba import cuda
import math


@cuda.jit
def k(out, x, d):
    out[0] = math.sqrt(x)
    out[1] = math.fabs(d)
    out[2] = math.floor(x)
    out[3] = math.ceil(d)
    out[4] = math.trunc(d)
    out[5] = math.copysign(x, x)
    out[6] = math.isnan(d)
    out[7] = math.isinf(x)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: call float @llvm.sqrt.f32(float
# CHECK: call double @llvm.fabs.f64(double
# CHECK: %[[FLOOR:.*]] = call float @llvm.floor.f32(float
# CHECK: fpext float %[[FLOOR]] to double
# CHECK: call double @llvm.ceil.f64(double
# CHECK: call double @llvm.trunc.f64(double
# CHECK: call float @llvm.copysign.f32(float
# CHECK: %[[D:.*]] = load double, ptr %d
# CHECK-NEXT: fcmp uno double %[[D]], %[[D]]
# CHECK: %[[ABS:.*]] = call float @llvm.fabs.f32(float
# CHECK-NEXT: fcmp oeq float %[[ABS]], 0x7FF0000000000000
# CHECK-NOT: __nv_
# CHECK: ret void
