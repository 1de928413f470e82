# `+ - *` on integers compute in at least 64 bits, signed if either side is
# (Numba's typing): int32 operands are sign-extended, uint32 zero-extended.
# Wrapping arithmetic, no `nsw`: Numba's results on overflow.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int32, int32, uint32, uint64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b, u, v):
    out[0] = a + b
    out[1] = a - u
    out[2] = u * v

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load i32, ptr %a
# CHECK: %[[B:.*]] = load i32, ptr %b
# CHECK: %[[A64:.*]] = sext i32 %[[A]] to i64
# CHECK: %[[B64:.*]] = sext i32 %[[B]] to i64
# CHECK: add i64 %[[A64]], %[[B64]]
# int32 - uint32 is int64: the unsigned side is zero-extended.
# CHECK: %[[A2:.*]] = load i32, ptr %a
# CHECK: %[[U:.*]] = load i32, ptr %u
# CHECK: sext i32 %[[A2]] to i64
# CHECK: zext i32 %[[U]] to i64
# CHECK: sub i64
# uint32 * uint64 is uint64.
# CHECK: %[[U2:.*]] = load i32, ptr %u
# CHECK: %[[V:.*]] = load i64, ptr %v
# CHECK: %[[U64:.*]] = zext i32 %[[U2]] to i64
# CHECK: mul i64 %[[U64]], %[[V]]
# CHECK: ret void
