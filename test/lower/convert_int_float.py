# Integers to floats: sitofp or uitofp by the source's signedness (a bool is
# 0 or 1). Floats to integers truncate toward zero and saturate, NaN giving
# 0: for 32- and 64-bit integers the NVVM conversion (PTX's cvt.rzi, which
# saturates by itself), plus a NaN test where cvt.rzi does not give 0 for
# NaN (from float64, and to 64 bits); fptosi.sat for narrower integers.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int32, uint64, bool, float32, float64" | FileCheck %s
from numba import cuda, int8, uint16, int32, uint32, int64, uint64, float32, float64


@cuda.jit
def k(out, i, u, p, x, d):
    out[0] = float32(i)
    out[1] = float64(u)
    out[2] = float64(p)
    out[3] = int32(x)
    out[4] = uint32(x)
    out[5] = int64(x)
    out[6] = int32(d)
    out[7] = uint64(d)
    out[8] = int8(x)
    out[9] = uint16(d)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: sitofp i32 %{{.*}} to float
# CHECK: uitofp i64 %{{.*}} to double
# CHECK: uitofp i1 %{{.*}} to double
# float32 to 32 bits: cvt.rzi alone (NaN gives 0).
# CHECK: %[[X:.*]] = load float, ptr %x
# CHECK-NEXT: call i32 @llvm.nvvm.f2i.rz(float %[[X]])
# CHECK: %[[X2:.*]] = load float, ptr %x
# CHECK-NEXT: call i32 @llvm.nvvm.f2ui.rz(float %[[X2]])
# CHECK: %[[X3:.*]] = load float, ptr %x
# CHECK-NEXT: %[[LL:.*]] = call i64 @llvm.nvvm.f2ll.rz(float %[[X3]])
# CHECK-NEXT: %[[NAN:.*]] = fcmp uno float %[[X3]], %[[X3]]
# CHECK-NEXT: select i1 %[[NAN]], i64 0, i64 %[[LL]]
# CHECK: %[[D:.*]] = load double, ptr %d
# CHECK-NEXT: %[[DI:.*]] = call i32 @llvm.nvvm.d2i.rz(double %[[D]])
# CHECK-NEXT: %[[DNAN:.*]] = fcmp uno double %[[D]], %[[D]]
# CHECK-NEXT: select i1 %[[DNAN]], i32 0, i32 %[[DI]]
# CHECK: call i64 @llvm.nvvm.d2ull.rz(double
# CHECK: call i8 @llvm.fptosi.sat.i8.f32(float
# CHECK: call i16 @llvm.fptoui.sat.i16.f64(double
# CHECK: ret void
