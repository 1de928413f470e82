# while: a header that tests the condition; `continue` goes back to it,
# `break` leaves for the end; the `else` block runs only when the condition
# fails (not after `break`).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n):
    i = 0
    while i < n:
        i += 1
        if i == 3:
            continue
        if out[i] < 0:
            break
    else:
        out[0] = i

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: br label %while.cond
# CHECK: while.cond:
# CHECK: %[[TEST:.*]] = icmp slt i64
# CHECK-NEXT: br i1 %[[TEST]], label %while.body, label %while.else
# CHECK: while.body:
# CHECK: br i1 %{{.*}}, label %if.then, label %if.end
# CHECK: if.then:
# CHECK-NEXT: br label %while.cond
# CHECK: br i1 %{{.*}}, label %[[BREAK:if.then.*]], label %[[NEXT:if.end.*]]
# CHECK: [[BREAK]]:
# CHECK-NEXT: br label %while.end
# CHECK: [[NEXT]]:
# CHECK-NEXT: br label %while.cond
# CHECK: while.else:
# CHECK: store i64
# CHECK: br label %while.end
# CHECK: while.end:
# CHECK-NEXT: ret void
