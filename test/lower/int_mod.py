# Python's `%` on signed integers takes the divisor's sign: srem, plus the
# divisor when the remainder is nonzero and its sign differs. A zero divisor
# and INT_MIN % -1 give 0, as in Numba. int32 operands compute in int64.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int32, int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b):
    out[0] = a % b

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = sext i32 %{{.*}} to i64
# CHECK: %[[B:.*]] = sext i32 %{{.*}} to i64
# CHECK: %[[ZERO:.*]] = icmp eq i64 %[[B]], 0
# CHECK: %[[UNDEFINED:.*]] = or i1 %[[ZERO]],
# CHECK: %[[SAFE:.*]] = select i1 %[[UNDEFINED]], i64 1, i64 %[[B]]
# CHECK: %[[R:.*]] = srem i64 %[[A]], %[[SAFE]]
# CHECK: %[[ADJUST:.*]] = and i1
# CHECK: %[[MOVED:.*]] = add i64 %[[R]], %[[B]]
# CHECK: %[[MOD:.*]] = select i1 %[[ADJUST]], i64 %[[MOVED]], i64 %[[R]]
# CHECK: %[[RESULT:.*]] = select i1 %[[UNDEFINED]], i64 0, i64 %[[MOD]]
# CHECK: store i64 %[[RESULT]]
