# `a < b < c` is `a < b and b < c` with b evaluated once (here a call to
# math.sqrt, emitted once) and c only when a < b: a branch and a phi.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "bool[::1], float64, float64, float64" | FileCheck %s
from numba import cuda
import math


@cuda.jit
def k(out, a, b, c):
    out[0] = a < math.sqrt(b) <= c

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[A:.*]] = load double, ptr %a
# CHECK: %[[B:.*]] = load double, ptr %b
# CHECK: %[[ROOT:.*]] = call double @llvm.sqrt.f64(double %[[B]])
# CHECK: %[[FIRST:.*]] = fcmp olt double %[[A]], %[[ROOT]]
# CHECK: br i1 %[[FIRST]], label %compare.next, label %compare.end
# CHECK: compare.next:
# CHECK: %[[C:.*]] = load double, ptr %c
# CHECK: %[[SECOND:.*]] = fcmp ole double %[[ROOT]], %[[C]]
# CHECK: br label %compare.end
# CHECK: compare.end:
# CHECK: phi i1 [ %[[FIRST]], %entry ], [ %[[SECOND]], %compare.next ]
# CHECK-NOT: sqrt
# CHECK: ret void
