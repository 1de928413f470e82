# `cuda.shared.array(shape, dtype)`: a constant shape (a literal, a module
# constant, a constant expression or a tuple of 1 to 3 of them, by position
# or keyword) and a number class from numba, numba's module or numpy give a
# C-contiguous array with one dimension per extent. The shape 0 is dynamic
# shared memory: a 1-D array sized at launch.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float32[::1]" | FileCheck %s
import numba
import numpy as np
from numba import cuda, float32, int16, uint8

TILE = 16
SHAPE = (4, 8)


@cuda.jit
def k(out):
    # CHECK: Name a <[[@LINE+1]]:{{.*}}> : float32[::1]{{$}}
    a = cuda.shared.array(32, float32)
    # CHECK: Name b <[[@LINE+1]]:{{.*}}> : float64[::1]{{$}}
    b = cuda.shared.array(TILE, np.float64)
    # CHECK: Name c <[[@LINE+1]]:{{.*}}> : int32[:, ::1]{{$}}
    c = cuda.shared.array((TILE, TILE + 1), numba.int32)
    # CHECK: Name d <[[@LINE+1]]:{{.*}}> : uint8[:, :, ::1]{{$}}
    d = cuda.shared.array((2, 3, TILE * 2), uint8)
    # CHECK: Name e <[[@LINE+1]]:{{.*}}> : int16[:, ::1]{{$}}
    e = cuda.shared.array(shape=SHAPE, dtype=int16)
    # CHECK: Name f <[[@LINE+1]]:{{.*}}> : uint64[::1]{{$}}
    f = cuda.shared.array(TILE, dtype=np.uint64, alignment=128)
    # CHECK: Name g <[[@LINE+1]]:{{.*}}> : bool[::1]{{$}}
    g = cuda.shared.array((5,), numba.boolean)
    # CHECK: Name h <[[@LINE+1]]:{{.*}}> : float32[::1]{{$}}
    h = cuda.shared.array(0, float32)
    # CHECK: Name i <[[@LINE+1]]:{{.*}}> : int64[::1]{{$}}
    i = cuda.shared.array((0,), dtype=np.int64)
    # CHECK: Attribute .shape <[[@LINE+1]]:{{.*}}> : tuple(int64, int64){{$}}
    n, m = c.shape
    out[0] = a[0] + b[1] + c[1, 2] + d[0, 1, 2] + e[3, 7] + f[0] + g[0] + h[n] + i[m]
