# `a if c else b` evaluates only the chosen side, each converted to the
# common type (int64 and float32 meet in float64), and joins with a phi.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int64, float32, bool" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, a, x, c):
    out[0] = a if c else x

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[C:.*]] = load i1, ptr %c
# CHECK-NEXT: br i1 %[[C]], label %cond.then, label %cond.else
# CHECK: cond.then:
# CHECK-NEXT: %[[A:.*]] = load i64, ptr %a
# CHECK-NEXT: %[[AF:.*]] = sitofp i64 %[[A]] to double
# CHECK-NEXT: br label %cond.end
# CHECK: cond.else:
# CHECK-NEXT: %[[X:.*]] = load float, ptr %x
# CHECK-NEXT: %[[XD:.*]] = fpext float %[[X]] to double
# CHECK-NEXT: br label %cond.end
# CHECK: cond.end:
# CHECK-NEXT: phi double [ %[[AF]], %cond.then ], [ %[[XD]], %cond.else ]
# CHECK: ret void
