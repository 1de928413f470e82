# Array attributes: shape and strides are tuples of int64, size and nbytes
# int64; ndim and itemsize are int64 constants; dtype is the element's
# number class (callable as a cast).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[:, ::1], int16[:]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(a, b):
    # CHECK: Name s <[[@LINE+1]]:5-[[@LINE+1]]:6> : tuple(int64, int64){{$}}
    s = a.shape
    # CHECK: Name st <[[@LINE+1]]:5-[[@LINE+1]]:7> : tuple(int64, int64){{$}}
    st = a.strides
    # CHECK: Name n <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    n = a.size
    # CHECK: Name nb <[[@LINE+1]]:5-[[@LINE+1]]:7> : int64{{$}}
    nb = a.nbytes
    # CHECK: Name d <[[@LINE+2]]:5-[[@LINE+2]]:6> : int64{{$}}
    # CHECK: Attribute .ndim <[[@LINE+1]]:9-[[@LINE+1]]:15> : int64 = 2{{$}}
    d = a.ndim
    # CHECK: Name isz <[[@LINE+2]]:5-[[@LINE+2]]:8> : int64{{$}}
    # CHECK: Attribute .itemsize <[[@LINE+1]]:11-[[@LINE+1]]:21> : int64 = 2{{$}}
    isz = b.itemsize
    # CHECK: Name t <[[@LINE+1]]:5-[[@LINE+1]]:6> : class `float32`{{$}}
    t = a.dtype
    # CHECK: Name x <[[@LINE+2]]:5-[[@LINE+2]]:6> : int16{{$}}
    # CHECK: Call <[[@LINE+1]]:9-[[@LINE+1]]:19> : int16 = 3{{$}}
    x = b.dtype(3)
    a[0, 0] = s[0] + st[1] + n + nb + d + isz + x + t(1)
