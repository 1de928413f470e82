// How fast lang-examples/warp_reduce.py's warp_sum (each warp's 32
// elements summed with shuffles, lane 0 writes) can run on a GPU when
// written by hand in CUDA C++: one element per thread (as nvcc's
// bench/nvcc/warp_reduce.cu), C blocks' elements per thread with each
// element's shuffles and store run one after the other (what dslc's
// coarsening does) or the C reductions interleaved, and 16-byte loads
// (a thread sums its 4 elements first, then 3 shuffles: not the same
// algorithm, an upper bound of reading the array), and 16-byte loads whose
// lanes keep one element per lane's order (virtual lanes: what dslc's
// lanes of virtual warps compile warp_sum to; checked to give the same
// bits). On 2^28 float32,
// block 256, medians of 50 launches after 5; bandwidth counts the reads
// and the writes, beside a device-to-device copy of 1 GiB.
//
//   nvcc -O3 -arch=sm_90 -o warp_sum_ceiling bench/experiments/warp_sum_ceiling.cu
//   ./warp_sum_ceiling
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <vector>

__device__ __forceinline__ float WarpSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xFFFFFFFFu, v, offset);
  return v;
}

__global__ void one(const float* __restrict__ a, float* __restrict__ out, long long n) {
  long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  float v = WarpSum(i < n ? a[i] : 0.f);
  if ((threadIdx.x & 31) == 0) out[i / 32] = v;
}

// C blocks of the launch per block, each element's reduction and store in turn
template <int C>
__global__ void sequential(const float* __restrict__ a, float* __restrict__ out, long long n) {
  float v[C];
#pragma unroll
  for (int k = 0; k < C; ++k) v[k] = a[((long long)blockIdx.x * C + k) * blockDim.x + threadIdx.x];
#pragma unroll
  for (int k = 0; k < C; ++k) {
    long long i = ((long long)blockIdx.x * C + k) * blockDim.x + threadIdx.x;
    float s = WarpSum(v[k]);
    if ((threadIdx.x & 31) == 0) out[i / 32] = s;
  }
}

// the same with the C reductions' shuffles interleaved, the stores last
template <int C>
__global__ void interleaved(const float* __restrict__ a, float* __restrict__ out, long long n) {
  float v[C];
#pragma unroll
  for (int k = 0; k < C; ++k) v[k] = a[((long long)blockIdx.x * C + k) * blockDim.x + threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2) {
#pragma unroll
    for (int k = 0; k < C; ++k) v[k] += __shfl_down_sync(0xFFFFFFFFu, v[k], offset);
  }
  if ((threadIdx.x & 31) == 0) {
#pragma unroll
    for (int k = 0; k < C; ++k) out[(((long long)blockIdx.x * C + k) * blockDim.x + threadIdx.x) / 32] = v[k];
  }
}

// 16-byte loads, C of them per thread; 8 lanes hold one warp-sum's elements
template <int C>
__global__ void vector4(const float* __restrict__ a, float* __restrict__ out, long long n) {
  float s[C];
#pragma unroll
  for (int k = 0; k < C; ++k) {
    float4 x = reinterpret_cast<const float4*>(a)[((long long)blockIdx.x * C + k) * blockDim.x + threadIdx.x];
    s[k] = (x.x + x.y) + (x.z + x.w);
  }
#pragma unroll
  for (int k = 0; k < C; ++k) {
    for (int offset = 4; offset > 0; offset /= 2) s[k] += __shfl_down_sync(0xFFFFFFFFu, s[k], offset);
    long long i = (((long long)blockIdx.x * C + k) * blockDim.x + threadIdx.x) * 4;
    if ((threadIdx.x & 7) == 0) out[i / 32] = s[k];
  }
}

// 16-byte loads that keep the one-element order: a warp's lane p holds
// elements 4p .. 4p+3 of 128 (four warps' worth), so lane p's element k is
// lane 4p+k's of one element per thread. The shuffles by 16, 8 and 4
// elements are shuffles by 4, 2 and 1 lanes of each element; those by 2 and
// 1 add the lane's own elements (the others' results are never stored).
template <int C>
__global__ void virtual_lanes(const float* __restrict__ a, float* __restrict__ out, long long n) {
  float v[C][4];
#pragma unroll
  for (int c = 0; c < C; ++c) {
    float4 x = reinterpret_cast<const float4*>(a)[((long long)blockIdx.x * C + c) * blockDim.x + threadIdx.x];
    v[c][0] = x.x; v[c][1] = x.y; v[c][2] = x.z; v[c][3] = x.w;
  }
#pragma unroll
  for (int c = 0; c < C; ++c) {
    for (int lanes = 4; lanes > 0; lanes /= 2) {
#pragma unroll
      for (int k = 0; k < 4; ++k) v[c][k] += __shfl_down_sync(0xFFFFFFFFu, v[c][k], lanes);
    }
    float s = (v[c][0] + v[c][2]) + (v[c][1] + v[c][3]);
    long long i = (((long long)blockIdx.x * C + c) * blockDim.x + threadIdx.x) * 4;
    if ((threadIdx.x & 7) == 0) out[i / 32] = s;
  }
}

__global__ void fill(float* a, long long n) {
  long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (i < n) a[i] = (float)((i * 2654435761u) % 1000003) * 1e-3f - 500.f;
}

int main() {
  const long long n = 1LL << 28;
  float *a, *out, *copy;
  cudaMalloc(&a, n * 4); cudaMalloc(&out, n / 8); cudaMalloc(&copy, n * 4);
  fill<<<n / 256, 256>>>(a, n);
  {  // virtual lanes sum in the one-element order: the same bits
    std::vector<float> expected(n / 32), got(n / 32);
    one<<<n / 256, 256>>>(a, out, n);
    cudaMemcpy(expected.data(), out, n / 8, cudaMemcpyDeviceToHost);
    virtual_lanes<2><<<n / 256 / 8, 256>>>(a, out, n);
    cudaMemcpy(got.data(), out, n / 8, cudaMemcpyDeviceToHost);
    printf("virtual lanes give one element's bits: %s\n", expected == got ? "yes" : "NO");
  }
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  auto time = [&](const char* name, double bytes, auto launch) {
    for (int i = 0; i < 5; ++i) launch();
    std::vector<float> ms;
    for (int i = 0; i < 50; ++i) { cudaEventRecord(e0); launch(); cudaEventRecord(e1); cudaEventSynchronize(e1); float t; cudaEventElapsedTime(&t, e0, e1); ms.push_back(t); }
    std::sort(ms.begin(), ms.end());
    printf("%-28s %.4f ms  %.3f TB/s\n", name, ms[25], bytes / ms[25] / 1e9);
  };
  const double bytes = 4.0 * n + 4.0 * (n / 32);
  const int block = 256;
  time("copy", 8.0 * n, [&] { cudaMemcpyAsync(copy, a, n * 4, cudaMemcpyDeviceToDevice); });
  time("one element", bytes, [&] { one<<<n / block, block>>>(a, out, n); });
  time("sequential 8", bytes, [&] { sequential<8><<<n / block / 8, block>>>(a, out, n); });
  time("sequential 16", bytes, [&] { sequential<16><<<n / block / 16, block>>>(a, out, n); });
  time("interleaved 4", bytes, [&] { interleaved<4><<<n / block / 4, block>>>(a, out, n); });
  time("interleaved 8", bytes, [&] { interleaved<8><<<n / block / 8, block>>>(a, out, n); });
  time("interleaved 16", bytes, [&] { interleaved<16><<<n / block / 16, block>>>(a, out, n); });
  time("virtual lanes x 1", bytes, [&] { virtual_lanes<1><<<n / block / 4, block>>>(a, out, n); });
  time("virtual lanes x 2", bytes, [&] { virtual_lanes<2><<<n / block / 8, block>>>(a, out, n); });
  time("virtual lanes x 4", bytes, [&] { virtual_lanes<4><<<n / block / 16, block>>>(a, out, n); });
  time("float4 x 1", bytes, [&] { vector4<1><<<n / block / 4, block>>>(a, out, n); });
  time("float4 x 2", bytes, [&] { vector4<2><<<n / block / 8, block>>>(a, out, n); });
  time("float4 x 4", bytes, [&] { vector4<4><<<n / block / 16, block>>>(a, out, n); });
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
}
