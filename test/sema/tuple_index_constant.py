# A tuple indexed by a constant gives that element's type, so the elements
# may differ; a constant tuple folds.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int32, float32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, n, x):
    # CHECK: Name t <[[@LINE+1]]:5-[[@LINE+1]]:6> : tuple(int32, float32, bool){{$}}
    t = (n, x, True)
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int32{{$}}
    a = t[0]
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    b = t[1]
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : bool{{$}}
    c = t[2]
    # CHECK: Name d <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: Subscript <[[@LINE+1]]:9-[[@LINE+1]]:20> : float64 = 4.5{{$}}
    d = (3, 4.5)[1]
    out[0] = a + b + c + d
