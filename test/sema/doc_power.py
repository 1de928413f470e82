# docs/language.md, "Typing rules": powers.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, float64, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(n, x, d, out):
    a = n ** 2                       # int64
    b = x ** 2                       # float32: float32 ** int stays float32
    c = d ** n                       # float64
    e = x ** 0.5                     # float64: float32 ** float64
    f = 2 ** -1                      # int64: 0 (a negative power of an int)
    out[0] = a + b + c + e + f

# CHECK: Name a <{{.*}}> : int64
# CHECK: Name b <{{.*}}> : float32
# CHECK: Name c <{{.*}}> : float64
# CHECK: Name e <{{.*}}> : float64
# CHECK: Binary ** <{{.*}}> : int64 = 0
