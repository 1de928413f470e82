# Integer comparisons convert both sides to their common type: signed
# predicates for signed types, unsigned for unsigned ones; int64 with uint64
# meets in float64 (NumPy's promotion, as Numba does), which orders every
# pair of values right.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "bool[::1], int32, int64, uint32, uint64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, b, u, v):
    out[0] = a < b
    out[1] = u <= v
    out[2] = a > u
    out[3] = b >= v
    out[4] = a == b
    out[5] = u != v

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = sext i32 %{{.*}} to i64
# CHECK-NEXT: icmp slt i64 %[[A]], %{{.*}}
# CHECK: %[[U:.*]] = zext i32 %{{.*}} to i64
# CHECK-NEXT: icmp ule i64 %[[U]], %{{.*}}
# int32 with uint32 meets in int64.
# CHECK: %[[A2:.*]] = sext i32 %{{.*}} to i64
# CHECK-NEXT: %[[U2:.*]] = zext i32 %{{.*}} to i64
# CHECK-NEXT: icmp sgt i64 %[[A2]], %[[U2]]
# CHECK: %[[BF:.*]] = sitofp i64 %{{.*}} to double
# CHECK-NEXT: %[[VF:.*]] = uitofp i64 %{{.*}} to double
# CHECK-NEXT: fcmp oge double %[[BF]], %[[VF]]
# CHECK: icmp eq i64
# CHECK: icmp ne i64
# A bool is stored as a byte.
# CHECK: zext i1 %{{.*}} to i8
# CHECK: ret void
