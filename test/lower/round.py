# round(x) rounds half to even (rint) and gives an int64. round(x, n) is
# Numba's algorithm, bit for bit: scale by 10.0 ** |n| (Numba's square-and-
# multiply, exact up to 10**22; past 22 digits in two steps, 10**(n-22) and
# 1e22), rint, scale back; x itself when it is infinite or NaN, or when
# scaling overflows.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], float64, int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, x, n):
    out[0] = round(x)
    out[1] = round(x, n)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[EVEN:.*]] = call double @llvm.rint.f64(double
# CHECK-NEXT: call i64 asm "cvt.rzi.s64.f64 $0, $1;", "=l,d"(double %[[EVEN]])
# CHECK: %[[N:.*]] = load i64, ptr %n
# CHECK-NEXT: %[[POSITIVE:.*]] = icmp sge i64 %[[N]], 0
# CHECK-NEXT: %[[BIG:.*]] = icmp sgt i64 %[[N]], 22
# CHECK: call i64 @llvm.umin.i64(i64 %{{.*}}, i64 400)
# CHECK: pow.loop.i:
# CHECK: dslc.fpow.f64.u64.exit:
# CHECK: %[[POW1:.*]] = phi double
# CHECK: %[[POW2:.*]] = select i1 %[[BIG]], double 1.000000e+22, double 1.000000e+00
# CHECK-NEXT: %[[XP1:.*]] = fmul double %[[X:.*]], %[[POW1]]
# CHECK-NEXT: %[[UP:.*]] = fmul double %[[XP1]], %[[POW2]]
# CHECK-NEXT: %[[DOWN:.*]] = fdiv double %[[X]], %[[POW1]]
# CHECK-NEXT: %[[Y:.*]] = select i1 %[[POSITIVE]], double %[[UP]], double %[[DOWN]]
# CHECK-NEXT: %[[Z:.*]] = call double @llvm.rint.f64(double %[[Y]])
# CHECK: %[[RESULT:.*]] = select i1 %[[POSITIVE]], double
# CHECK: fcmp olt double %{{.*}}, 0x7FF0000000000000
# CHECK: fcmp oeq double %{{.*}}, 0x7FF0000000000000
# CHECK: select i1 %{{.*}}, double %[[X]], double %[[RESULT]]
# CHECK: ret void
