# docs/language.md, "math": float32 stays float32, other numbers compute in
# float64; floor, ceil and trunc return floats, as in Numba-CUDA.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], float64, int32" | FileCheck %s
import math

from numba import cuda


@cuda.jit
def k(a, d, n):
    x = a[0]
    s = math.sqrt(x)                 # float32
    e = math.exp(d)                  # float64
    l = math.log(n)                  # float64: an int32 argument
    f = math.floor(x)                # float32, not an int
    t = math.atan2(x, d)             # float64: the arguments mix
    nan = math.isnan(x)              # bool
    a[0] = s + e + l + f + t + nan + math.pi + math.inf

# CHECK: Name s <{{.*}}> : float32
# CHECK: Name e <{{.*}}> : float64
# CHECK: Name l <{{.*}}> : float64
# CHECK: Name f <{{.*}}> : float32
# CHECK: Name t <{{.*}}> : float64
# CHECK: Name nan <{{.*}}> : bool
