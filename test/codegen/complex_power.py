# Complex powers as Numba's CUDA target computes them: its translation of
# CPython's _Py_c_pow in the parts' own precision (libdevice's hypotf, powf,
# atan2f, ... for complex64); `pow(z, w)` and `z **= w` too.
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
# LLVM-NOT: fpext float
# LLVM: fcmp une float {{.*}}, 0.000000e+00
# LLVM: fcmp une double {{.*}}, 0.000000e+00
# LLVM: define internal {{.*}}double @__internal_accurate_pow(
# PTX-LABEL: .visible .entry k(
