# A list of signature strings compiles the kernel once per signature; the
# signatures may use aliases and differ in layout.
# RUN: %dslc compile --emit=typed %s | FileCheck %s
from numba import cuda


@cuda.jit(["void(float32[::1], float32)", "void(float64[:], f64)", "(i32[:], i32)"])
def k(a, x):
    a[0] = a[0] * x

# CHECK-LABEL: Kernel k(float32[::1], float32)
# CHECK:       Binary * <9:12-9:20> : float32
# CHECK-LABEL: Kernel k(float64[:], float64)
# CHECK:       Binary * <9:12-9:20> : float64
# CHECK-LABEL: Kernel k(int32[:], int32)
# CHECK:       Binary * <9:12-9:20> : int64
