# Python's `//` on signed integers rounds toward negative infinity: sdiv,
# then one less when the remainder is nonzero and its sign differs from the
# divisor's. A zero divisor, and INT_MIN // -1 (which overflows), give 0 as
# in Numba; the divisor is made 1 there so that sdiv never traps.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64, int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b):
    out[0] = a // b

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load i64, ptr %a
# CHECK: %[[B:.*]] = load i64, ptr %b
# CHECK: %[[ZERO:.*]] = icmp eq i64 %[[B]], 0
# CHECK: %[[MIN:.*]] = icmp eq i64 %[[A]], -9223372036854775808
# CHECK: %[[MINUS1:.*]] = icmp eq i64 %[[B]], -1
# CHECK: %[[OVERFLOW:.*]] = and i1 %[[MIN]], %[[MINUS1]]
# CHECK: %[[UNDEFINED:.*]] = or i1 %[[ZERO]], %[[OVERFLOW]]
# CHECK: %[[SAFE:.*]] = select i1 %[[UNDEFINED]], i64 1, i64 %[[B]]
# CHECK: %[[Q:.*]] = sdiv i64 %[[A]], %[[SAFE]]
# CHECK: %[[R:.*]] = srem i64 %[[A]], %[[SAFE]]
# CHECK: %[[R_NONZERO:.*]] = icmp ne i64 %[[R]], 0
# CHECK: %[[SIGNS:.*]] = xor i64 %[[R]], %[[B]]
# CHECK: %[[DIFFER:.*]] = icmp slt i64 %[[SIGNS]], 0
# CHECK: %[[ADJUST:.*]] = and i1 %[[R_NONZERO]], %[[DIFFER]]
# CHECK: %[[ONE:.*]] = zext i1 %[[ADJUST]] to i64
# CHECK: %[[FLOOR:.*]] = sub i64 %[[Q]], %[[ONE]]
# CHECK: %[[RESULT:.*]] = select i1 %[[UNDEFINED]], i64 0, i64 %[[FLOOR]]
# CHECK: store i64 %[[RESULT]]
