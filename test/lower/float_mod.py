# Python's `%` on floats takes the divisor's sign: fmod, plus the divisor
# when the remainder is nonzero and its sign differs; a zero remainder is a
# zero with the divisor's sign. A zero divisor gives fmod's NaN.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], float64, float64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b):
    out[0] = a % b

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[B:.*]] = load double, ptr %b
# CHECK: __nv_fmod.exit:
# CHECK: %[[MOD:.*]] = phi double
# CHECK: %[[MOD_NONZERO:.*]] = fcmp une double %[[MOD]], 0.000000e+00
# CHECK: %[[B_NEG:.*]] = fcmp olt double %[[B]], 0.000000e+00
# CHECK: %[[MOD_NEG:.*]] = fcmp olt double %[[MOD]], 0.000000e+00
# CHECK: %[[DIFFER:.*]] = xor i1 %[[B_NEG]], %[[MOD_NEG]]
# CHECK: %[[ADJUST:.*]] = and i1 %[[MOD_NONZERO]], %[[DIFFER]]
# CHECK: %[[MOVED:.*]] = fadd double %[[MOD]], %[[B]]
# CHECK: %[[MOD2:.*]] = select i1 %[[ADJUST]], double %[[MOVED]], double %[[MOD]]
# CHECK: %[[SIGNED_ZERO:.*]] = call double @llvm.copysign.f64(double 0.000000e+00, double %[[B]])
# CHECK: %[[RESULT:.*]] = select i1 %[[MOD_NONZERO]], double %[[MOD2]], double %[[SIGNED_ZERO]]
# CHECK: store double %[[RESULT]]
# CHECK-NOT: floor
# CHECK: ret void
