// reverse_tiles of lang-examples/dynamic_shared.py in CUDA C++, as a CUDA
// programmer writes the same algorithm: block b copies tile b into dynamic
// shared memory, waits, and writes it back reversed; the tile length is an
// argument (CUDA C++ cannot ask for the launch's dynamic shared memory
// size), int64 offsets as Numba computes them (the tile length is an int64).
extern "C" __global__ void reverse_tiles(const float* __restrict__ a, float* __restrict__ out,
                                         long long tile) {
  extern __shared__ float buf[];
  long long base = blockIdx.x * tile;
  for (long long j = threadIdx.x; j < tile; j += blockDim.x) buf[j] = a[base + j];
  __syncthreads();
  for (long long j = threadIdx.x; j < tile; j += blockDim.x) out[base + j] = buf[tile - 1 - j];
}
