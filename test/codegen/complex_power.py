# Complex powers as Numba computes them: an exponent of 2 is the square in
# the type's own precision; any other CPython's _Py_c_pow in double
# precision (hypot, pow, atan2, exp, log, cos, sin of libdevice), rounded
# back for complex64; `pow(z, w)` and `z **= w` too.
# RUN: %dslc compile --emit=llvm -O0 %s --kernel k --signature "complex64[::1], complex128[::1], int32" | FileCheck %s --check-prefix=LLVM
# RUN: %dslc-ptx %s --kernel k --signature "complex64[::1], complex128[::1], int32" | FileCheck %s --check-prefix=PTX
from numba import cuda


@cuda.jit
def k(a, b, n):
    a[0] = a[1] ** a[2]
    b[0] = pow(b[1], n)
    b[3] **= 0.5

# (At -O0, so that the comparisons stay as written; libdevice is linked and
# inlined, its pow leaving its helper behind.)
# LLVM-LABEL: define {{.*}} @k(
# LLVM-DAG: fcmp oeq float {{.*}}, 2.000000e+00
# LLVM-DAG: fptrunc double {{.*}} to float
# LLVM-DAG: fcmp oeq double {{.*}}, 2.000000e+00
# LLVM: define internal {{.*}}double @__internal_accurate_pow(
# PTX-LABEL: .visible .entry k(
