# `x ** n` with a constant integer n (up to 65536, Numba's limit) multiplies
# out by squaring, as Numba's unrolled loop does, so results match bit for
# bit; a negative constant on a float base takes the reciprocal. A float
# base with an integer exponent gives float64.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int64, float64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, i, x):
    out[0] = i ** 3
    out[1] = x ** 5
    out[2] = x ** -2
    out[3] = x ** 0

# i ** 3 = i * i**2
# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[I:.*]] = load i64, ptr %i
# CHECK-NEXT: %[[I2:.*]] = mul i64 %[[I]], %[[I]]
# CHECK-NEXT: %[[I3:.*]] = mul i64 %[[I]], %[[I2]]
# CHECK: sitofp i64 %[[I3]] to double
# x ** 5 = x * (x**2)**2
# CHECK: %[[X:.*]] = load double, ptr %x
# CHECK-NEXT: %[[X2:.*]] = fmul double %[[X]], %[[X]]
# CHECK-NEXT: %[[X4:.*]] = fmul double %[[X2]], %[[X2]]
# CHECK-NEXT: %[[X5:.*]] = fmul double %[[X]], %[[X4]]
# CHECK: store double %[[X5]]
# x ** -2 = 1 / (x * x)
# CHECK: %[[Y:.*]] = load double, ptr %x
# CHECK-NEXT: %[[Y2:.*]] = fmul double %[[Y]], %[[Y]]
# CHECK-NEXT: %[[INV:.*]] = fdiv double 1.000000e+00, %[[Y2]]
# CHECK: store double %[[INV]]
# x ** 0 = 1
# CHECK: store double 1.000000e+00
# CHECK-NOT: pow
# CHECK: ret void
