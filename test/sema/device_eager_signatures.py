# A device function given signatures is compiled for those only, as in
# Numba: a call takes the signature needing the fewest unsafe, then safe
# conversions, then promotions (the first listed on a tie), its arguments
# are converted to it, and its result to the signature's return type where
# one is written. No signature that takes the arguments is an error.
# RUN: %dslc compile %s --kernel f --signature "float64[::1], int32, float64" --emit=typed | FileCheck %s --check-prefix=SAFE
# RUN: %dslc compile %s --kernel f --signature "float64[::1], float64, float64" --emit=typed | FileCheck %s --check-prefix=TIE
# RUN: %dslc compile %s --kernel g --signature "int64[::1], float64" --emit=llvm | FileCheck %s --check-prefix=UNSAFE
# RUN: not %dslc compile %s --kernel h --signature "complex128[::1], complex128" 2>&1 | FileCheck %s --check-prefix=NONE
from numba import cuda


@cuda.jit(["(int64, int64)", "(float64, float64)"], device=True)
def add(a, b):
    return a + b


@cuda.jit(["float32(float32, float64)", "(float64, float32)", "(int64, int64)"], device=True)
def add3(a, b):
    return a + b


@cuda.jit
def f(r, x, y):
    r[0] = add(x, y)
    r[1] = add3(x, y)


@cuda.jit(["(int64, int64)"], device=True)
def add_int(a, b):
    return a + b


@cuda.jit
def g(r, x):
    r[0] = add_int(x, x)


@cuda.jit
def h(r, x):
    # NONE: device_eager_signatures.py:[[@LINE+1]]:12: error: no signature of `add` takes (complex128, complex128); its signatures are `int64, int64`, `float64, float64`
    r[0] = add(x, x)


# int32 -> float64 is safe, float64 -> int64 unsafe: (float64, float64).
# SAFE: Call <{{.*}}> : float64
# SAFE: Call <{{.*}}> : float32
# SAFE: DeviceFunction add(float64, float64) -> float64
# Both float32 signatures need one unsafe conversion: the first listed,
# whose result is float32.
# TIE: DeviceFunction add3(float32, float64) -> float64
# 1.5 + 2.5 computes as 1 + 2 when the only signature is (int64, int64).
# UNSAFE: asm "cvt.rzi.s64.f64 $0, $1;", "=l,d"(double %x)
# UNSAFE: shl i64
