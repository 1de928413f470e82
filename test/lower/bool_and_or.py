# `and`/`or` short-circuit: the right side runs in its own block, only when
# needed, and a phi picks the value (the operand itself, converted to the
# common type, not a bool: `x or y` is x when x is true).
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int64, float64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, x):
    out[0] = a and x
    out[1] = a or x

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load i64, ptr %a
# CHECK-NEXT: %[[AF:.*]] = sitofp i64 %[[A]] to double
# CHECK-NEXT: %[[TRUE:.*]] = icmp ne i64 %[[A]], 0
# CHECK-NEXT: br i1 %[[TRUE]], label %[[NEXT:boolop.next.*]], label %[[END:boolop.end.*]]
# CHECK: [[NEXT]]:
# CHECK-NEXT: %[[X:.*]] = load double, ptr %x
# CHECK-NEXT: br label %[[END]]
# CHECK: [[END]]:
# CHECK-NEXT: phi double [ %[[AF]], %entry ], [ %[[X]], %[[NEXT]] ]
# `or` goes to the end when the left side is true.
# CHECK: %[[A2:.*]] = load i64, ptr %a
# CHECK: %[[TRUE2:.*]] = icmp ne i64 %[[A2]], 0
# CHECK-NEXT: br i1 %[[TRUE2]], label %[[END2:boolop.end.*]], label %[[NEXT2:boolop.next.*]]
# CHECK: [[NEXT2]]:
# CHECK: [[END2]]:
# CHECK-NEXT: phi double
# CHECK: ret void
