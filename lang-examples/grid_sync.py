"""Two phases separated by a grid-wide barrier.

Phase 1 writes x[i] = i * i for every element; after `grid.sync()` every
write of every block is visible, so phase 2 can read a neighbour that another
block wrote: y[i] = x[i] + x[(i + 1) % n]. Needs a cooperative launch with no
more blocks than can be resident at once.
"""
from numba import cuda


@cuda.jit
def two_phase(x, y):
    grid = cuda.cg.this_grid()
    n = x.size
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, n, stride):
        x[i] = i * i
    grid.sync()
    for i in range(start, n, stride):
        y[i] = x[i] + x[(i + 1) % n]


if __name__ == "__main__":
    import numpy as np

    n = 1 << 20
    x = np.zeros(n, dtype=np.int64)
    y = np.zeros(n, dtype=np.int64)
    two_phase[132, 256](x, y)
    i = np.arange(n, dtype=np.int64)
    assert (y == i * i + np.roll(i * i, -1)).all()
