# An eager signature written as a type expression, as Numba allows:
# `void(float32[:], int32)` with the names imported from numba, or spelled
# through the module.
# RUN: %dslc compile --emit=typed %s | FileCheck %s
import numba
from numba import cuda, float32, int32, void


@cuda.jit(void(float32[:, ::1], int32))
def k(a, n):
    a[0, 0] = n


@cuda.jit(numba.void(numba.float64[::1], numba.uint8))
def k2(a, n):
    a[0] = n

# CHECK-LABEL: Kernel k(float32[:, ::1], int32)
# CHECK-LABEL: Kernel k2(float64[::1], uint8)
