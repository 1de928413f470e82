"""Segmented sum: out[s] = sum of segment s of `data`.

One block per segment. Each thread strides through its segment accumulating a
partial sum, then the block combines the partial sums with a tree in shared
memory (the kernel from the Numba-CUDA talk).
"""
from numba import cuda, float32

TPB = 256  # threads per block; the tree needs a power of two


@cuda.jit
def segmented_sum(data, out, seglen):
    partial = cuda.shared.array(TPB, float32)
    seg = cuda.blockIdx.x
    tid = cuda.threadIdx.x
    base = seg * seglen
    acc = float32(0)
    for j in range(tid, seglen, TPB):
        acc += data[base + j]
    partial[tid] = acc
    cuda.syncthreads()
    stride = TPB // 2
    while stride > 0:
        if tid < stride:
            partial[tid] += partial[tid + stride]
        cuda.syncthreads()
        stride //= 2
    if tid == 0:
        out[seg] = partial[0]


if __name__ == "__main__":
    import numpy as np

    seglen, nseg = 1024, 4096
    data = np.random.rand(nseg * seglen).astype(np.float32)
    out = np.zeros(nseg, dtype=np.float32)
    segmented_sum[nseg, TPB](data, out, seglen)
    assert np.allclose(out, data.reshape(nseg, seglen).sum(axis=1), rtol=1e-4)
