# A constant step above 1: the iterations are counted before the loop,
# count = (stop - start - 1) / step + 1 in unsigned arithmetic (which cannot
# overflow), so that LLVM knows the trip count (and unrolls); the latch
# counts down, and iv + step is only used while it is in the range.
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
# CHECK-NEXT: br i1 %[[ENTER]], label %for.count, label %for.end
# CHECK: for.count:
# CHECK-NEXT: %distance = sub i64 %[[B]], %[[A]]
# CHECK-NEXT: %[[D1:.*]] = sub i64 %distance, 1
# CHECK-NEXT: %[[Q:.*]] = udiv i64 %[[D1]], 4
# CHECK-NEXT: %count = add i64 %[[Q]], 1
# CHECK: for.body:
# CHECK-NEXT: %iv = phi i64 [ %[[A]], %for.count ], [ %next, %for.latch ]
# CHECK-NEXT: %remaining = phi i64 [ %count, %for.count ], [ %left, %for.latch ]
# CHECK: for.latch:
# CHECK-NEXT: %left = sub i64 %remaining, 1
# CHECK-NEXT: %[[AGAIN:.*]] = icmp ne i64 %left, 0
# CHECK-NEXT: %next = add nsw i64 %iv, 4
# CHECK-NEXT: br i1 %[[AGAIN]], label %for.body, label %for.end
