# Array attributes: shape and strides are tuples of the struct's fields
# (contiguous strides computed from the extents at entry), size the product
# of the extents, nbytes size * itemsize, ndim a constant, len the first
# extent.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "int64[::1], float32[:, ::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a):
    n, m = a.shape
    s0, s1 = a.strides
    out[0] = a.size
    out[1] = a.nbytes
    out[2] = a.ndim
    out[3] = len(a)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[STRIDE0:.*]] = mul nuw nsw i64 4, %a.shape1
# CHECK: %[[A:.*]] = load { ptr, [2 x i64], [2 x i64] }, ptr %a
# CHECK: %[[N0:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %[[A]], 1, 0
# CHECK: %[[N1:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %[[A]], 1, 1
# CHECK: %[[SHAPE:.*]] = insertvalue { i64, i64 } %{{.*}}, i64 %[[N1]], 1
# CHECK: extractvalue { i64, i64 } %[[SHAPE]], 0
# CHECK: insertvalue { i64, i64 }
# CHECK: %[[SIZE_N0:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %{{.*}}, 1, 0
# CHECK: %[[SIZE_N1:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %{{.*}}, 1, 1
# CHECK: %[[SIZE:.*]] = mul nuw nsw i64 %[[SIZE_N0]], %[[SIZE_N1]]
# CHECK: store i64 %[[SIZE]]
# CHECK: %[[SIZE2:.*]] = mul nuw nsw i64
# CHECK-NEXT: %[[NBYTES:.*]] = mul nuw nsw i64 %[[SIZE2]], 4
# CHECK: store i64 %[[NBYTES]]
# CHECK: store i64 2,
# CHECK: %[[LEN:.*]] = extractvalue { ptr, [2 x i64], [2 x i64] } %{{.*}}, 1, 0
# CHECK: store i64 %[[LEN]]
# CHECK: ret void
