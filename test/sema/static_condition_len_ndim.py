# `len(t)` of a tuple parameter and `a.ndim` of an array parameter decide
# conditions at compile time, as Numba's rewrites before branch pruning
# make them: the arm ruled out is not typed (`t[2]` of a pair, `a.shape[1]`
# of a 1-D array would be errors there).
# RUN: %dslc compile --emit=llvm %s --kernel k --signature "int64[::1], UniTuple(int64, 2), float32[::1]" | FileCheck %s
# RUN: %dslc compile --emit=llvm %s --kernel k --signature "int64[::1], UniTuple(int64, 3), float32[:, ::1]" | FileCheck %s --check-prefix=WIDE
from numba import cuda


@cuda.jit
def k(out, t, a):
    if len(t) == 3:
        out[0] = t[2]
    else:
        out[0] = t[0]
    if a.ndim == 2:
        out[1] = a.shape[1]
    else:
        out[1] = a.shape[0]


# CHECK: store i64 %t.0,
# CHECK: store i64 %a.shape0,
# WIDE: store i64 %t.2,
# WIDE: store i64 %a.shape1,
