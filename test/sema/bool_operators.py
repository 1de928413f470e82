# `a and b`, `a or b` give one of their operands, as in Python, so their
# type is the operands' common type, not necessarily bool.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, bool, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i, x, flag, out):
    # CHECK: Name a <[[@LINE+2]]:5-[[@LINE+2]]:6> : bool{{$}}
    # CHECK: BoolOp and <[[@LINE+1]]:9-[[@LINE+1]]:22> : bool{{$}}
    a = flag and flag
    # CHECK: Name b <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: BoolOp or <[[@LINE+1]]:9-[[@LINE+1]]:15> : float64{{$}}
    b = i or x
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : int32{{$}}
    c = flag and i
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    d = i > 0 and x > 0 or flag
    out[0] = a + b + c + d
