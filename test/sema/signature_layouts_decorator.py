# The same layouts in an eager signature in the decorator.
# RUN: %dslc compile --emit=typed %s | FileCheck %s
from numba import cuda


@cuda.jit("void(float32[:], float32[::1], float32[:, ::1], float32[::1, :], float32[:,:], int8[:, :, :, ::1], uint16[::1, :, :, :])")
def k(a, c, c2, f2, s2, c4, f4):
    a[0] = c[0] + c2[0, 0] + f2[0, 0] + s2[0, 0] + c4[0, 0, 0, 0] + f4[0, 0, 0, 0]

# CHECK: Kernel k(float32[:], float32[::1], float32[:, ::1], float32[::1, :], float32[:, :], int8[:, :, :, ::1], uint16[::1, :, :, :])
