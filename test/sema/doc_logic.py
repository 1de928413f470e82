# docs/language.md, "Typing rules": comparisons, and/or, conditional
# expressions.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(n, x, out):
    a = 0 < n <= 10                  # bool
    b = n or x                       # float64: one of the operands, unified
    c = n if x > 0 else x            # float64: int32 and float32 unify
    d = n > 0 and x > 0              # bool
    out[0] = a + b + c + d

# CHECK: Name a <{{.*}}> : bool
# CHECK: Name b <{{.*}}> : float64
# CHECK: Name c <{{.*}}> : float64
# CHECK: Name d <{{.*}}> : bool
