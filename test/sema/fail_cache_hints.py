# Cache-hint loads and stores take an array of integers or floats and an
# index of its dimensions; stores convert a number to the element type.
# RUN: not %dslc compile %s --kernel k --signature "float32[::1], bool[::1], float32[:, ::1], float32" 2>&1 | FileCheck %s --implicit-check-not=error:
from numba import cuda


@cuda.jit
def k(a, flags, m, x):
    # CHECK: fail_cache_hints.py:[[@LINE+1]]:19: error: `cuda.ldcg` loads or stores an element of an array in global memory, not a value of type `float32`
    y = cuda.ldcg(x, 0)
    # CHECK: fail_cache_hints.py:[[@LINE+1]]:19: error: `cuda.ldca` takes an array of integers or floats, not of `bool`
    z = cuda.ldca(flags, 0)
    # CHECK: fail_cache_hints.py:[[@LINE+1]]:18: error: the index of `cuda.stcg` on `float32[:, ::1]` must be a tuple of 2 integers, not a value of type `int64`
    cuda.stcg(m, 1, x)
    # CHECK: fail_cache_hints.py:[[@LINE+1]]:5: error: `cuda.stwt` takes 3 arguments, but 2 were given
    cuda.stwt(a, 0)
    a[0] = y + z
