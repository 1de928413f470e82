# Shifts by the width or more (or by a negative amount, which is huge
# unsigned) give 0, or the sign for `>>` on a signed value: Python's
# integers have no width, and LLVM's shifts would be poison there.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64, int64, uint64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b, u):
    out[0] = a << b
    out[1] = a >> b
    out[2] = u >> b

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load i64, ptr %a
# CHECK: %[[B:.*]] = load i64, ptr %b
# CHECK: %[[WIDE:.*]] = icmp uge i64 %[[B]], 64
# CHECK: %[[SHL:.*]] = shl i64 %[[A]], %[[B]]
# CHECK: select i1 %[[WIDE]], i64 0, i64 %[[SHL]]
# An arithmetic shift by 63 at most keeps the sign.
# CHECK: %[[A2:.*]] = load i64, ptr %a
# CHECK: %[[B2:.*]] = load i64, ptr %b
# CHECK: %[[WIDE2:.*]] = icmp uge i64 %[[B2]], 64
# CHECK: %[[AMOUNT:.*]] = select i1 %[[WIDE2]], i64 63, i64 %[[B2]]
# CHECK: ashr i64 %[[A2]], %[[AMOUNT]]
# uint64 >> int64 is uint64 (the left side's type, Numba's typing): a
# logical shift.
# CHECK: %[[WIDE3:.*]] = icmp uge i64 %[[B3:.*]], 64
# CHECK: %[[SHR:.*]] = lshr i64 %{{.*}}, %[[B3]]
# CHECK: select i1 %[[WIDE3]], i64 0, i64 %[[SHR]]
# CHECK: ret void
