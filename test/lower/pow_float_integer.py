# A float to a run-time integer power, as Numba computes it (so results
# match bit for bit): the always-inline helper dslc.fpow.f64.i64 squares and
# multiplies by |exponent| and takes the reciprocal for a negative one; above
# 65536 it calls libdevice's pow, as Numba's math.pow fallback does.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], float64, int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, x, n):
    out[0] = x ** n

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[X:.*]] = load double, ptr %x
# CHECK: %[[N:.*]] = load i64, ptr %n
# CHECK: %[[NEGATIVE:.*]] = icmp slt i64 %[[N]], 0
# CHECK: %[[MINUS:.*]] = sub i64 0, %[[N]]
# CHECK: %[[MAGNITUDE:.*]] = select i1 %[[NEGATIVE]], i64 %[[MINUS]], i64 %[[N]]
# CHECK: %[[BIG:.*]] = icmp ugt i64 %[[MAGNITUDE]], 65536
# CHECK: br i1 %[[BIG]], label %pow.general.i, label %pow.check.i
# CHECK: pow.general.i:
# CHECK: sitofp i64 %[[N]] to double
# CHECK: pow.loop.i:
# CHECK: fmul double
# CHECK: pow.done.i:
# CHECK: %[[OUT:.*]] = phi double [ 1.000000e+00, %pow.check.i ]
# CHECK: %[[RECIPROCAL:.*]] = fdiv double 1.000000e+00, %[[OUT]]
# CHECK: select i1 %[[NEGATIVE]], double %[[RECIPROCAL]], double %[[OUT]]
# CHECK: dslc.fpow.f64.i64.exit:
# CHECK: ret void
