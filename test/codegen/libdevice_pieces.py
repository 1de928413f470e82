# libdevice is linked from the pieces the build split it into: the PTX is the
# same as from the whole libdevice.10.bc (DSLC_LIBDEVICE), for float32 and
# float64 math, under fastmath, and for an older architecture.
# REQUIRES: libdevice-pieces
# RUN: %dslc compile %s --kernel k --signature "float32[::1], float32[::1]" -o %t.pieces.f32.ptx
# RUN: env DSLC_LIBDEVICE=%libdevice %dslc compile %s --kernel k --signature "float32[::1], float32[::1]" -o %t.whole.f32.ptx
# RUN: diff %t.pieces.f32.ptx %t.whole.f32.ptx
# RUN: %dslc compile %s --kernel k --signature "float64[::1], float64[::1]" --arch sm_60 -o %t.pieces.f64.ptx
# RUN: env DSLC_LIBDEVICE=%libdevice %dslc compile %s --kernel k --signature "float64[::1], float64[::1]" --arch sm_60 -o %t.whole.f64.ptx
# RUN: diff %t.pieces.f64.ptx %t.whole.f64.ptx
# RUN: %dslc compile %s --kernel fast --signature "float32[::1], float32[::1]" -o %t.pieces.fast.ptx
# RUN: env DSLC_LIBDEVICE=%libdevice %dslc compile %s --kernel fast --signature "float32[::1], float32[::1]" -o %t.whole.fast.ptx
# RUN: diff %t.pieces.fast.ptx %t.whole.fast.ptx
# The trigonometric range reduction's table stays internal and read-only.
# RUN: FileCheck %s < %t.pieces.f32.ptx
# CHECK-NOT: .visible .global
# CHECK: .global .align 4 .b8 __cudart_i2opi_f[24]
# CHECK-LABEL: .visible .entry k(
# CHECK: ld.global.nc.u32
import math

from numba import cuda


@cuda.jit(device=True)
def all_math(x):
    return (math.sin(x) + math.cos(x) + math.tan(x) + math.asin(x / 4) + math.acos(x / 4)
            + math.atan(x) + math.atan2(x, 2) + math.sinh(x) + math.cosh(x) + math.tanh(x)
            + math.asinh(x) + math.acosh(x + 2) + math.atanh(x / 4) + math.exp(x)
            + math.expm1(x) + math.log(x + 2) + math.log2(x + 2) + math.log10(x + 2)
            + math.log1p(x + 1) + math.pow(x + 2, x) + math.erf(x) + math.erfc(x)
            + math.gamma(x + 2) + math.lgamma(x + 2) + math.hypot(x, 3))


@cuda.jit
def k(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = all_math(a[i])


@cuda.jit(fastmath=True)
def fast(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = all_math(a[i])
