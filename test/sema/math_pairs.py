# math.modf, math.frexp, math.ldexp, math.remainder and math.nextafter, typed
# as Numba-CUDA types them: modf -> (fraction, integer part) of the float
# type, frexp -> (mantissa, int32 exponent), ldexp -> the first argument's
# float type with an int32 exponent; libdevice computes them (float16 in
# float32), and the PTX assembles.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32[::1], float32, int64" | FileCheck %s --check-prefix=F32
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int32[::1], int64, int32" | FileCheck %s --check-prefix=F64
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], int32[::1], float32, int64" | FileCheck %s --check-prefix=PTX
# RUN: %dslc-ptx %s --kernel k --signature "float16[::1], int32[::1], float16, int32" > /dev/null
import math

from numba import cuda


@cuda.jit
def k(out, iout, x, n):
    # F32: Name fraction_and_integer <[[@LINE+2]]:5-{{.*}} : tuple(float32, float32)
    # F64: Name fraction_and_integer <[[@LINE+1]]:5-{{.*}} : tuple(float64, float64)
    fraction_and_integer = math.modf(x)
    # F32: Name mantissa <[[@LINE+2]]:5-{{.*}} : float32
    # F32: Name exponent <[[@LINE+1]]:15-{{.*}} : int32
    mantissa, exponent = math.frexp(x)
    out[0] = fraction_and_integer[0]
    out[1] = fraction_and_integer[1]
    out[2] = mantissa
    iout[0] = exponent
    # F32: Call <[[@LINE+2]]:14-{{.*}} : float32
    # F64: Call <[[@LINE+1]]:14-{{.*}} : float64
    out[3] = math.ldexp(mantissa, n)
    # (float32, float64) computes in float64, as Numba chooses.
    # F32: Call <[[@LINE+1]]:14-{{.*}} : float64
    out[4] = math.remainder(x, 3.0)
    out[5] = math.nextafter(x, 0.0)

# libdevice's functions are linked and inlined: no call is left.
# PTX: .visible .entry k(
# PTX-NOT: call
