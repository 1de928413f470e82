// warp_sum of lang-examples/warp_reduce.py in CUDA C++, as a CUDA programmer
// writes the same algorithm: one element per thread (0 past the end), five
// __shfl_down_sync steps, lane 0 writes its warp's sum; an int64 index as
// Numba's cuda.grid(1) gives.
extern "C" __global__ void warp_sum(const float* __restrict__ a, float* __restrict__ out,
                                    long long n) {
  long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  float v = i < n ? a[i] : 0.0f;
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xFFFFFFFFu, v, offset);
  if ((threadIdx.x & 31) == 0) out[i / 32] = v;
}
