# docs/language.md, "Typing rules": module constants.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" | FileCheck %s
import math

import numpy as np
from numba import cuda

N = 1024
HALF = N // 2                        # int64 = 512
TILE = (16, 16)                      # tuple(int64, int64)
TWO_PI = 2 * math.pi                 # float64
EPS = np.float32(1e-6)               # float32
WIDE = N > 512                       # bool = True
BLOCK = 256 if WIDE else 128         # int64 = 256


@cuda.jit
def k(out):
    out[0] = HALF + TILE[0] * TILE[1] + TWO_PI + EPS + BLOCK

# CHECK: Name HALF <{{.*}}> : int64 = 512
# CHECK: Name TILE <{{.*}}> : tuple(int64, int64) = (16, 16)
# CHECK: Name TWO_PI <{{.*}}> : float64 = 6.283185307179586
# CHECK: Name EPS <{{.*}}> : float32 = 9.999999974752427e-07
# CHECK: Name BLOCK <{{.*}}> : int64 = 256
