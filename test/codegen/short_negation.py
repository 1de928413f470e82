# A 16-bit negation or absolute value is computed in 32 bits and wrapped to
# 16 with an explicit sign extension: ptxas compiles `neg.s16` or `abs.s16`
# followed by `cvt.s32.s16` as a 32-bit negation of the sign-extended
# operand, so -int16(-32768) came out as 32768 (Numba's -32768). No
# `neg.s16` or `abs.s16` at any optimisation level; 8-bit and wider ones
# are left alone (their wrap is correct).
# RUN: %dslc-ptx %s --kernel negate_short --signature "int16[::1], int64[::1]" | FileCheck %s
# RUN: %dslc-ptx %s --kernel negate_short --signature "int16[::1], int64[::1]" -O0 | FileCheck %s
# RUN: %dslc-ptx %s --kernel abs_short --signature "int16[::1], int32[::1]" | FileCheck %s --check-prefix=ABS
# RUN: %dslc-ptx %s --kernel negate_wide --signature "int32[::1], int64[::1]" | FileCheck %s --check-prefix=WIDE
#
# A negation of a 16-bit absolute value is two of them in a row: rewriting
# the abs changes the negation's operand, which the rewrite of the negation
# must read then (it once used the abs it had seen before, deleted by then,
# and -O0 crashed in instruction selection, "Cannot select: sign_extend").
# RUN: %dslc-ptx %s --kernel negate_abs_short --signature "int16[::1], int32[::1]" -O0 | FileCheck %s --check-prefix=CHAIN
# RUN: %dslc-ptx %s --kernel negate_abs_short --signature "int16[::1], int32[::1]" | FileCheck %s --check-prefix=CHAIN
# RUN: %dslc compile %s --emit=llvm -O0 --kernel negate_abs_short --signature "int16[::1], int32[::1]" | FileCheck %s --check-prefix=CHAIN-IR
from numba import cuda


@cuda.jit
def negate_short(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = -a[i]


# CHECK-LABEL: .entry negate_short
# CHECK-NOT: neg.s16
# CHECK: neg.s32 [[N:%r[0-9]+]],
# CHECK: cvt.s64.s16 {{%rd[0-9]+}}, {{%r[0-9]+|%rd[0-9]+}};
# CHECK-NOT: neg.s16
# CHECK: ret;


@cuda.jit
def abs_short(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = abs(a[i])


# ABS-LABEL: .entry abs_short
# ABS-NOT: abs.s16
# ABS: abs.s32
# ABS: cvt.s32.s16
# ABS-NOT: abs.s16
# ABS: ret;


@cuda.jit
def negate_wide(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = -a[i]


# WIDE-LABEL: .entry negate_wide
# WIDE: neg.s32
# WIDE: cvt.s64.s32
# WIDE: ret;


@cuda.jit
def negate_abs_short(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = -abs(a[i])


# CHAIN-LABEL: .entry negate_abs_short
# CHAIN-NOT: neg.s16
# CHAIN-NOT: abs.s16
# CHAIN: abs.s32
# CHAIN: neg.s32
# CHAIN: ret;
# CHAIN-IR-LABEL: define ptx_kernel void @negate_abs_short(
# CHAIN-IR-NOT: badref
# CHAIN-IR: %[[MAGNITUDE:.*]] = call i32 @llvm.abs.i32(i32 %{{.*}}, i1 false)
# CHAIN-IR-NEXT: %[[NARROW:.*]] = trunc i32 %[[MAGNITUDE]] to i16
# CHAIN-IR-NEXT: %[[EXTENDED:.*]] = sext i16 %[[NARROW]] to i32
# CHAIN-IR-NEXT: sub i32 0, %[[EXTENDED]]
# CHAIN-IR-NOT: badref
