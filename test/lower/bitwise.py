# `& | ^` on integers widen to 64 bits; on two bools they stay i1 (NumPy's
# logical result, as Numba gives).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int32, uint8, bool, bool" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b, p, q):
    out[0] = a & b
    out[1] = a | b
    out[2] = a ^ b
    out[3] = p & q
    out[4] = p | q
    out[5] = p ^ q

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = sext i32 %{{.*}} to i64
# CHECK: %[[B:.*]] = zext i8 %{{.*}} to i64
# CHECK: and i64 %[[A]], %[[B]]
# CHECK: or i64
# CHECK: xor i64
# CHECK: %[[P:.*]] = load i1, ptr %p
# CHECK: %[[Q:.*]] = load i1, ptr %q
# CHECK: %[[AND:.*]] = and i1 %[[P]], %[[Q]]
# CHECK: zext i1 %[[AND]] to i64
# CHECK: or i1
# CHECK: xor i1
# CHECK: ret void
