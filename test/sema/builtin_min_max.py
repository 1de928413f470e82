# min and max take two or more numbers, or one tuple of numbers; the result
# is their common type by NumPy's promote_types (int32 and float32 give
# float64, int16 and float32 give float32, int32 and uint32 give int64).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int32, uint32, int16, float32, float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(i, u, s, x, out):
    # CHECK: Name a <[[@LINE+1]]:5-[[@LINE+1]]:6> : int32{{$}}
    a = min(i, i)
    # CHECK: Name b <[[@LINE+1]]:5-[[@LINE+1]]:6> : float64{{$}}
    b = max(i, x)
    # CHECK: Name c <[[@LINE+1]]:5-[[@LINE+1]]:6> : float32{{$}}
    c = min(s, x)
    # CHECK: Name d <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    d = max(i, u)
    # CHECK: Name e <[[@LINE+1]]:5-[[@LINE+1]]:6> : int64{{$}}
    e = min((i, s, 3))
    # CHECK: Name f <[[@LINE+1]]:5-[[@LINE+1]]:6> : int16{{$}}
    f = max(s, s, s)
    out[0] = a + b + c + d + e + f
