"""Sum of each warp's 32 elements with warp shuffles, no shared memory.

Each thread holds one element (0 past the end); five shfl_down_sync steps
halve the distance each time, so that lane 0 ends with the sum of its warp
and writes out[i // 32]. `out` needs ceil(len(a) / 32) elements and the
block size must be a multiple of 32.
"""
from numba import cuda, float32


@cuda.jit("void(float32[::1], float32[::1])")
def warp_sum(a, out):
    i = cuda.grid(1)
    v = a[i] if i < a.shape[0] else float32(0)
    offset = 16
    while offset > 0:
        v += cuda.shfl_down_sync(0xFFFFFFFF, v, offset)
        offset //= 2
    if cuda.laneid == 0:
        out[i // 32] = v


if __name__ == "__main__":
    import numpy as np

    n = 1000000
    a = np.random.rand(n).astype(np.float32)
    out = np.zeros((n + 31) // 32, dtype=np.float32)
    warp_sum[(n + 255) // 256, 256](a, out)
    padded = np.zeros(out.size * 32, dtype=np.float32)
    padded[:n] = a
    assert np.allclose(out, padded.reshape(-1, 32).sum(axis=1), rtol=1e-5)
