# docs/language.md, "cmath".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "complex64[::1], float64[::1], complex128[::1]" | FileCheck %s
import cmath

from numba import cuda


@cuda.jit
def k(z, x, out):
    w = z[0]                         # complex64
    r = cmath.sqrt(w)                # complex64
    t = cmath.tanh(w)                # complex128, as in Numba
    m, p = cmath.polar(w)            # float32, float32
    e = cmath.exp(x[0])              # complex128: float64 converts
    big = cmath.isinf(w)             # bool
    out[0] = r + t + cmath.rect(m, p) + e + big + cmath.log(w, 10)

# CHECK: Name r <{{.*}}> : complex64
# CHECK: Name t <{{.*}}> : complex128
# CHECK: Name m <{{.*}}> : float32
# CHECK: Name e <{{.*}}> : complex128
# CHECK: Name big <{{.*}}> : bool
