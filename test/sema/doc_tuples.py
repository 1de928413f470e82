# docs/language.md, "Typing rules": tuples.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(n, x, out):
    t = (n, x, 2.5)                  # tuple(int32, float32, float64)
    a = t[0] + t[-1]                 # constant indices: any element
    s = (x, x, x)
    b = s[n % 3]                     # a run-time index: elements of one type
    for v in t:                      # v: float64, the elements' common type
        out[0] += v
    out[1] = a + b + len(t)

# CHECK: Name t <{{.*}}> : tuple(int32, float32, float64)
# CHECK: Name a <{{.*}}> : float64
# CHECK: Name b <{{.*}}> : float32
# CHECK: Name v <{{.*}}> : float64
