# `for` over a tuple: the loop variable takes the elements' common type, so
# a tuple of mixed numbers works (Numba needs literal_unroll for that);
# `for` over a 1-D array gives its elements.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: Name v <[[@LINE+1]]:9-[[@LINE+1]]:10> : float64{{$}}
    for v in (1, 2.5, True):
        a[0] += v
    # CHECK: Name w <[[@LINE+1]]:9-[[@LINE+1]]:10> : int32{{$}}
    for w in (n, n, n):
        a[1] += w
    # CHECK: Name x <[[@LINE+1]]:9-[[@LINE+1]]:10> : float32{{$}}
    for x in a:
        a[2] += x
