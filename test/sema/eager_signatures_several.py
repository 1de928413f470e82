# Several eager signatures compile one kernel several times, each typed on
# its own, and --kernel picks that kernel's signatures only.
# RUN: %dslc compile --emit=typed %s --kernel k | FileCheck %s
from numba import cuda


@cuda.jit(["void(int32[::1], int32)", "void(float32[::1], float32)", "void(uint8[::1], uint8)"])
def k(a, v):
    t = a[0] + v
    a[0] = t


@cuda.jit("void(float64[::1])")
def other(a):
    a[0] = 0

# CHECK-LABEL: Kernel k(int32[::1], int32)
# CHECK:       Name t <9:5-9:6> : int64
# CHECK-LABEL: Kernel k(float32[::1], float32)
# CHECK:       Name t <9:5-9:6> : float32
# CHECK-LABEL: Kernel k(uint8[::1], uint8)
# CHECK:       Name t <9:5-9:6> : uint64
# CHECK-NOT:   Kernel other
