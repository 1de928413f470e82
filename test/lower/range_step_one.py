# `for i in range(n)`: a hidden induction variable, the target assigned from
# it at the top of the body. The preheader skips the loop when start >= stop;
# the latch adds 1 (nsw: the value is below stop) and tests against stop, so
# nothing past the end is ever computed and nothing overflows. With int32
# bounds the loop runs in int32 (Numba's range typing).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n):
    s = 0
    for i in range(n):
        s += i
    out[0] = s

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[N:.*]] = load i32, ptr %n
# CHECK-NEXT: %[[ENTER:.*]] = icmp slt i32 0, %[[N]]
# CHECK-NEXT: br i1 %[[ENTER]], label %for.body, label %for.end
# CHECK: for.body:
# CHECK-NEXT: %[[IV:iv]] = phi i32 [ 0, %entry ], [ %next, %for.latch ]
# CHECK-NEXT: store i32 %[[IV]], ptr %i
# CHECK: br label %for.latch
# CHECK: for.latch:
# CHECK-NEXT: %next = add nsw i32 %[[IV]], 1
# CHECK-NEXT: %[[AGAIN:.*]] = icmp slt i32 %next, %[[N]]
# CHECK-NEXT: br i1 %[[AGAIN]], label %for.body, label %for.end
# CHECK: for.end:
