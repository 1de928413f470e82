# An array's shape is a tuple of int64, one per dimension; it unpacks.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[:, :, ::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a):
    # CHECK: Name n <[[@LINE+4]]:5-[[@LINE+4]]:6> : int64{{$}}
    # CHECK: Name m <[[@LINE+3]]:8-[[@LINE+3]]:9> : int64{{$}}
    # CHECK: Name p <[[@LINE+2]]:11-[[@LINE+2]]:12> : int64{{$}}
    # CHECK: Attribute .shape <[[@LINE+1]]:15-[[@LINE+1]]:22> : tuple(int64, int64, int64){{$}}
    n, m, p = a.shape
    # CHECK: Name rows <[[@LINE+1]]:5-[[@LINE+1]]:9> : int64{{$}}
    rows, = (n,)
    a[0, 0, 0] = n * m * p + rows
