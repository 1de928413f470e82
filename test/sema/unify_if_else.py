# A variable assigned in both arms of an `if` has one type after it: the
# arms' types unify with NumPy's promote_types (int64 and float32 give
# float64, int64 and uint64 give float64), and every assignment shows it.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float32, uint64, float64[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(n, x, u, out):
    if n > 0:
        # CHECK: Name y <[[@LINE+1]]:9-[[@LINE+1]]:10> : float64{{$}}
        y = 1
    else:
        # CHECK: Name y <[[@LINE+1]]:9-[[@LINE+1]]:10> : float64{{$}}
        y = x
    # CHECK: Name y <[[@LINE+1]]:14-[[@LINE+1]]:15> : float64{{$}}
    out[0] = y
    if n > 1:
        # CHECK: Name z <[[@LINE+1]]:9-[[@LINE+1]]:10> : float64{{$}}
        z = n
    elif n > 2:
        # CHECK: Name z <[[@LINE+1]]:9-[[@LINE+1]]:10> : float64{{$}}
        z = u
    else:
        # CHECK: Name z <[[@LINE+1]]:9-[[@LINE+1]]:10> : float64{{$}}
        z = 0
    out[1] = z
    if n > 3:
        # CHECK: Name w <[[@LINE+1]]:9-[[@LINE+1]]:10> : int32{{$}}
        w = n
    else:
        # CHECK: Name w <[[@LINE+1]]:9-[[@LINE+1]]:10> : int32{{$}}
        w = True
    out[2] = w
