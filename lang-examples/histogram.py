"""Histogram of small integers, two ways, both under heavy atomic contention.

`values` holds bin numbers in [0, counts.shape[0]); `counts` (at most BINS
bins, zeroed by the host) receives how often each occurs.

histogram_global: every thread adds 1 to a bin in global memory directly.
histogram_shared: each block first counts into its own histogram in shared
memory (cheap on-chip atomics), then adds its non-zero bins to the global
histogram: one global atomic per bin and block instead of one per value.
"""
from numba import cuda, uint32

BINS = 256  # bins of the block-private histogram; counts may have fewer


@cuda.jit("void(int32[::1], uint32[::1])")
def histogram_global(values, counts):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, values.shape[0], stride):
        cuda.atomic.add(counts, values[i], 1)


@cuda.jit("void(int32[::1], uint32[::1])")
def histogram_shared(values, counts):
    local_counts = cuda.shared.array(BINS, uint32)
    tid = cuda.threadIdx.x
    for b in range(tid, BINS, cuda.blockDim.x):
        local_counts[b] = 0
    cuda.syncthreads()
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, values.shape[0], stride):
        cuda.atomic.add(local_counts, values[i], 1)
    cuda.syncthreads()
    for b in range(tid, BINS, cuda.blockDim.x):
        count = local_counts[b]
        if count != 0 and b < counts.shape[0]:
            cuda.atomic.add(counts, b, count)


if __name__ == "__main__":
    import numpy as np

    n, bins = 1 << 24, 64
    values = np.random.randint(0, bins, size=n).astype(np.int32)
    expected = np.bincount(values, minlength=bins).astype(np.uint32)
    for kernel in (histogram_global, histogram_shared):
        counts = np.zeros(bins, dtype=np.uint32)
        kernel[264, 256](values, counts)
        assert (counts == expected).all()
