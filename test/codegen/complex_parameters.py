# Complex scalar parameters are aligned as one of their parts (a complex128
# at 8 bytes, not 16), in sema's count of the parameter space as in the
# lowered kernel: a strided array then a complex128 once stopped the
# compiler with an internal error (40 bytes lowered, 48 counted).
# RUN: %dslc-ptx %s --kernel add --signature "complex128[:], complex128" | FileCheck %s --check-prefix=STRIDED
# RUN: %dslc-ptx %s --kernel mixed --signature "int8, complex128, int32, complex64, complex128[::1]" | FileCheck %s --check-prefix=MIXED
from numba import cuda


@cuda.jit
def add(a, z):
    i = cuda.grid(1)
    if i < a.size:
        a[i] += z


@cuda.jit
def mixed(b, z, n, w, out):
    out[0] = z * b + w * n

# STRIDED-LABEL: .visible .entry add(
# STRIDED: .param .align 8 .b8 add_param_3[16]
# MIXED-LABEL: .visible .entry mixed(
# MIXED: .param .align 8 .b8 mixed_param_1[16],
# MIXED: .param .align 4 .b8 mixed_param_3[8],
