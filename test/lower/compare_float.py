# Float comparisons are ordered (false when either side is NaN), except `!=`,
# which is unordered (true for NaN), as in Python.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "bool[::1], float32, float32, float64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, x, y, d):
    out[0] = x < y
    out[1] = x <= y
    out[2] = x > y
    out[3] = x >= y
    out[4] = x == y
    out[5] = x != y
    out[6] = x < d

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: fcmp olt float
# CHECK: fcmp ole float
# CHECK: fcmp ogt float
# CHECK: fcmp oge float
# CHECK: fcmp oeq float
# CHECK: fcmp une float
# CHECK: %[[XD:.*]] = fpext float %{{.*}} to double
# CHECK-NEXT: fcmp olt double %[[XD]], %{{.*}}
# CHECK: ret void
