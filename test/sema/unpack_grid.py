# cuda.grid(n) and cuda.gridsize(n) give int64, one value for n = 1 and a
# tuple for 2 and 3, which unpacks into names.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[:, ::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a):
    # CHECK: Name i <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:21> : int64{{$}}
    i = cuda.grid(1)
    # CHECK: Tuple <[[@LINE+4]]:5-[[@LINE+4]]:9> : tuple(int64, int64){{$}}
    # CHECK: Name x <[[@LINE+3]]:5-[[@LINE+3]]:6> : int64{{$}}
    # CHECK: Name y <[[@LINE+2]]:8-[[@LINE+2]]:9> : int64{{$}}
    # CHECK: Call <[[@LINE+1]]:12-[[@LINE+1]]:24> : tuple(int64, int64){{$}}
    x, y = cuda.grid(2)
    # CHECK: Name p <[[@LINE+3]]:5-[[@LINE+3]]:6> : int64{{$}}
    # CHECK: Name q <[[@LINE+2]]:8-[[@LINE+2]]:9> : int64{{$}}
    # CHECK: Name r <[[@LINE+1]]:11-[[@LINE+1]]:12> : int64{{$}}
    p, q, r = cuda.gridsize(3)
    # CHECK: Name s <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    s = cuda.gridsize(1)
    a[x, y] = i + p + q + r + s
