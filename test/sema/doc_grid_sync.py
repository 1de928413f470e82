# docs/language.md, "Grid synchronisation".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "float64[::1], float64[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(u, v):
    g = cuda.cg.this_grid()      # the grid group: the kernel is cooperative
    i = cuda.grid(1)
    if i < u.shape[0]:
        v[i] = 2.0 * u[i]
    g.sync()                     # every thread of the grid waits here
    if i < u.shape[0]:
        u[i] = v[u.shape[0] - 1 - i]

# CHECK: Name g <{{.*}}> : grid group
