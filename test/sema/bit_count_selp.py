# `x.bit_count()` on an integer is `cuda.popc(x)`, of the integer's type, as
# in Numba; `cuda.selp(test, a, b)` is `a` if `test` else `b` (PTX's selp),
# of their one type.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "int64[::1], uint8, int64, int32, int32, float64" | FileCheck %s
# RUN: %dslc-ptx %s --kernel k --signature "int64[::1], uint8, int64, int32, int32, float64" | FileCheck %s --check-prefix=PTX
from numba import cuda


@cuda.jit
def k(out, a, b, c, d, f):
    # CHECK: Call <[[@LINE+1]]:14-[[@LINE+1]]:27> : uint8
    out[0] = a.bit_count()
    # CHECK: Call <[[@LINE+1]]:14-[[@LINE+1]]:27> : int64
    out[1] = b.bit_count()
    # CHECK: Call <[[@LINE+1]]:14-[[@LINE+1]]:38> : int32
    out[2] = cuda.selp(f > 0.5, c, d)
    # CHECK: Call <[[@LINE+1]]:14-[[@LINE+1]]:34> : float64
    out[3] = cuda.selp(c, f, 2.5)

# PTX: popc.b64
# PTX: popc.b64
# PTX-DAG: selp.b32
# PTX-DAG: selp.f64
