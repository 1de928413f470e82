# Tuple constants, unpacked constants, and indexing a constant tuple.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1]" | FileCheck %s
from numba import cuda

SHAPE = (16, 32)
ROWS, COLS = SHAPE
MIXED = (1, 2.5, True)
LAST = MIXED[-1]


@cuda.jit
def k(out):
    # CHECK: Binary * <[[@LINE+2]]:14-[[@LINE+2]]:33> : int64 = 512{{$}}
    # CHECK: Name SHAPE <[[@LINE+1]]:14-[[@LINE+1]]:19> : tuple(int64, int64) = (16, 32){{$}}
    out[0] = SHAPE[0] * SHAPE[1]
    # CHECK: Name ROWS <[[@LINE+2]]:14-[[@LINE+2]]:18> : int64 = 16{{$}}
    # CHECK: Name COLS <[[@LINE+1]]:21-[[@LINE+1]]:25> : int64 = 32{{$}}
    out[1] = ROWS + COLS
    # CHECK: Name MIXED <[[@LINE+1]]:14-[[@LINE+1]]:19> : tuple(int64, float64, bool) = (1, 2.5, True){{$}}
    out[2] = MIXED[1]
    # CHECK: Name LAST <[[@LINE+1]]:14-[[@LINE+1]]:18> : bool = True{{$}}
    out[3] = LAST
