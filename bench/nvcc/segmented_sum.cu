// segmented_sum of lang-examples/segmented_sum.py in CUDA C++, as a CUDA
// programmer writes the same algorithm: one block of 256 threads per
// segment, each thread striding through the segment with a float32 partial
// sum, then a tree in shared memory with a barrier per level; int64 offsets
// as Numba computes them (the segment length is an int64).
constexpr int kThreadsPerBlock = 256;  // the tree needs a power of two

extern "C" __global__ void segmented_sum(const float* __restrict__ data, float* __restrict__ out,
                                         long long seglen) {
  __shared__ float partial[kThreadsPerBlock];
  unsigned seg = blockIdx.x;
  unsigned tid = threadIdx.x;
  long long base = seg * seglen;
  float acc = 0.0f;
  for (long long j = tid; j < seglen; j += kThreadsPerBlock) acc += data[base + j];
  partial[tid] = acc;
  __syncthreads();
  for (int stride = kThreadsPerBlock / 2; stride > 0; stride /= 2) {
    if (tid < stride) partial[tid] += partial[tid + stride];
    __syncthreads();
  }
  if (tid == 0) out[seg] = partial[0];
}
