# The kernel ABI for contiguous arrays: the data pointer (global memory,
# noalias, aligned to the element), then one int64 extent per dimension;
# the strides follow from the extents (C: last dimension fastest, F: first).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[::1], int16[:, ::1], float64[::1, :], uint8[:, :, ::1], bool[:, :, :, ::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, b, f, c, d):
    pass

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK-SAME: ptr addrspace(1) noalias nocapture align 4 %a, i64 %a.shape0,
# CHECK-SAME: ptr addrspace(1) noalias nocapture align 2 %b, i64 %b.shape0, i64 %b.shape1,
# CHECK-SAME: ptr addrspace(1) noalias nocapture align 8 %f, i64 %f.shape0, i64 %f.shape1,
# CHECK-SAME: ptr addrspace(1) noalias nocapture align 1 %c, i64 %c.shape0, i64 %c.shape1, i64 %c.shape2,
# CHECK-SAME: ptr addrspace(1) noalias nocapture align 1 %d, i64 %d.shape0, i64 %d.shape1, i64 %d.shape2, i64 %d.shape3)
# The array value holds a generic pointer; LLVM infers the address space.
# CHECK: addrspacecast ptr addrspace(1) %a to ptr
# C order, 2-D int16: strides (2 * shape1, 2).
# CHECK: addrspacecast ptr addrspace(1) %b to ptr
# CHECK: %[[B_STRIDE0:.*]] = mul nuw nsw i64 2, %b.shape1
# CHECK: insertvalue {{.*}}, i64 %[[B_STRIDE0]], 2, 0
# CHECK: insertvalue {{.*}}, i64 2, 2, 1
# F order, 2-D float64: strides (8, 8 * shape0).
# CHECK: addrspacecast ptr addrspace(1) %f to ptr
# CHECK: %[[F_STRIDE1:.*]] = mul nuw nsw i64 8, %f.shape0
# CHECK: insertvalue {{.*}}, i64 8, 2, 0
# CHECK: insertvalue {{.*}}, i64 %[[F_STRIDE1]], 2, 1
# C order, 3-D uint8 (itemsize 1): strides (shape2 * shape1, shape2, 1),
# with no multiplication by 1.
# CHECK: addrspacecast ptr addrspace(1) %c to ptr
# CHECK-NOT: mul
# CHECK: %[[C_STRIDE0:.*]] = mul nuw nsw i64 %c.shape2, %c.shape1
# CHECK: insertvalue {{.*}}, i64 %[[C_STRIDE0]], 2, 0
# CHECK: insertvalue {{.*}}, i64 %c.shape2, 2, 1
# CHECK: insertvalue {{.*}}, i64 1, 2, 2
# CHECK: ret void
