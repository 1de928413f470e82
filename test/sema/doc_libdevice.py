# docs/language.md, "libdevice functions (`cuda.libdevice`)".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], int32[::1], float32, int64" | FileCheck %s
from numba import cuda
from numba.cuda import libdevice
from numba.cuda.libdevice import sad


@cuda.jit
def k(out, counts, x, n):
    s, c = libdevice.sincos(out[0])      # float64, float64: the out parameters
    m, e = libdevice.frexpf(x)           # float32, int32
    y = cuda.libdevice.sinf(x)           # float32
    z = libdevice.sin(x)                 # float64: x converts to sin's float64
    d = sad(n, 3, 4)                     # int32: n converts to int32
    u = libdevice.usad(n, 3, 4)          # int32 too: Numba declares every integer signed
    out[1] = s + c + m + y + z
    counts[0] = e + d + u + libdevice.popcll(n)

# CHECK: Name s <{{.*}}> : float64
# CHECK: Name c <{{.*}}> : float64
# CHECK: Name m <{{.*}}> : float32
# CHECK: Name e <{{.*}}> : int32
# CHECK: Name y <{{.*}}> : float32
# CHECK: Name z <{{.*}}> : float64
# CHECK: Name d <{{.*}}> : int32
# CHECK: Name u <{{.*}}> : int32
