# A C-contiguous array is indexed by a linear element index from the extents
# (row-major: ((i * n1) + j) * n2 + k), `nuw nsw` since in-bounds indices are
# never negative, then one GEP of the element type. Signed indices first wrap
# negative values around.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[:, :, ::1], int64, int64, int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, i, j, l):
    a[i, j, l] = 1.0

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[DATA:.*]] = extractvalue { ptr, [3 x i64], [3 x i64] } %{{.*}}, 0
# CHECK: %[[N0:.*]] = extractvalue { ptr, [3 x i64], [3 x i64] } %{{.*}}, 1, 0
# CHECK: %[[N1:.*]] = extractvalue { ptr, [3 x i64], [3 x i64] } %{{.*}}, 1, 1
# CHECK: %[[N2:.*]] = extractvalue { ptr, [3 x i64], [3 x i64] } %{{.*}}, 1, 2
# CHECK: %[[I:.*]] = load i64, ptr %i
# CHECK: %[[INEG:.*]] = icmp slt i64 %[[I]], 0
# CHECK-NEXT: %[[IWRAP:.*]] = add i64 %[[I]], %[[N0]]
# CHECK-NEXT: %[[I2:.*]] = select i1 %[[INEG]], i64 %[[IWRAP]], i64 %[[I]]
# CHECK: %[[J2:.*]] = select i1
# CHECK: %[[L2:.*]] = select i1
# CHECK-NEXT: %[[ROW:.*]] = mul nuw nsw i64 %[[I2]], %[[N1]]
# CHECK-NEXT: %[[IJ:.*]] = add nuw nsw i64 %[[ROW]], %[[J2]]
# CHECK-NEXT: %[[PLANE:.*]] = mul nuw nsw i64 %[[IJ]], %[[N2]]
# CHECK-NEXT: %[[LINEAR:.*]] = add nuw nsw i64 %[[PLANE]], %[[L2]]
# CHECK-NEXT: %[[ADDRESS:.*]] = getelementptr inbounds float, ptr %[[DATA]], i64 %[[LINEAR]]
# CHECK-NEXT: store float 1.000000e+00, ptr %[[ADDRESS]], align 4
