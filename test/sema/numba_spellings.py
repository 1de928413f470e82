# Spellings real Numba files use: scalar types imported from `numba.cuda`,
# `numba.types`, `numba.cuda.types` and `from numba import types`; array
# dtypes as strings (as NumPy reads them) and as NumPy's types; signatures
# held in module variables (the value the name has when the decorator runs);
# `inline="always"`.
# RUN: %dslc compile --emit=typed %s | FileCheck %s
# RUN: %dslc-ptx %s > /dev/null
import numba
import numpy as np
from numba import cuda, types
from numba.cuda import float32, int32
from numba.cuda import types as cuda_types
import numba.types as nt

SIG = (int32[:, ::1],)
SIGNATURES = ["void(float32[::1], i8)", "void(float64[::1], int32)"]
FIRST = SIGNATURES
SIGNATURES = [SIG]  # rebound after `late` below: the decorator saw the list above


@cuda.jit(device=True, inline="always")
def twice(x):
    return x * 2


@cuda.jit(device=True, inline="never")
def thrice(x):
    return x * 3


# CHECK-LABEL: Kernel k(int32[:, ::1])
@cuda.jit(SIG)
def k(a):
    # CHECK: Name t <[[@LINE+1]]:5-[[@LINE+1]]:6> : int32[::1]
    t = cuda.local.array(10, dtype="int32")
    # CHECK: Name u <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32[:, ::1]
    u = cuda.shared.array((2, 3), "f4")
    # CHECK: Name v <[[@LINE+1]]:5-[[@LINE+1]]:6> : int16[::1]
    v = cuda.local.array(4, cuda_types.int16)
    # CHECK: Name w <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64[::1]
    w = cuda.local.array(4, nt.i8)
    # CHECK: Name x <[[@LINE+1]]:5-[[@LINE+1]]:6> : uint8[::1]
    x = cuda.local.array(shape=2, dtype=numba.uint8)
    # CHECK: Name y <[[@LINE+1]]:5-[[@LINE+1]]:6> : int32[::1]
    y = cuda.local.array(2, np.int32)
    # CHECK: Name z <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    z = types.float64(1) + cuda.types.float32(2)
    t[0] = twice(thrice(1))
    u[0, 0] = float32(2)
    v[0] = 1
    w[0] = 1
    x[0] = 1
    y[0] = 1
    a[0, 0] = t[0] + int32(u[0, 0]) + v[0] + w[0] + x[0] + y[0] + int32(z)


# CHECK-LABEL: Kernel late(float32[::1], int64)
# CHECK-LABEL: Kernel late(float64[::1], int32)
@cuda.jit(FIRST)
def late(a, n):
    a[0] = n
