# math.pi and friends are float64 constants; NumPy and Numba number classes
# make typed constants (np.float32(1.5) is a float32).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" | FileCheck %s
import math

import numba
import numpy as np
from numba import cuda

TWO_PI = 2 * math.pi
ALPHA = np.float32(1.5)
SMALL = numba.int8(-3)
COUNT = np.uint32(7)


@cuda.jit
def k(out):
    # CHECK: Name TWO_PI <[[@LINE+1]]:14-[[@LINE+1]]:20> : float64 = 6.283185307179586{{$}}
    out[0] = TWO_PI
    # CHECK: Name ALPHA <[[@LINE+1]]:14-[[@LINE+1]]:19> : float32 = 1.5{{$}}
    out[1] = ALPHA
    # CHECK: Name SMALL <[[@LINE+1]]:14-[[@LINE+1]]:19> : int8 = -3{{$}}
    out[2] = SMALL
    # CHECK: Binary * <[[@LINE+2]]:14-[[@LINE+2]]:23> : int64 = 14{{$}}
    # CHECK: Name COUNT <[[@LINE+1]]:14-[[@LINE+1]]:19> : uint32 = 7{{$}}
    out[3] = COUNT * 2
    # CHECK: Binary * <[[@LINE+1]]:14-[[@LINE+1]]:27> : float32 = 2.25{{$}}
    out[4] = ALPHA * ALPHA
