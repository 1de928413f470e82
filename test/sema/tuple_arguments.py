# Tuples as kernel parameters, in every spelling signatures take (Numba's
# `UniTuple(int32 x 3)` and `Tuple(int64, float64)`, its constructors'
# `UniTuple(int32, 3)` and `Tuple((int64, float64))`, and the compiler's
# own `tuple(...)`), nested and empty: indexed by constants, `len`,
# unpacked, looped over and passed to device functions as local tuples are.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], UniTuple(int32 x 3), Tuple((UniTuple(int64, 2), Tuple(float64,), Tuple(())))" | FileCheck %s
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], UniTuple(int32, 3), tuple(tuple(int64, int64), tuple(float64), tuple())" | FileCheck %s
# RUN: %dslc compile --emit=typed %s --kernel k --signature "void(float64[::1], tuple(int32, int32, int32), Tuple(UniTuple(int64 x 2), Tuple(float64), Tuple()))" | FileCheck %s
from numba import cuda


@cuda.jit(device=True)
def total(t):
    s = 0.0
    for v in t:
        s += v
    return s


@cuda.jit
def k(r, t, nested):
    a, b, c = t
    r[0] = a + b * c
    r[1] = len(nested) + len(nested[0]) + len(nested[2])
    r[2] = nested[0][1] + nested[1][0]
    r[3] = total(t) + total(nested[0])

# CHECK: Kernel k(float64[::1], tuple(int32, int32, int32), tuple(tuple(int64, int64), tuple(float64), tuple()))
# CHECK: Name a <{{.*}}> : int32
# CHECK: Call <{{.*}}> : int64 = 3
# CHECK: Call <{{.*}}> : int64 = 2
# CHECK: Call <{{.*}}> : int64 = 0
# CHECK: Subscript <{{.*}}> : int64
# CHECK-NEXT: Subscript <{{.*}}> : tuple(int64, int64)
# CHECK: Subscript <{{.*}}> : float64
# CHECK-NEXT: Subscript <{{.*}}> : tuple(float64)
# CHECK: Call <{{.*}}> : float64
# CHECK: Call <{{.*}}> : float64
