# docs/language.md, "Typing rules": division.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(n, x, out):
    a = n / 2                        # float64: `/` on integers
    b = x / x                        # float32
    c = n // 2                       # int64, rounded toward -infinity
    d = n % 3                        # int64, with the divisor's sign
    e = x // 2                       # float64
    out[0] = a + b + c + d + e

# CHECK: Name a <{{.*}}> : float64
# CHECK: Name b <{{.*}}> : float32
# CHECK: Name c <{{.*}}> : int64
# CHECK: Name d <{{.*}}> : int64
# CHECK: Name e <{{.*}}> : float64
