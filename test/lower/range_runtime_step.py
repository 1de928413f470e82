# A step known only at run time: its sign is tested once before the loop
# and selects between the upward and downward forms (LLVM unswitches the
# loop on it); a zero step runs no iterations (Python raises ValueError)
# instead of looping forever.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64, int64, int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b, c):
    s = 0
    for i in range(a, b, c):
        s += i
    out[0] = s

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load i64, ptr %a
# CHECK: %[[B:.*]] = load i64, ptr %b
# CHECK: %[[C:.*]] = load i64, ptr %c
# CHECK-NEXT: %upward = icmp sgt i64 %[[C]], 0
# CHECK-NEXT: %[[BELOW:.*]] = icmp slt i64 %[[A]], %[[B]]
# CHECK-NEXT: %[[ABOVE:.*]] = icmp sgt i64 %[[A]], %[[B]]
# CHECK-NEXT: %[[INSIDE:.*]] = select i1 %upward, i1 %[[BELOW]], i1 %[[ABOVE]]
# CHECK-NEXT: %[[NONZERO:.*]] = icmp ne i64 %[[C]], 0
# CHECK-NEXT: %[[ENTER:.*]] = and i1 %[[INSIDE]], %[[NONZERO]]
# CHECK-NEXT: br i1 %[[ENTER]], label %for.count, label %for.end
# CHECK: for.count:
# CHECK-NEXT: %[[UP:.*]] = sub i64 %[[B]], %[[A]]
# CHECK-NEXT: %[[DOWN:.*]] = sub i64 %[[A]], %[[B]]
# CHECK-NEXT: %[[DISTANCE:.*]] = select i1 %upward, i64 %[[UP]], i64 %[[DOWN]]
# CHECK-NEXT: %[[MINUS:.*]] = sub i64 0, %[[C]]
# CHECK-NEXT: %[[STRIDE:.*]] = select i1 %upward, i64 %[[C]], i64 %[[MINUS]]
# CHECK-NEXT: %[[D1:.*]] = sub i64 %[[DISTANCE]], 1
# CHECK-NEXT: %[[Q:.*]] = udiv i64 %[[D1]], %[[STRIDE]]
# CHECK-NEXT: %count = add i64 %[[Q]], 1
# CHECK: for.latch:
# CHECK-NEXT: %left = sub i64 %remaining, 1
# CHECK-NEXT: %[[AGAIN:.*]] = icmp ne i64 %left, 0
# CHECK-NEXT: %next = add nsw i64 %iv, %[[C]]
# CHECK-NEXT: br i1 %[[AGAIN]], label %for.body, label %for.end
