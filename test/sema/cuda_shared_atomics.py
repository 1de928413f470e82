# Atomics work on shared and local arrays as on global ones.
# RUN: %dslc compile --emit=typed %s --kernel k --signature "uint32[::1], int32[::1]" | FileCheck %s
from numba import cuda, uint32

BINS = 256


@cuda.jit
def k(counts, values):
    bins = cuda.shared.array(BINS, uint32)
    # CHECK: Name old <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    old = cuda.atomic.add(bins, values[cuda.grid(1)], 1)
    grid = cuda.shared.array((16, 16), dtype=uint32)
    # CHECK: Name hits <[[@LINE+1]]:{{.*}}> : uint32{{$}}
    hits = cuda.atomic.inc(grid, (cuda.threadIdx.x, 0), 15)
    counts[0] = old + hits
