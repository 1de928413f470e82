# Python's `//` on floats, CPython's algorithm as Numba runs it: fmod
# (libdevice), the quotient of what is left, one less when the remainder's
# sign differs from the divisor's, then floor rounded to the nearest. A
# zero divisor gives a / b (an infinity or NaN), Numba's NumPy error model.
# float32 stays float32 (__nv_fmodf).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], float64, float64" | FileCheck %s
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[::1], float32, float32" | FileCheck %s --check-prefix=F32
from numba import cuda


@cuda.jit
def k(out, a, b):
    out[0] = a // b

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load double, ptr %a
# CHECK: %[[B:.*]] = load double, ptr %b
# libdevice's fmod, inlined at -O0 too (it is always-inline).
# CHECK: __nv_fmod.exit:
# CHECK: %[[MOD:.*]] = phi double
# CHECK: %[[MOD_NONZERO:.*]] = fcmp une double %[[MOD]], 0.000000e+00
# CHECK: %[[B_NEG:.*]] = fcmp olt double %[[B]], 0.000000e+00
# CHECK: %[[MOD_NEG:.*]] = fcmp olt double %[[MOD]], 0.000000e+00
# CHECK: %[[DIFFER:.*]] = xor i1 %[[B_NEG]], %[[MOD_NEG]]
# CHECK: %[[ADJUST:.*]] = and i1 %[[MOD_NONZERO]], %[[DIFFER]]
# CHECK: %[[REST:.*]] = fsub double %[[A]], %[[MOD]]
# CHECK: %[[DIV:.*]] = fdiv double %[[REST]], %[[B]]
# CHECK: %[[LOWER:.*]] = fsub double %[[DIV]], 1.000000e+00
# CHECK: %[[DIV2:.*]] = select i1 %[[ADJUST]], double %[[LOWER]], double %[[DIV]]
# CHECK: %[[FLOOR:.*]] = call double @llvm.floor.f64(double %[[DIV2]])
# CHECK: %[[FRACTION:.*]] = fsub double %[[DIV2]], %[[FLOOR]]
# CHECK: %[[UP:.*]] = fcmp ogt double %[[FRACTION]], 5.000000e-01
# CHECK: %[[FLOOR1:.*]] = fadd double %[[FLOOR]], 1.000000e+00
# CHECK: %[[ROUNDED:.*]] = select i1 %[[UP]], double %[[FLOOR1]], double %[[FLOOR]]
# CHECK: %[[QUOTIENT:.*]] = fdiv double %[[A]], %[[B]]
# CHECK: %[[SIGNED_ZERO:.*]] = call double @llvm.copysign.f64(double 0.000000e+00, double %[[QUOTIENT]])
# CHECK: %[[DIV_NONZERO:.*]] = fcmp une double %[[DIV2]], 0.000000e+00
# CHECK: %[[RESULT:.*]] = select i1 %[[DIV_NONZERO]], double %[[ROUNDED]], double %[[SIGNED_ZERO]]
# CHECK: %[[B_ZERO:.*]] = fcmp oeq double %[[B]], 0.000000e+00
# CHECK: %[[FINAL:.*]] = select i1 %[[B_ZERO]], double %[[QUOTIENT]], double %[[RESULT]]
# CHECK: store double %[[FINAL]]

# F32-LABEL: define ptx_kernel void @k(
# F32: __nv_fmodf.exit:
# F32: call float @llvm.floor.f32(
# F32: fdiv float
