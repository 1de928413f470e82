# --signature may name the kernel's return type, which must be void (or
# none); the argument types are the same as without it.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "void(float32[:], int32)" | FileCheck %s
# RUN: %dslc compile --emit=typed %s --kernel k --signature "none(float32[:], int32)" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, n):
    a[0] = n

# CHECK: Kernel k(float32[:], int32)
