# A constant step above 1: the latch continues while the distance left
# (stop - iv, unsigned: it cannot overflow) exceeds the step, then adds it,
# so iv + step is only computed when it is still in the range.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64, int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b):
    s = 0
    for i in range(a, b, 4):
        s += i
    out[0] = s

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load i64, ptr %a
# CHECK: %[[B:.*]] = load i64, ptr %b
# CHECK: %[[ENTER:.*]] = icmp slt i64 %[[A]], %[[B]]
# CHECK-NEXT: br i1 %[[ENTER]], label %for.body, label %for.end
# CHECK: for.body:
# CHECK-NEXT: %iv = phi i64 [ %[[A]], %entry ], [ %next, %for.latch ]
# CHECK: for.latch:
# CHECK-NEXT: %distance = sub i64 %[[B]], %iv
# CHECK-NEXT: %[[AGAIN:.*]] = icmp ugt i64 %distance, 4
# CHECK-NEXT: %next = add nsw i64 %iv, 4
# CHECK-NEXT: br i1 %[[AGAIN]], label %for.body, label %for.end
