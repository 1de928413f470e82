# `cuda.local.array(shape, dtype)`: per-thread arrays with the same shapes
# and dtypes as shared arrays (but no dynamic form).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int32" | FileCheck %s
import numba
import numpy as np
from numba import cuda, float32

N = 8


@cuda.jit
def k(out, n):
    # CHECK: Name a <[[@LINE+1]]:{{.*}}> : float32[::1]{{$}}
    a = cuda.local.array(N, float32)
    # CHECK: Name b <[[@LINE+1]]:{{.*}}> : int64[:, ::1]{{$}}
    b = cuda.local.array((N, N // 2), np.int64)
    # CHECK: Name c <[[@LINE+1]]:{{.*}}> : uint16[:, :, ::1]{{$}}
    c = cuda.local.array(shape=(2, 2, 2), dtype=numba.uint16)
    # CHECK: Name d <[[@LINE+1]]:{{.*}}> : float64[::1]{{$}}
    d = cuda.local.array(N + 1, dtype=np.float64, alignment=16)
    for i in range(N):
        a[i] = n
    out[0] = a[0] + b[1, 2] + c[0, 1, 1] + d[N]
