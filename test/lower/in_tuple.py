# `x in (a, b, c)` compares x with each element (in its own common type)
# and ors the results; `not in` negates.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "bool[::1], int64, float64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, x):
    out[0] = a in (1, 5, 9)
    out[1] = x not in (1, 2.5)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load i64, ptr %a
# CHECK-NEXT: %[[F1:.*]] = icmp eq i64 %[[A]], 1
# CHECK-NEXT: %[[E5:.*]] = icmp eq i64 %[[A]], 5
# CHECK-NEXT: %[[F5:.*]] = or i1 %[[F1]], %[[E5]]
# CHECK-NEXT: %[[E9:.*]] = icmp eq i64 %[[A]], 9
# CHECK-NEXT: or i1 %[[F5]], %[[E9]]
# CHECK: %[[X:.*]] = load double, ptr %x
# CHECK-NEXT: fcmp oeq double %[[X]], 1.000000e+00
# CHECK: fcmp oeq double %[[X]], 2.500000e+00
# CHECK-NEXT: %[[FOUND:.*]] = or i1
# CHECK-NEXT: xor i1 %[[FOUND]], true
# CHECK: ret void
