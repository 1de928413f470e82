# The kernel ABI for strided arrays (`[:]`): the data pointer, one int64
# extent per dimension, then one int64 stride in bytes per dimension.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float32[:], int64, float64[:, :], int32[:, :, :, :]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, n, b, c):
    pass

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK-SAME: ptr addrspace(1) noalias nocapture align 4 %a, i64 %a.shape0, i64 %a.stride0,
# CHECK-SAME: i64 %n,
# CHECK-SAME: ptr addrspace(1) noalias nocapture align 8 %b, i64 %b.shape0, i64 %b.shape1, i64 %b.stride0, i64 %b.stride1,
# CHECK-SAME: ptr addrspace(1) noalias nocapture align 4 %c, i64 %c.shape0, i64 %c.shape1, i64 %c.shape2, i64 %c.shape3, i64 %c.stride0, i64 %c.stride1, i64 %c.stride2, i64 %c.stride3)
# The strides are taken as given.
# CHECK: insertvalue {{.*}}, i64 %b.shape0, 1, 0
# CHECK: insertvalue {{.*}}, i64 %b.stride0, 2, 0
# CHECK: insertvalue {{.*}}, i64 %b.shape1, 1, 1
# CHECK: insertvalue {{.*}}, i64 %b.stride1, 2, 1
# CHECK: ret void
