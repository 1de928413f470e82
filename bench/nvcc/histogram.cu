// histogram_global and histogram_shared of lang-examples/histogram.py in
// CUDA C++, as a CUDA programmer writes the same algorithms: grid-stride
// loops with int64 indices (Numba's cuda.grid(1) and cuda.gridsize(1)),
// atomicAdd on uint32 counts in global memory, or first on a block-private
// histogram of 256 bins in shared memory and then one global atomicAdd per
// non-zero bin and block.
constexpr int kBins = 256;  // bins of the block-private histogram; counts may have fewer

extern "C" __global__ void histogram_global(const int* __restrict__ values,
                                            unsigned* __restrict__ counts, long long n) {
  long long start = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  long long stride = static_cast<long long>(gridDim.x) * blockDim.x;
  for (long long i = start; i < n; i += stride) atomicAdd(&counts[values[i]], 1u);
}

extern "C" __global__ void histogram_shared(const int* __restrict__ values,
                                            unsigned* __restrict__ counts, long long n,
                                            long long num_counts) {
  __shared__ unsigned local_counts[kBins];
  unsigned tid = threadIdx.x;
  for (unsigned b = tid; b < kBins; b += blockDim.x) local_counts[b] = 0;
  __syncthreads();
  long long start = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  long long stride = static_cast<long long>(gridDim.x) * blockDim.x;
  for (long long i = start; i < n; i += stride) atomicAdd(&local_counts[values[i]], 1u);
  __syncthreads();
  for (unsigned b = tid; b < kBins; b += blockDim.x) {
    unsigned count = local_counts[b];
    if (count != 0 && b < num_counts) atomicAdd(&counts[b], count);
  }
}
