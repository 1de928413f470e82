# A strided array (`[:]`, any layout) is indexed with its byte strides:
# offset = i * s0 + j * s1 (`nsw` only: a stride may be negative), then a
# byte GEP; the access keeps the element's alignment.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[:, :], int32, int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, i, j):
    a[i, j] = a[j, i]

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[DATA:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %{{.*}}, 0
# CHECK: %[[S0:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %{{.*}}, 2, 0
# CHECK: %[[S1:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %{{.*}}, 2, 1
# CHECK: %[[J:.*]] = select i1
# CHECK: %[[I:.*]] = select i1
# CHECK-NEXT: %[[OFF0:.*]] = mul nsw i64 %[[J]], %[[S0]]
# CHECK-NEXT: %[[OFF1:.*]] = mul nsw i64 %[[I]], %[[S1]]
# CHECK-NEXT: %[[OFFSET:.*]] = add nsw i64 %[[OFF0]], %[[OFF1]]
# CHECK-NEXT: %[[ADDRESS:.*]] = getelementptr inbounds i8, ptr %[[DATA]], i64 %[[OFFSET]]
# CHECK-NEXT: %[[VALUE:.*]] = load float, ptr %[[ADDRESS]], align 4
# CHECK: getelementptr inbounds i8
# CHECK-NEXT: store float %[[VALUE]], ptr %{{.*}}, align 4
