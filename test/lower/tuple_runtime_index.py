# A tuple indexed by a run-time value: a chain of selects on the index (after
# wrapping a negative index), which stays in registers; no stack array, no
# local memory. A constant index is an extractvalue.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int64, float64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, i, x):
    t = (x, 2.0, 3.0)
    out[0] = t[i]
    out[1] = t[-1]

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK-NOT: alloca [3 x double]
# CHECK: %[[T:.*]] = load { double, double, double }, ptr %t
# CHECK-NEXT: %[[I:.*]] = load i64, ptr %i
# CHECK-NEXT: %[[NEG:.*]] = icmp slt i64 %[[I]], 0
# CHECK-NEXT: %[[WRAPPED:.*]] = add i64 %[[I]], 3
# CHECK-NEXT: %[[INDEX:.*]] = select i1 %[[NEG]], i64 %[[WRAPPED]], i64 %[[I]]
# CHECK-NEXT: %[[E2:.*]] = extractvalue { double, double, double } %[[T]], 2
# CHECK-NEXT: %[[E1:.*]] = extractvalue { double, double, double } %[[T]], 1
# CHECK-NEXT: %[[IS1:.*]] = icmp eq i64 %[[INDEX]], 1
# CHECK-NEXT: %[[PICK1:.*]] = select i1 %[[IS1]], double %[[E1]], double %[[E2]]
# CHECK-NEXT: %[[E0:.*]] = extractvalue { double, double, double } %[[T]], 0
# CHECK-NEXT: %[[IS0:.*]] = icmp eq i64 %[[INDEX]], 0
# CHECK-NEXT: select i1 %[[IS0]], double %[[E0]], double %[[PICK1]]
# CHECK: %[[T2:.*]] = load { double, double, double }, ptr %t
# CHECK-NEXT: extractvalue { double, double, double } %[[T2]], 2
# CHECK: ret void
