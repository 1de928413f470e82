# Module constants fold, with arithmetic over earlier constants, and keep
# their types in kernels (a name bound to a constant reads as that constant).
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" | FileCheck %s
from numba import cuda

TPB = 256
HALF = TPB // 2
SCALE = 1.5 * TPB
MASK = (1 << 20) - 1
NEG = -TPB % 100


@cuda.jit
def k(out):
    # CHECK: Name TPB <[[@LINE+1]]:14-[[@LINE+1]]:17> : int64 = 256{{$}}
    out[0] = TPB
    # CHECK: Name HALF <[[@LINE+1]]:14-[[@LINE+1]]:18> : int64 = 128{{$}}
    out[1] = HALF
    # CHECK: Name SCALE <[[@LINE+1]]:14-[[@LINE+1]]:19> : float64 = 384.0{{$}}
    out[2] = SCALE
    # CHECK: Name MASK <[[@LINE+1]]:14-[[@LINE+1]]:18> : int64 = 1048575{{$}}
    out[3] = MASK
    # CHECK: Name NEG <[[@LINE+1]]:14-[[@LINE+1]]:17> : int64 = 44{{$}}
    out[4] = NEG
    # CHECK: Binary * <[[@LINE+1]]:14-[[@LINE+1]]:21> : int64 = 512{{$}}
    out[5] = TPB * 2
