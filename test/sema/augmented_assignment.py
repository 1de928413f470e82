# `x op= v` is `x = x op v` for a name: a new value, whose type may differ
# (in straight-line code each assignment has its own type); for an array
# element the result is stored back as the element type.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32[::1], int32" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, n):
    # CHECK: Name x <[[@LINE+1]]:5-[[@LINE+1]]:6> : int32{{$}}
    x = n
    # CHECK: Name x <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    x += 1
    # CHECK: Name x <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    x /= 2
    # CHECK: Subscript <[[@LINE+1]]:5-[[@LINE+1]]:9> : int32{{$}}
    a[0] += 1
    # CHECK: Subscript <[[@LINE+1]]:5-[[@LINE+1]]:9> : int32{{$}}
    a[1] *= 2.5
    # CHECK: Name m <[[@LINE+1]]:5-[[@LINE+1]]:6> : int32{{$}}
    m = n
    # CHECK: Name m <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    m <<= 2
    a[2] = x + m
