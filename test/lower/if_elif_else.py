# if/elif/else: one test block per condition, laid out in source order, each
# arm branching to the common end.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n):
    if n < 0:
        out[0] = -1
    elif n == 0:
        out[0] = 0
    else:
        out[0] = 1

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[LT:.*]] = icmp slt i64 %{{.*}}, 0
# CHECK-NEXT: br i1 %[[LT]], label %if.then, label %if.else
# CHECK: if.then:
# CHECK: store i64 -1
# CHECK: br label %if.end
# CHECK: if.else:
# CHECK: %[[EQ:.*]] = icmp eq i64 %{{.*}}, 0
# CHECK-NEXT: br i1 %[[EQ]], label %[[THEN2:if.then.*]], label %[[ELSE2:if.else.*]]
# CHECK: [[THEN2]]:
# CHECK: store i64 0
# CHECK: br label %if.end
# CHECK: [[ELSE2]]:
# CHECK: store i64 1
# CHECK: br label %if.end
# CHECK: if.end:
# CHECK-NEXT: ret void
