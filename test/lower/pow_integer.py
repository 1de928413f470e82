# `a ** b` on integers with a run-time exponent: an always-inline helper,
# dslc.ipow.i64, with Numba's rules: square and multiply, and for a negative
# exponent 0, except +-1 for bases 1 and -1 and INT_MIN for base 0 (Numba's
# value under its NumPy error model). At -O0 it is already inlined.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64, int32" | FileCheck %s
# RUN: %dslc compile %s --emit=llvm -O0 --kernel u --signature "uint64[::1], uint64, uint64" | FileCheck %s --check-prefix=UNSIGNED
from numba import cuda


@cuda.jit
def k(out, a, b):
    out[0] = a ** b


@cuda.jit
def u(out, a, b):
    out[0] = a ** b

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[B:.*]] = sext i32 %{{.*}} to i64
# CHECK: %[[NEGATIVE:.*]] = icmp slt i64 %[[B]], 0
# CHECK: %[[ODD:.*]] = trunc i64 %[[B]] to i1
# CHECK: select i1 %[[ODD]], i64 -1, i64 1
# CHECK: select i1 %{{.*}}, i64 -9223372036854775808, i64 0
# CHECK: %[[EXP_ZERO:.*]] = icmp eq i64 %[[B]], 0
# CHECK: %[[EARLY:.*]] = or i1 %[[NEGATIVE]], %[[EXP_ZERO]]
# CHECK: br i1 %[[EARLY]], label %dslc.ipow.i64.exit, label %pow.start.i
# CHECK: pow.loop.i:
# CHECK: %[[PRODUCT:product.*]] = phi i64
# CHECK: %[[SQUARE:square.*]] = phi i64
# CHECK: %[[REMAINING:remaining.*]] = phi i64
# CHECK: %[[BIT:.*]] = trunc i64 %[[REMAINING]] to i1
# CHECK: %[[TIMES:.*]] = mul i64 %[[PRODUCT]], %[[SQUARE]]
# CHECK: select i1 %[[BIT]], i64 %[[TIMES]], i64 %[[PRODUCT]]
# CHECK: lshr i64 %[[REMAINING]], 1
# CHECK: mul i64 %[[SQUARE]], %[[SQUARE]]
# CHECK: dslc.ipow.i64.exit:
# CHECK: ret void

# An unsigned exponent is never negative.
# UNSIGNED-LABEL: define ptx_kernel void @u(
# UNSIGNED-NOT: icmp slt
# UNSIGNED: pow.loop.i:
# UNSIGNED: dslc.ipow.u64.exit:
