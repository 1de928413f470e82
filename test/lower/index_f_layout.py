# A Fortran-contiguous array is indexed column-major: the first index varies
# fastest, i + n0 * j.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1, :], uint32, uint32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, i, j):
    a[i, j] = 1.0

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[DATA:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %{{.*}}, 0
# CHECK: %[[N0:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %{{.*}}, 1, 0
# CHECK: %[[I:.*]] = zext i32 %{{.*}} to i64
# CHECK: %[[J:.*]] = zext i32 %{{.*}} to i64
# CHECK-NEXT: %[[COLUMN:.*]] = mul nuw nsw i64 %[[J]], %[[N0]]
# CHECK-NEXT: %[[LINEAR:.*]] = add nuw nsw i64 %[[COLUMN]], %[[I]]
# CHECK-NEXT: getelementptr inbounds double, ptr %[[DATA]], i64 %[[LINEAR]]
