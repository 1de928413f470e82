# A variable assigned on some paths only is still typed from the assignments
# that reach its use (Python would raise at run time on the other paths;
# Numba and dslc leave its value undefined there).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(n, out):
    if n > 0:
        # CHECK: Name y <[[@LINE+1]]:9-[[@LINE+1]]:10> : float64{{$}}
        y = 2.5
    # CHECK: Name y <[[@LINE+1]]:14-[[@LINE+1]]:15> : float64{{$}}
    out[0] = y
    for i in range(n):
        # CHECK: Name last <[[@LINE+1]]:9-[[@LINE+1]]:13> : int32{{$}}
        last = i
    # CHECK: Name last <[[@LINE+1]]:14-[[@LINE+1]]:18> : int32{{$}}
    out[1] = last
