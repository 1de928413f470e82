# A negative constant step counts down: the loop runs while iv > stop; with
# step -1 the latch subtracts 1 (nsw) and compares, with step -3 the
# iterations are counted first, (start - stop - 1) / 3 + 1 (unsigned).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n):
    s = 0
    for i in range(n, 0, -1):
        s += i
    for j in range(n, -1, -3):
        s += j
    out[0] = s

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[N:.*]] = load i64, ptr %n
# CHECK-NEXT: %[[ENTER:.*]] = icmp sgt i64 %[[N]], 0
# CHECK-NEXT: br i1 %[[ENTER]], label %for.body, label %for.end
# CHECK: for.latch:
# CHECK-NEXT: %next = add nsw i64 %iv, -1
# CHECK-NEXT: %[[AGAIN:.*]] = icmp sgt i64 %next, 0
# CHECK: %[[N2:.*]] = load i64, ptr %n
# CHECK-NEXT: %[[ENTER2:.*]] = icmp sgt i64 %[[N2]], -1
# CHECK: for.count:
# CHECK-NEXT: %distance = sub i64 %[[N2]], -1
# CHECK-NEXT: %[[D1:.*]] = sub i64 %distance, 1
# CHECK-NEXT: %[[Q:.*]] = udiv i64 %[[D1]], 3
# CHECK-NEXT: %count = add i64 %[[Q]], 1
# CHECK: [[LATCH2:for.latch.*]]:
# CHECK-NEXT: %left = sub i64 %remaining, 1
# CHECK-NEXT: %[[AGAIN2:.*]] = icmp ne i64 %left, 0
# CHECK-NEXT: %[[NEXT2:next.*]] = add nsw i64 %[[IV2:iv.*]], -3
