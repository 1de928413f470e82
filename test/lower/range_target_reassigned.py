# Assigning to the loop variable in the body does not change the iteration
# (Python's rule): the latch steps the hidden induction variable, not the
# variable's slot. After the loop the variable keeps its last value.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n):
    for i in range(n):
        i = i * 10
        out[0] += i
    out[1] = i

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: for.body:
# CHECK-NEXT: %iv = phi i64
# CHECK-NEXT: store i64 %iv, ptr %[[I:i[0-9]*]]
# CHECK: %[[TIMES:.*]] = mul i64 %{{.*}}, 10
# CHECK-NEXT: store i64 %[[TIMES]], ptr %[[I2:i[0-9]*]]
# CHECK: for.latch:
# CHECK-NEXT: %next = add nsw i64 %iv, 1
# CHECK: for.end:
# CHECK: load i64, ptr %[[I2]]
