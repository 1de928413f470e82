# A tuple whose elements all have one type can be indexed by a run-time
# integer; a.shape is such a tuple.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[:, ::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, n):
    t = (1.5, 2.5, 3.5)
    # CHECK: Name x <[[@LINE+2]]:5-[[@LINE+2]]:6> : float64{{$}}
    # CHECK: Subscript <[[@LINE+1]]:9-[[@LINE+1]]:13> : float64{{$}}
    x = t[n]
    # CHECK: Name m <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    m = a.shape[n]
    a[0, 0] = x + m
