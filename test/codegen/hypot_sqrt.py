# libdevice's float32 hypot (also abs() of a complex64, cmath.polar) takes
# its square root correctly rounded, as NVVM's default (-prec-sqrt=1) gives
# Numba, and the approximate one under fastmath: dslc answers libdevice's
# `__nvvm_reflect("__CUDA_PREC_SQRT")` itself.
# RUN: %dslc-ptx %s --kernel exact --signature "float32[::1], complex64[::1]" | FileCheck %s --check-prefix=EXACT
# RUN: %dslc-ptx %s --kernel fast --signature "float32[::1], complex64[::1]" | FileCheck %s --check-prefix=FAST
from numba import cuda
import math


@cuda.jit
def exact(out, z):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = math.hypot(z[i].real, z[i].imag) + abs(z[i])


@cuda.jit(fastmath=True)
def fast(out, z):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = math.hypot(z[i].real, z[i].imag)

# EXACT-LABEL: .visible .entry exact(
# EXACT: sqrt.rn.f32
# EXACT-NOT: approx
# EXACT: ret;

# FAST-LABEL: .visible .entry fast(
# FAST: sqrt.approx.ftz.f32
# FAST: ret;
