// How fast lang-examples/dynamic_shared.py's reverse_tiles (a tile copied
// into dynamic shared memory, a barrier, written back reversed) can run on
// a GPU when written by hand in CUDA C++: the copy-in loop as written
// (as nvcc's bench/nvcc/dynamic_shared.cu), unrolled U times with its U
// loads issued before its stores, and with 16-byte accesses. Tiles of 8192
// float32 (32 KiB), block 256, on 2^28 float32, medians of 50 launches
// after 5; bandwidth counts one read and one write per element, beside a
// device-to-device copy of 1 GiB.
//
//   nvcc -O3 -arch=sm_90 -o reverse_tiles_ceiling bench/experiments/reverse_tiles_ceiling.cu
//   ./reverse_tiles_ceiling
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <vector>

__global__ void as_written(const float* __restrict__ a, float* __restrict__ out, long long tile) {
  extern __shared__ float buf[];
  long long base = blockIdx.x * tile;
  for (long long j = threadIdx.x; j < tile; j += blockDim.x) buf[j] = a[base + j];
  __syncthreads();
  for (long long j = threadIdx.x; j < tile; j += blockDim.x) out[base + j] = buf[tile - 1 - j];
}

// U loads in flight per thread (tile a multiple of U * blockDim)
template <int U>
__global__ void unrolled(const float* __restrict__ a, float* __restrict__ out, long long tile) {
  extern __shared__ float buf[];
  long long base = blockIdx.x * tile;
  for (long long j = threadIdx.x; j < tile; j += U * blockDim.x) {
    float v[U];
#pragma unroll
    for (int u = 0; u < U; ++u) v[u] = a[base + j + u * blockDim.x];
#pragma unroll
    for (int u = 0; u < U; ++u) buf[j + u * blockDim.x] = v[u];
  }
  __syncthreads();
  for (long long j = threadIdx.x; j < tile; j += U * blockDim.x) {
#pragma unroll
    for (int u = 0; u < U; ++u) out[base + j + u * blockDim.x] = buf[tile - 1 - j - u * blockDim.x];
  }
}

// 16-byte accesses, U per thread in flight
template <int U>
__global__ void vector4(const float* __restrict__ a, float* __restrict__ out, long long tile) {
  extern __shared__ float buf[];
  long long base = blockIdx.x * tile;
  const float4* a4 = reinterpret_cast<const float4*>(a + base);
  float4* buf4 = reinterpret_cast<float4*>(buf);
  long long tile4 = tile / 4;
  for (long long j = threadIdx.x; j < tile4; j += U * blockDim.x) {
    float4 v[U];
#pragma unroll
    for (int u = 0; u < U; ++u) v[u] = a4[j + u * blockDim.x];
#pragma unroll
    for (int u = 0; u < U; ++u) buf4[j + u * blockDim.x] = v[u];
  }
  __syncthreads();
  float4* out4 = reinterpret_cast<float4*>(out + base);
  for (long long j = threadIdx.x; j < tile4; j += blockDim.x) {
    float4 x = buf4[tile4 - 1 - j];
    out4[j] = make_float4(x.w, x.z, x.y, x.x);
  }
}

int main() {
  const long long n = 1LL << 28, tile = 8192;
  float *a, *out;
  cudaMalloc(&a, n * 4); cudaMalloc(&out, n * 4);
  cudaMemset(a, 0, n * 4);
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  auto time = [&](const char* name, auto launch) {
    for (int i = 0; i < 5; ++i) launch();
    std::vector<float> ms;
    for (int i = 0; i < 50; ++i) { cudaEventRecord(e0); launch(); cudaEventRecord(e1); cudaEventSynchronize(e1); float t; cudaEventElapsedTime(&t, e0, e1); ms.push_back(t); }
    std::sort(ms.begin(), ms.end());
    printf("%-28s %.4f ms  %.3f TB/s\n", name, ms[25], 8.0 * n / ms[25] / 1e9);
  };
  const unsigned blocks = n / tile, block = 256, shared = tile * 4;
  time("copy", [&] { cudaMemcpyAsync(out, a, n * 4, cudaMemcpyDeviceToDevice); });
  time("as written", [&] { as_written<<<blocks, block, shared>>>(a, out, tile); });
  time("unrolled 4", [&] { unrolled<4><<<blocks, block, shared>>>(a, out, tile); });
  time("unrolled 8", [&] { unrolled<8><<<blocks, block, shared>>>(a, out, tile); });
  time("unrolled 16", [&] { unrolled<16><<<blocks, block, shared>>>(a, out, tile); });
  time("unrolled 32", [&] { unrolled<32><<<blocks, block, shared>>>(a, out, tile); });
  time("float4 x 2", [&] { vector4<2><<<blocks, block, shared>>>(a, out, tile); });
  time("float4 x 8", [&] { vector4<8><<<blocks, block, shared>>>(a, out, tile); });
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
}
