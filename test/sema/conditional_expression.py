# `x if c else y`: the two values unify (NumPy's promote_types); a constant
# condition folds when the chosen value is a constant.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, int16, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i, x, s, out):
    # CHECK: Name a <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: Conditional <[[@LINE+1]]:9-[[@LINE+1]]:26> : float64{{$}}
    a = i if i > 0 else x
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    b = s if i > 0 else x
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    c = i if x > 0 else 0
    # CHECK: Name d <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: Conditional <[[@LINE+1]]:9-[[@LINE+1]]:27> : float64 = 1.0{{$}}
    d = 1 if True else 2.5
    out[0] = a + b + c + d
