# Integers to floats: sitofp or uitofp by the source's signedness (a bool is
# 0 or 1). Floats to integers truncate toward zero and saturate, NaN giving
# 0: for 32- and 64-bit integers PTX's cvt.rzi (which saturates by itself)
# as inline PTX, plus a NaN test where cvt.rzi does not give 0 for NaN (from
# float64, and to 64 bits); fptosi.sat for narrower integers. Not the NVVM
# intrinsics (llvm.nvvm.f2i.rz ...), which LLVM folds to poison for an
# out-of-range constant: an optimised kernel converting a constant too large
# for its type still gets the saturated value.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int32, uint64, bool, float32, float64" | FileCheck %s
# RUN: %dslc compile %s --emit=llvm --kernel constant_out_of_range --signature "uint32[::1], int64[::1]" | FileCheck %s --check-prefix=FOLD
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
# CHECK-NEXT: call i32 asm "cvt.rzi.s32.f32 $0, $1;", "=r,f"(float %[[X]])
# CHECK: %[[X2:.*]] = load float, ptr %x
# CHECK-NEXT: call i32 asm "cvt.rzi.u32.f32 $0, $1;", "=r,f"(float %[[X2]])
# CHECK: %[[X3:.*]] = load float, ptr %x
# CHECK-NEXT: %[[LL:.*]] = call i64 asm "cvt.rzi.s64.f32 $0, $1;", "=l,f"(float %[[X3]])
# CHECK-NEXT: %[[NAN:.*]] = fcmp uno float %[[X3]], %[[X3]]
# CHECK-NEXT: select i1 %[[NAN]], i64 0, i64 %[[LL]]
# CHECK: %[[D:.*]] = load double, ptr %d
# CHECK-NEXT: %[[DI:.*]] = call i32 asm "cvt.rzi.s32.f64 $0, $1;", "=r,d"(double %[[D]])
# CHECK-NEXT: %[[DNAN:.*]] = fcmp uno double %[[D]], %[[D]]
# CHECK-NEXT: select i1 %[[DNAN]], i32 0, i32 %[[DI]]
# CHECK: call i64 asm "cvt.rzi.u64.f64 $0, $1;", "=l,d"(double
# CHECK: call i8 @llvm.fptosi.sat.i8.f32(float
# CHECK: call i16 @llvm.fptoui.sat.i16.f64(double
# CHECK: ret void


@cuda.jit(device=True)
def to_uint32(x):
    return uint32(x)


# A device function's argument that optimisation makes a constant above the
# type's range: the stored value is computed (and saturates), not poison.
@cuda.jit
def constant_out_of_range(out, other):
    out[0] = to_uint32(min(max(float32(1881365963625), float32(0.0)), float32(4294967295.0)))
    other[0] = 1

# FOLD-LABEL: define ptx_kernel void @constant_out_of_range(
# FOLD: call i32 asm "cvt.rzi.u32.f32 $0, $1;", "=r,f"(float 0x41F0000000000000)
# FOLD-NEXT: store i32
# FOLD: store i64 1
