# `//` and `%` by a constant power of two are an arithmetic shift and a
# mask, which round toward negative infinity as Python does (-5 // 4 == -2,
# -5 % 4 == 3); no division, no sign fix-up. Unsigned values shift
# logically. Other constants keep the general form (LLVM turns it into a
# multiplication). (uint32 // 8 is int64, Numba's typing: 8 is an int64.)
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64, uint32" | FileCheck %s
from numba import cuda, uint32


@cuda.jit
def k(out, a, u):
    out[0] = a // 4
    out[1] = a % 32
    out[2] = u // uint32(8)
    out[3] = u % 2
    out[4] = a // -4
    out[5] = a // 1

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load i64, ptr %a
# CHECK-NEXT: ashr i64 %[[A]], 2
# CHECK: %[[A2:.*]] = load i64, ptr %a
# CHECK-NEXT: and i64 %[[A2]], 31
# CHECK: %[[U:.*]] = load i32, ptr %u
# CHECK-NEXT: %[[U64:.*]] = zext i32 %[[U]] to i64
# CHECK-NEXT: lshr i64 %[[U64]], 3
# CHECK: %[[U2:.*]] = zext i32 %{{.*}} to i64
# CHECK-NEXT: and i64 %[[U2]], 1
# A negative divisor takes the general form.
# CHECK: sdiv i64 %{{.*}}, %{{.*}}
# `a // 1` is `a`.
# CHECK: %[[A3:.*]] = load i64, ptr %a
# CHECK-NEXT: load
# CHECK-NOT: ashr
# CHECK: store i64 %[[A3]]
# CHECK: ret void
