# docs/language.md, "Signatures": the forms an eager signature takes.
# RUN: %dslc compile --emit=typed %s | FileCheck %s
from numba import cuda, float32, int64, void


@cuda.jit("void(float32[:], int32)")              # a string
def k1(a, n):
    a[0] = n


@cuda.jit(["void(f32[::1], f32)", "void(f64[::1], f64)"])   # a list: two kernels
def k2(a, x):
    a[0] = x


@cuda.jit(void(float32[:, ::1], int64))           # a type expression
def k3(a, n):
    a[0, 0] = n


@cuda.jit((float32[::1, :], int64))               # a tuple of types
def k4(a, n):
    a[0, 0] = n

# CHECK: Kernel k1(float32[:], int32)
# CHECK: Kernel k2(float32[::1], float32)
# CHECK: Kernel k2(float64[::1], float64)
# CHECK: Kernel k3(float32[:, ::1], int64)
# CHECK: Kernel k4(float32[::1, :], int64)
