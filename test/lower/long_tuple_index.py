# A tuple longer than 16 elements is indexed at run time from memory, not
# through a chain of selects, so its cost stays linear in its length: a
# constant tuple lives once in global memory (`__dslc_constant`), a tuple of
# run-time values in its variable's slot; either is one load at the wrapped
# (negative indices count from the end) and clamped index.
# RUN: %dslc compile %s --emit=llvm -O3 --kernel k --signature "float64[::1], float64[::1], int64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, i):
    t = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19)
    u = (a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12], a[13],
         a[14], a[15], a[16])
    out[0] = t[i]
    out[1] = u[i]

# CHECK: @__dslc_constant = private unnamed_addr addrspace(1) constant { i64, {{.*}} } { i64 0, i64 1, {{.*}}, i64 19 }
# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %u = alloca { double, {{.*}} }
# CHECK-NOT: select
# CHECK: %[[NEG:.*]] = icmp slt i64 %i, 0
# CHECK-NEXT: %[[WRAPPED:.*]] = add i64 %i, 20
# CHECK-NEXT: %[[INDEX:.*]] = select i1 %[[NEG]], i64 %[[WRAPPED]], i64 %i
# CHECK-NEXT: %[[CLAMPED:.*]] = tail call i64 @llvm.umin.i64(i64 %[[INDEX]], i64 19)
# CHECK-NEXT: %[[AT:.*]] = getelementptr inbounds [20 x i64], ptr addrspace(1) @__dslc_constant, i64 0, i64 %[[CLAMPED]]
# CHECK-NEXT: load i64, ptr addrspace(1) %[[AT]]
# CHECK: %[[WRAPPED2:.*]] = add i64 %i, 17
# CHECK-NEXT: %[[INDEX2:.*]] = select i1 %[[NEG]], i64 %[[WRAPPED2]], i64 %i
# CHECK-NEXT: %[[CLAMPED2:.*]] = tail call i64 @llvm.umin.i64(i64 %[[INDEX2]], i64 16)
# CHECK-NEXT: %[[AT2:.*]] = getelementptr inbounds [17 x double], ptr %u, i64 0, i64 %[[CLAMPED2]]
# CHECK-NEXT: load double, ptr %[[AT2]]
# CHECK-NOT: select
# CHECK: ret void
