# complex64 and complex128: `{float, float}` and `{double, double}` values.
# Literals (`2j`), `complex(re, im)`, real -> complex conversions, the
# operators + - * / (CPython's scaled division), unary -, == and !=, abs
# (hypot), .real, .imag, .conjugate(), arrays of complex numbers (aligned as
# their parts) and complex scalar parameters (a PTX .b8 array of the two
# parts).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "complex64[::1], complex128[::1], complex64, float64[::1], bool[::1]" | FileCheck %s --check-prefix=TYPED
# RUN: %dslc compile --emit=llvm %s --kernel k --signature "complex64[::1], complex128[::1], complex64, float64[::1], bool[::1]" | FileCheck %s --check-prefix=LLVM
# RUN: %dslc-ptx %s --kernel k --signature "c8[::1], c16[::1], c8, f8[::1], b1[::1]" | FileCheck %s --check-prefix=PTX
from numba import cuda
import numba


@cuda.jit
def k(a, b, z, r, flags):
    # TYPED: Binary {{[^<]*}}<[[@LINE+1]]:12-{{.*}}> : complex128
    b[0] = 1 + 2j
    # TYPED: Binary {{[^<]*}}<[[@LINE+1]]:12-{{.*}}> : complex64
    a[0] = a[1] * z
    # TYPED: Binary {{[^<]*}}<[[@LINE+1]]:12-{{.*}}> : complex128
    b[1] = a[1] / 2.0
    # TYPED: Binary {{[^<]*}}<[[@LINE+1]]:12-{{.*}}> : complex64
    a[2] = z - numba.float32(1.5)
    b[2] = complex(r[0], r[1]) + (-b[3])
    # TYPED: Call <[[@LINE+1]]:12-{{.*}}> : complex64
    a[3] = complex(numba.float32(1), numba.float32(2))
    a[4] = numba.complex64(r[0]) + z.conjugate()
    # TYPED: Call <[[@LINE+1]]:12-{{.*}}> : float32
    r[2] = abs(z)
    # TYPED: Attribute {{[^<]*}}<[[@LINE+1]]:12-{{.*}}> : float64
    r[3] = b[0].imag + b[0].real + r[0].real + r[0].imag
    flags[0] = a[0] == a[1]
    flags[1] = b[0] != z
    flags[2] = bool(z)
    x = cuda.local.array(4, numba.complex128)
    s = cuda.shared.array(4, numba.complex64)
    x[0] = b[0]
    s[0] = z
    b[3] = x[0] + s[0]
    b[2] = b[3] / a[4]  # a zero divisor ends the thread, as Numba's ZeroDivisionError

# LLVM-LABEL: define {{.*}} @{{.*}}(ptr addrspace(1) {{.*}}, i64 {{.*}}, ptr addrspace(1) {{.*}}, i64 {{.*}}, { float, float } %z,
# LLVM-DAG: fcmp oge double
# LLVM-DAG: call void @llvm.nvvm.exit()

# PTX-LABEL: .visible .entry k(
# PTX: .param .align 4 .b8 k_param_4[8],
# A complex number is aligned as its parts (NumPy's alignment), so each part
# is loaded and stored alone.
# PTX-DAG: ld.global.f32 {{.*}}+12]
# PTX-DAG: st.global.f64 {{.*}}+24]
# PTX-DAG: div.rn.f64
