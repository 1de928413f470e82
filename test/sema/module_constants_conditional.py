# Constants may be chosen by a conditional expression, compare, and use
# `and`/`or`, all folded at compile time.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" | FileCheck %s
from numba import cuda

DEBUG = False
TILE = 32 if DEBUG else 16
BIG = TILE > 8
LIMIT = DEBUG or 4


@cuda.jit
def k(out):
    # CHECK: Name TILE <[[@LINE+1]]:14-[[@LINE+1]]:18> : int64 = 16{{$}}
    out[0] = TILE
    # CHECK: Name BIG <[[@LINE+1]]:14-[[@LINE+1]]:17> : bool = True{{$}}
    out[1] = BIG
    # CHECK: Name LIMIT <[[@LINE+1]]:14-[[@LINE+1]]:19> : int64 = 4{{$}}
    out[2] = LIMIT
