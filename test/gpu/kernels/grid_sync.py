"""Grid-wide synchronisation (cooperative launches)."""
from numba import cuda, float32


# Counts grid syncs: after each, every block checks that all blocks have
# arrived (arrivals[k] == blocks) before arriving at the next.
@cuda.jit
def sync_rounds(arrivals, errors, rounds):
    g = cuda.cg.this_grid()
    blocks = cuda.gridDim.x
    for k in range(rounds):
        if cuda.threadIdx.x == 0:
            cuda.atomic.add(arrivals, k, 1)
        g.sync()
        if cuda.threadIdx.x == 0 and cuda.atomic.add(arrivals, k, 0) != blocks:
            cuda.atomic.add(errors, 0, 1)
        g.sync()


# With dynamic shared memory: its size changes how many blocks fit.
@cuda.jit
def shared_then_sync(a, out):
    buf = cuda.shared.array(0, float32)
    g = cuda.cg.this_grid()
    i = cuda.grid(1)
    buf[cuda.threadIdx.x] = a[i]
    g.sync()
    out[i] = buf[cuda.threadIdx.x] + a[(i + cuda.blockDim.x) % a.shape[0]]
