# Functions decorated with Numba's CPU `@jit` / `@njit` are device functions
# when kernels call them, as Numba compiles them for the GPU: their CPU-only
# options are accepted, `fastmath=True` applies, a signature is an eager
# one. A mistyped option is an error where the function is used.
# RUN: %dslc compile %s --kernel k --signature "float32[::1]" --emit=typed | FileCheck %s
# RUN: not %dslc compile %s --kernel bad --signature "float32[::1]" 2>&1 | FileCheck %s --check-prefix=BAD
from numba import cuda, njit
import numba


@njit
def plus_one(x):
    return x + 1


@numba.jit(nopython=True, nogil=True, fastmath=True)
def twice(x):
    return x * 2


@numba.njit("float64(float64)", cache=True)
def third(x):
    return x / 3


@cuda.jit
def k(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = plus_one(a[i]) + twice(a[i]) + third(a[i])


# BAD: cpu_jit_functions.py:[[@LINE+1]]:13: error: unknown option `nopythn` for Numba's `@jit`; its options are nopython, nogil, parallel, fastmath, cache, debug, inline, boundscheck, error_model, forceobj, looplift, locals, no_rewrites, no_cpython_wrapper and no_cfunc_wrapper
@numba.njit(nopythn=True)
def mistyped(x):
    return x


@cuda.jit
def bad(a):
    a[0] = mistyped(a[0])


# CHECK-DAG: DeviceFunction plus_one(float32) -> float64
# CHECK-DAG: DeviceFunction twice(float32) -> float64
# CHECK-DAG: DeviceFunction third(float64) -> float64
