# Python's min and max of two floats are IEEE minNum/maxNum, as Numba's
# libdevice fmin/fmax: a NaN gives the other argument. LLVM 19 infers the
# sign of maxnum from an operand whose sign it knows even when that operand
# may be NaN: it folded `max(abs(x), -10000.0) < 0.0` to false, although a
# NaN `x` gives -10000.0, and so dropped libdevice fmod's fix of a negative
# dividend's sign (`-10000.0 // 4.5` gave -2222, Numba -2223). Float min
# and max stay opaque to LLVM while it optimises (codegen's
# opaque_min_max.h) and become NVVM's min/max intrinsics last: the
# comparisons survive at every level, and each is one `max.f64`/`min.f32`.
# RUN: %dslc-ptx %s --kernel max_of_abs --signature "float64[::1], int32[::1]" | FileCheck %s --check-prefix=MAX64
# RUN: %dslc-ptx %s --kernel max_of_abs --signature "float64[::1], int32[::1]" -O0 | FileCheck %s --check-prefix=MAX64
# RUN: %dslc-ptx %s --kernel max_of_abs32 --signature "float32[::1], int32[::1]" | FileCheck %s --check-prefix=MAX32
# RUN: %dslc-ptx %s --kernel min_of_negated_abs --signature "float32[::1], int32[::1]" | FileCheck %s --check-prefix=MIN32
# RUN: %dslc-ptx %s --kernel clamp_floordiv --signature "float64[::1], float64[::1]" | FileCheck %s --check-prefix=FLOOR
# RUN: %dslc compile %s --emit=llvm --kernel max_of_abs --signature "float64[::1], int32[::1]" | FileCheck %s --check-prefix=IR
#
# Under fastmath NaN is excluded, and LLVM's own intrinsic stays.
# RUN: %dslc compile %s --emit=llvm --kernel fast_max --signature "float64[::1], int32[::1]" | FileCheck %s --check-prefix=FAST
import numpy as np
from numba import cuda


@cuda.jit
def max_of_abs(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = max(abs(x[i]), -10000.0) < 0.0


# MAX64-LABEL: .entry max_of_abs
# MAX64: abs.f64
# MAX64: max.f64
# MAX64: setp.{{lt|ge|gtu|geu|ltu}}.f64
# MAX64: ret;


@cuda.jit
def max_of_abs32(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = max(abs(x[i]), np.float32(-10000.0)) < np.float32(0.0)


# MAX32-LABEL: .entry max_of_abs32
# MAX32: abs.f32
# MAX32: max.f32
# MAX32: setp.{{lt|ge|gtu|geu|ltu}}.f32
# MAX32: ret;
# IR-LABEL: define ptx_kernel void @max_of_abs(
# IR: %[[M:.*]] = {{.*}}call double @llvm.nvvm.fmax.d(double %{{.*}}, double -1.000000e+04)
# IR: fcmp {{olt|oge|uge|ult}} double %[[M]], 0.000000e+00
# IR-NOT: dslc.opaque


@cuda.jit
def min_of_negated_abs(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = min(-abs(x[i]), np.float32(10000.0)) > np.float32(0.0)


# MIN32-LABEL: .entry min_of_negated_abs
# MIN32: min.f32
# MIN32: setp.{{gt|le|leu|gtu}}.f32
# MIN32: ret;


@cuda.jit
def clamp_floordiv(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = min(max(abs(x[i]), -10000.0), 10000.0) // 4.5


# The sign fix of fmod's remainder: a compare of the clamped dividend, or of
# the remainder, with zero.
# FLOOR-LABEL: .entry clamp_floordiv
# FLOOR: max.f64
# FLOOR: min.f64
# FLOOR: setp.{{lt|ge|gtu|geu|ltu}}.f64 {{%p[0-9]+}}, {{%fd[0-9]+}}, 0d0000000000000000
# FLOOR: cvt.rmi.f64.f64
# FLOOR: ret;


@cuda.jit(fastmath=True)
def fast_max(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = max(abs(x[i]), -10000.0) < 0.0


# FAST-LABEL: define ptx_kernel void @fast_max(
# FAST-NOT: nvvm.fmax
# FAST-NOT: dslc.opaque
# FAST: ret void
