# `a[i] op= v` computes the element's address once, loads, operates in the
# operator's type and stores back converted to the element type; `x op= v`
# stores the result into x's slot (converted to the slot's type).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int32[::1], int64, float64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, i, x):
    a[i] += 3
    n = 0
    n -= i

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[ADDRESS:.*]] = getelementptr inbounds i32, ptr
# CHECK-NEXT: %[[OLD:.*]] = load i32, ptr %[[ADDRESS]], align 4
# CHECK-NEXT: %[[WIDE:.*]] = sext i32 %[[OLD]] to i64
# CHECK-NEXT: %[[SUM:.*]] = add i64 %[[WIDE]], 3
# CHECK-NEXT: %[[NARROW:.*]] = trunc i64 %[[SUM]] to i32
# CHECK-NEXT: store i32 %[[NARROW]], ptr %[[ADDRESS]], align 4
# CHECK-NOT: getelementptr
# CHECK: %[[N:.*]] = load i64, ptr %n
# CHECK: %[[DIFF:.*]] = sub i64 %[[N]], %{{.*}}
# CHECK-NEXT: store i64 %[[DIFF]], ptr %n
# CHECK: ret void
