# `//` and `%` on unsigned integers: udiv and urem, with a zero divisor
# giving 0 (and made 1 so that the division never traps).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "uint64[::1], uint64, uint32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b):
    out[0] = a // b
    out[1] = a % b

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[B:.*]] = zext i32 %{{.*}} to i64
# CHECK: %[[ZERO:.*]] = icmp eq i64 %[[B]], 0
# CHECK: %[[SAFE:.*]] = select i1 %[[ZERO]], i64 1, i64 %[[B]]
# CHECK: %[[Q:.*]] = udiv i64 %{{.*}}, %[[SAFE]]
# CHECK: select i1 %[[ZERO]], i64 0, i64 %[[Q]]
# CHECK: %[[ZERO2:.*]] = icmp eq i64 %[[B2:.*]], 0
# CHECK: %[[SAFE2:.*]] = select i1 %[[ZERO2]], i64 1, i64 %[[B2]]
# CHECK: %[[R:.*]] = urem i64 %{{.*}}, %[[SAFE2]]
# CHECK: select i1 %[[ZERO2]], i64 0, i64 %[[R]]
# CHECK-NOT: sdiv
# CHECK-NOT: srem
# CHECK: ret void
