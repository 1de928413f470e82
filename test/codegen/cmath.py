# cmath in kernels: each function is a device function of the library module
# compiler/library/cmath.py, inlined. Types as Numba's: the functions with a
# complex64 and a complex128 version return the argument's (after converting
# a real one), the others are typed from their bodies (tanh, acosh and log10
# of a complex64 are complex128). Constants fold.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "complex64[:, ::1], complex64[::1], float32[::1], bool[:, ::1], float32[:, ::1]" | FileCheck %s --check-prefixes=TYPED,SINGLE
# RUN: %dslc compile --emit=typed %s --kernel k --signature "complex128[:, ::1], complex128[::1], float64[::1], bool[:, ::1], float64[:, ::1]" | FileCheck %s --check-prefixes=TYPED,DOUBLE
# RUN: %dslc compile --emit=llvm %s --kernel k --signature "complex64[:, ::1], complex64[::1], float32[::1], bool[:, ::1], float32[:, ::1]" | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel k --signature "c8[:, ::1], c8[::1], f4[::1], b1[:, ::1], f4[:, ::1]" | FileCheck %s --check-prefix=PTX
# RUN: %dslc-ptx %s --kernel k --signature "c16[:, ::1], c16[::1], f8[::1], b1[:, ::1], f8[:, ::1]" | FileCheck %s --check-prefix=PTX
# RUN: %dslc compile --emit=typed %s --kernel reals --signature "complex128[::1], float32, float64, int64, bool" | FileCheck %s --check-prefix=REALS
import cmath
from cmath import sqrt as csqrt
from numba import cuda


@cuda.jit
def k(out, z, r, flags, pol):
    i = cuda.grid(1)
    if i < z.size:
        w = z[i]
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 0] = csqrt(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 1] = cmath.exp(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 2] = cmath.log(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 3] = cmath.log(w, z[0])
        # TYPED: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 4] = cmath.log10(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 5] = cmath.sin(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 6] = cmath.cos(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 7] = cmath.tan(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 8] = cmath.asin(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 9] = cmath.acos(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 10] = cmath.atan(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 11] = cmath.sinh(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 12] = cmath.cosh(w)
        # TYPED: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 13] = cmath.tanh(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 14] = cmath.asinh(w)
        # TYPED: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 15] = cmath.acosh(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 16] = cmath.atanh(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : complex64
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : complex128
        out[i, 17] = cmath.rect(r[i], r[0])
        # TYPED: Call <[[@LINE+1]]:{{.*}}> : bool
        flags[i, 0] = cmath.isnan(w)
        # TYPED: Call <[[@LINE+1]]:{{.*}}> : bool
        flags[i, 1] = cmath.isinf(w)
        # TYPED: Call <[[@LINE+1]]:{{.*}}> : bool
        flags[i, 2] = cmath.isfinite(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : float32
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : float64
        pol[i, 0] = cmath.phase(w)
        # SINGLE: Call <[[@LINE+2]]:{{.*}}> : tuple(float32, float32)
        # DOUBLE: Call <[[@LINE+1]]:{{.*}}> : tuple(float64, float64)
        m, p = cmath.polar(w)
        pol[i, 1] = m + p
        # TYPED: Attribute .pi <[[@LINE+3]]:{{.*}}> : float64 = 3.141592653589793
        # TYPED: Attribute .infj <[[@LINE+2]]:{{.*}}> : complex128 = (0.0+infj)
        # TYPED: Attribute .nanj <[[@LINE+1]]:{{.*}}> : complex128 = (0.0+nanj)
        out[i, 18] = cmath.pi + cmath.e + cmath.tau + cmath.inf + cmath.nan + cmath.infj + cmath.nanj


# Real arguments convert as Numba converts them for the complex64 and
# complex128 versions: float32 and bool to complex64, float64 and int64 to
# complex128.
@cuda.jit
def reals(out, x, d, n, b):
    # REALS: Call <[[@LINE+1]]:{{.*}}> : complex64
    out[0] = cmath.sqrt(x)
    # REALS: Call <[[@LINE+1]]:{{.*}}> : complex128
    out[1] = cmath.exp(d)
    # REALS: Call <[[@LINE+1]]:{{.*}}> : complex128
    out[2] = cmath.log(n)
    # REALS: Call <[[@LINE+1]]:{{.*}}> : complex64
    out[3] = cmath.atan(b)
    # REALS: Call <[[@LINE+1]]:{{.*}}> : complex128
    out[4] = cmath.log(x, n)
    # REALS: Call <[[@LINE+1]]:{{.*}}> : complex128
    out[5] = cmath.rect(x, d)


# Every function is inlined: the kernel is the only function of ours left
# (libdevice's out-of-line slow path of trigonometric reduction aside).
# IR-LABEL: define ptx_kernel void @k(
# isnan: either part unordered.
# IR: fcmp uno float
# sqrt of a complex64 computes in float64 and rounds the parts.
# IR: call double @llvm.sqrt.f64(
# IR: fptrunc double
# IR-NOT: define {{.*}}@{{(sqrt|exp|log|_exp|_log|_sqrt|cosh|sinh|tanh|atanh)}}(
# PTX: .visible .entry k(
# PTX-NOT: .func {{.*}}sqrt
# PTX: sqrt.rn.f64
