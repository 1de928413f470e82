# Comparisons give bool, whatever they compare (mixed types are compared in
# their common type); constant comparisons fold.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, uint64, float32, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i32, u64, f32, out):
    # CHECK: Name a <[[@LINE+2]]:5-[[@LINE+2]]:6> : bool{{$}}
    # CHECK: Compare < <[[@LINE+1]]:9-[[@LINE+1]]:18> : bool{{$}}
    a = i32 < u64
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    b = f32 == i32
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    c = f32 != 0.5
    # CHECK: Name d <[[@LINE+2]]:5-[[@LINE+2]]:6> : bool{{$}}
    # CHECK: Compare >= <[[@LINE+1]]:9-[[@LINE+1]]:15> : bool = True{{$}}
    d = 3 >= 2
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    e = i32 in (1, 2, 3)
    # CHECK: Name f <[[@LINE+2]]:5-[[@LINE+2]]:6> : bool{{$}}
    # CHECK: Compare is <[[@LINE+1]]:9-[[@LINE+1]]:20> : bool = False{{$}}
    f = i32 is None
    out[0] = a + b + c + d + e + f
