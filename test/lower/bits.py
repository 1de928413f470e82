# Bit intrinsics at the width of their argument: popc is llvm.ctpop, clz
# llvm.ctlz (defined for 0); brev is llvm.bitreverse at the width of its
# uint32 or uint64 version (Numba's choice: an int64 is converted to uint32); ffs is CUDA's __ffs,
# cttz + 1 and 0 for 0, as uint32. fma is llvm.fma (one rounding), cbrt
# libdevice's __nv_cbrtf / __nv_cbrt.
# RUN: %dslc compile %s --emit=llvm -O1 --kernel k --signature "int64[::1], float64[::1], uint32, int64, uint64, float32, float64" | FileCheck %s
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], float64[::1], uint32, int64, uint64, float32, float64" | FileCheck %s --check-prefix=CBRT
from numba import cuda


@cuda.jit
def k(out, fout, u, n, w, f, d):
    out[0] = cuda.popc(u)
    out[1] = cuda.popc(n)
    out[2] = cuda.clz(u)
    out[3] = cuda.clz(n)
    out[4] = cuda.brev(u)
    out[5] = cuda.brev(n)
    out[6] = cuda.ffs(u)
    out[7] = cuda.ffs(n)
    out[8] = cuda.brev(w)
    fout[0] = cuda.fma(f, f, f)
    fout[1] = cuda.fma(d, d, d)
    fout[2] = cuda.cbrt(f)
    fout[3] = cuda.cbrt(d)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: call {{.*}}i32 @llvm.ctpop.i32(i32 %u)
# CHECK: call {{.*}}i64 @llvm.ctpop.i64(i64 %n)
# CHECK: call {{.*}}i32 @llvm.ctlz.i32(i32 %u, i1 false)
# CHECK: call {{.*}}i64 @llvm.ctlz.i64(i64 %n, i1 false)
# CHECK: call i32 @llvm.bitreverse.i32(i32 %u)
# CHECK: %[[LOWN:.*]] = trunc i64 %n to i32
# CHECK-NEXT: call i32 @llvm.bitreverse.i32(i32 %[[LOWN]])
# CHECK: %[[TZ32:.*]] = tail call {{.*}}i32 @llvm.cttz.i32(i32 %u, i1 true)
# CHECK-NEXT: %[[POS32:.*]] = add nuw nsw i32 %[[TZ32]], 1
# CHECK-NEXT: %[[ZERO32:.*]] = icmp eq i32 %u, 0
# CHECK-NEXT: %[[FFS32:.*]] = select i1 %[[ZERO32]], i32 0, i32 %[[POS32]]
# CHECK: %[[FFS32W:.*]] = zext nneg i32 %[[FFS32]] to i64
# CHECK: store i64 %[[FFS32W]]
# CHECK: %[[TZ64:.*]] = tail call {{.*}}i64 @llvm.cttz.i64(i64 %n, i1 true)
# CHECK-NEXT: %[[POS64:.*]] = add nuw nsw i64 %[[TZ64]], 1
# CHECK-NEXT: %[[ZERO64:.*]] = icmp eq i64 %n, 0
# CHECK: select i1 %[[ZERO64]], i64 0, i64 %[[POS64]]
# CHECK: call i64 @llvm.bitreverse.i64(i64 %w)
# CHECK: call float @llvm.fma.f32(float %f, float %f, float %f)
# CHECK: call double @llvm.fma.f64(double %d, double %d, double %d)
# libdevice is linked and inlined: at -O0 its functions leave `.exit` blocks.
# CBRT: __nv_cbrtf.exit:
# CBRT: __nv_cbrt.exit:
