# An eager signature in the decorator as a string; with no --kernel, every
# kernel with eager signatures is compiled.
# RUN: %dslc compile --emit=typed %s | FileCheck %s
from numba import cuda


@cuda.jit("void(float32[:], int32)")
def k(a, n):
    a[0] = n


@cuda.jit("float64[::1]")
def k2(a):
    a[0] = 1

# CHECK-LABEL: Kernel k(float32[:], int32)
# CHECK:       Name n <9:12-9:13> : int32
# CHECK-LABEL: Kernel k2(float64[::1])
