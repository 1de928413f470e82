# Two straight-line assignments define two values (Numba's SSA): the name
# may change type between them, and each use sees the type of the value
# that reaches it.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out):
    # CHECK: Name v <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    v = 1
    # CHECK: Name v <[[@LINE+1]]:14-[[@LINE+1]]:15> : int64{{$}}
    out[0] = v
    # CHECK: Name v <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    v = 2.5
    # CHECK: Name v <[[@LINE+1]]:14-[[@LINE+1]]:15> : float64{{$}}
    out[1] = v
    # CHECK: Name v <[[@LINE+1]]:5-[[@LINE+1]]:6> : tuple(int64, int64){{$}}
    v = (1, 2)
    # CHECK: Name v <[[@LINE+1]]:14-[[@LINE+1]]:15> : tuple(int64, int64){{$}}
    out[2] = v[0]
