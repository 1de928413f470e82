# docs/language.md, "Typing rules": integers with floats.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32, int16, int32, uint16, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(x, s, i, w, out):
    a = x + s                        # float32: int16 fits in float32
    b = x + i                        # float64: int32 does not
    c = x * 2                        # float64: 2 is an int64
    d = x * 2.0                      # float64: 2.0 is a float64
    e = x * x + x                    # float32
    f = x + w                        # float64: uint16 (Numba's rule)
    out[0] = a + b + c + d + e + f

# CHECK: Name a <{{.*}}> : float32
# CHECK: Name b <{{.*}}> : float64
# CHECK: Name c <{{.*}}> : float64
# CHECK: Name d <{{.*}}> : float64
# CHECK: Name e <{{.*}}> : float32
# CHECK: Name f <{{.*}}> : float64
