# docs/language.md, "Typing rules": casts with number classes.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64, int64, float32[::1]" | FileCheck %s
import numba
import numpy as np
from numba import cuda, float32, int32


@cuda.jit
def k(d, n, out):
    a = float32(d)                   # float32
    b = int32(d)                     # int32, truncated toward zero
    c = np.uint8(n)                  # uint8, wrapped modulo 256
    e = numba.float64(n)             # float64
    f = float32(2) * a               # float32: both operands are float32
    out[0] = a + b + c + e + f

# CHECK: Name a <{{.*}}> : float32
# CHECK: Name b <{{.*}}> : int32
# CHECK: Name c <{{.*}}> : uint8
# CHECK: Name e <{{.*}}> : float64
# CHECK: Name f <{{.*}}> : float32
