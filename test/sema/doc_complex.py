# docs/language.md, "Complex numbers".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "complex64[::1], complex64" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, z):              # "complex64[::1], complex64"
    i = cuda.grid(1)
    w = a[i] * z + 1j      # complex128: 1j is a complex128
    a[i] = w / abs(w)      # stored as complex64
    a[i] += a[i].conjugate() * a[i].imag

# CHECK: Name w <{{.*}}> : complex128
# CHECK: Call <{{.*}}> : float64
