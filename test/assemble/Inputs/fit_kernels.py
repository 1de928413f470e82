# A kernel whose registers do not allow blocks of 1024 threads, with launch
# bounds of its own (resource_usage_fit.test; the others are the GPU tests').
import numpy as np
from numba import cuda
from numba import int64


@cuda.jit(launch_bounds=512)
def bounded_count(x, table, out, counts):
    """copy_and_count of the GPU tests with launch bounds of its own: blocks
    of more threads are the caller's error."""
    i = cuda.grid(1)
    n = len(counts)
    if i < n:
        out[i] = x[i]
        counts[i] = (cuda.popc(np.uint32(table[0] - table[counts[i] % table.size]))
                     + int64(table[-len(table)]))
