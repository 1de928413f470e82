# A negative index counts from the end, as in Numba: for signed index types
# a select adds the extent when the index is below zero; unsigned indices
# (and bools) get no test; constant indices are decided here (a[-1] is
# a[n - 1]).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[::1], int32, uint64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, i, u):
    a[i] = 1.0
    a[u] = 2.0
    a[-1] = 3.0
    a[2] = 4.0

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[N:.*]] = extractvalue { ptr, [1 x i64], [1 x i64] } %{{.*}}, 1, 0
# CHECK: %[[I:.*]] = sext i32 %{{.*}} to i64
# CHECK-NEXT: %[[NEG:.*]] = icmp slt i64 %[[I]], 0
# CHECK-NEXT: %[[WRAPPED:.*]] = add i64 %[[I]], %[[N]]
# CHECK-NEXT: %[[INDEX:.*]] = select i1 %[[NEG]], i64 %[[WRAPPED]], i64 %[[I]]
# CHECK-NEXT: getelementptr inbounds float, ptr %{{.*}}, i64 %[[INDEX]]
# CHECK: %[[U:.*]] = load i64, ptr %u
# CHECK-NOT: icmp
# CHECK: getelementptr inbounds float, ptr %{{.*}}, i64 %[[U]]
# CHECK: %[[N3:.*]] = extractvalue { ptr, [1 x i64], [1 x i64] } %{{.*}}, 1, 0
# CHECK-NOT: icmp
# CHECK: %[[LAST:.*]] = add i64 -1, %[[N3]]
# CHECK-NEXT: getelementptr inbounds float, ptr %{{.*}}, i64 %[[LAST]]
# CHECK-NOT: icmp
# CHECK: getelementptr inbounds float, ptr %{{.*}}, i64 2
# CHECK: ret void
