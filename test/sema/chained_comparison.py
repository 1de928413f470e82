# `a < b < c` is `a < b and b < c` with `b` computed once: one bool.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i, x, out):
    # CHECK: Name a <[[@LINE+2]]:5-[[@LINE+2]]:6> : bool{{$}}
    # CHECK: Compare <= < <[[@LINE+1]]:9-[[@LINE+1]]:20> : bool{{$}}
    a = 0 <= i < 10
    # CHECK: Name b <[[@LINE+2]]:5-[[@LINE+2]]:6> : bool{{$}}
    # CHECK: Compare < <= != <[[@LINE+1]]:9-[[@LINE+1]]:28> : bool{{$}}
    b = 0.0 < x <= 1.0 != i
    # CHECK: Name c <[[@LINE+2]]:5-[[@LINE+2]]:6> : bool{{$}}
    # CHECK: Compare < < <[[@LINE+1]]:9-[[@LINE+1]]:18> : bool = True{{$}}
    c = 1 < 2 < 3
    out[0] = a + b + c
