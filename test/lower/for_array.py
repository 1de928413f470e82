# `for x in array` (1-D): a counted loop over the extent, loading element i;
# the index is never negative, so it gets no wraparound test.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[::1], float32[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a):
    s = 0.0
    for x in a:
        s += x
    out[0] = s

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[EXTENT:.*]] = extractvalue { ptr, [1 x i64], [1 x i64] } %{{.*}}, 1, 0
# CHECK: %[[STRIDE:.*]] = extractvalue { ptr, [1 x i64], [1 x i64] } %{{.*}}, 2, 0
# CHECK: %[[ENTER:.*]] = icmp slt i64 0, %[[EXTENT]]
# CHECK-NEXT: br i1 %[[ENTER]], label %for.body, label %for.end
# CHECK: for.body:
# CHECK-NEXT: %index = phi i64 [ 0, %entry ], [ %next, %for.latch ]
# CHECK-NEXT: %[[OFFSET:.*]] = mul nsw i64 %index, %[[STRIDE]]
# CHECK-NEXT: %[[ADDRESS:.*]] = getelementptr inbounds i8, ptr %{{.*}}, i64 %[[OFFSET]]
# CHECK-NEXT: %[[X:.*]] = load float, ptr %[[ADDRESS]], align 4
# CHECK-NEXT: store float %[[X]], ptr %x
# CHECK: for.latch:
# CHECK-NEXT: %next = add nuw nsw i64 %index, 1
# CHECK-NEXT: icmp slt i64 %next, %[[EXTENT]]
