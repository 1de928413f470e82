# Unary operators: `-` and `~` widen integers to 64 bits (Numba's typing),
# after working in the operand's own width (as Numba lowers them);
# `-` on floats is fneg (so -0.0 is right); `not` tests truth (a float is
# true when it is not 0, NaN included, so the test is unordered); `~` on a
# bool is logical not (NumPy's rule); `+` converts only.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int32, float32, bool, uint8" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, x, p, u):
    out[0] = -a
    out[1] = ~a
    out[2] = -x
    out[3] = not x
    out[4] = ~p
    out[5] = +u

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = sub i32 0, %{{.*}}
# CHECK-NEXT: sext i32 %[[A]] to i64
# CHECK: %[[A2:.*]] = xor i32 %{{.*}}, -1
# CHECK-NEXT: sext i32 %[[A2]] to i64
# CHECK: %[[X:.*]] = load float, ptr %x
# CHECK-NEXT: fneg float %[[X]]
# CHECK: %[[X2:.*]] = load float, ptr %x
# CHECK-NEXT: %[[TRUE:.*]] = fcmp une float %[[X2]], 0.000000e+00
# CHECK-NEXT: xor i1 %[[TRUE]], true
# CHECK: %[[P:.*]] = load i1, ptr %p
# CHECK-NEXT: xor i1 %[[P]], true
# CHECK: %[[U:.*]] = load i8, ptr %u
# CHECK-NEXT: %[[U64:.*]] = zext i8 %[[U]] to i64
# CHECK: uitofp i64 %[[U64]] to double
# CHECK: ret void
