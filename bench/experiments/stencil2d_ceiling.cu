// How fast a 2-D 5-point stencil (lang-examples/stencil2d.py's heat_step)
// can run on a GPU when written by hand in CUDA C++: one point per thread
// (as nvcc's bench/nvcc/stencil2d.cu), K rows per thread strided by the
// block's height (what dslc's coarsening along y does), and K consecutive
// rows per thread sharing the rows between them in registers, with a few
// block shapes, and 4 consecutive columns per thread with 16-byte or 4-byte
// accesses. Interior points only, on 16384 x 16384 float32, medians of
// 50 launches after 5; bandwidth counts one read and one write per point,
// beside a device-to-device copy of the same bytes.
//
//   nvcc -O3 -arch=sm_90 -o stencil2d_ceiling bench/experiments/stencil2d_ceiling.cu
//   ./stencil2d_ceiling
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <vector>

// one point per thread
__global__ void v1(const float* __restrict__ u, float* __restrict__ o, float alpha, long long rows, long long cols) {
  long long c = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  long long r = blockIdx.y * (long long)blockDim.y + threadIdx.y;
  if (r >= rows || c >= cols) return;
  float ce = u[r * cols + c];
  if (r == 0 || c == 0 || r == rows - 1 || c == cols - 1) { o[r * cols + c] = ce; return; }
  float n = u[(r - 1) * cols + c] + u[(r + 1) * cols + c] + u[r * cols + c - 1] + u[r * cols + c + 1];
  o[r * cols + c] = ce + alpha * (n - 4.f * ce);
}

// K rows per thread, rows strided by blockDim.y (virtual blocks), interior only (timing)
template <int K>
__global__ void vstrided(const float* __restrict__ u, float* __restrict__ o, float alpha, long long rows, long long cols) {
  long long c = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  long long r0 = (long long)blockIdx.y * K * blockDim.y + threadIdx.y;
  float v[K][5];
#pragma unroll
  for (int k = 0; k < K; ++k) {
    long long r = r0 + k * blockDim.y;
    r = min(max(r, 1LL), rows - 2);
    long long cc = min(max(c, 1LL), cols - 2);
    v[k][0] = u[r * cols + cc]; v[k][1] = u[(r - 1) * cols + cc]; v[k][2] = u[(r + 1) * cols + cc];
    v[k][3] = u[r * cols + cc - 1]; v[k][4] = u[r * cols + cc + 1];
  }
#pragma unroll
  for (int k = 0; k < K; ++k) {
    long long r = r0 + k * blockDim.y;
    if (r < rows && c < cols) o[r * cols + c] = v[k][0] + alpha * (v[k][1] + v[k][2] + v[k][3] + v[k][4] - 4.f * v[k][0]);
  }
}

// K consecutive rows per thread, rows shared in registers
template <int K>
__global__ void vconsec(const float* __restrict__ u, float* __restrict__ o, float alpha, long long rows, long long cols) {
  long long c = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  long long r0 = ((long long)blockIdx.y * blockDim.y + threadIdx.y) * K;
  long long cc = min(max(c, 1LL), cols - 2);
  float col[K + 2], l[K], rr[K];
#pragma unroll
  for (int k = 0; k < K + 2; ++k) { long long r = min(max(r0 + k - 1, 0LL), rows - 1); col[k] = u[r * cols + cc]; }
#pragma unroll
  for (int k = 0; k < K; ++k) { long long r = min(max(r0 + k, 0LL), rows - 1); l[k] = u[r * cols + cc - 1]; rr[k] = u[r * cols + cc + 1]; }
#pragma unroll
  for (int k = 0; k < K; ++k) {
    long long r = r0 + k;
    if (r < rows && c < cols) o[r * cols + c] = col[k + 1] + alpha * (col[k] + col[k + 2] + l[k] + rr[k] - 4.f * col[k + 1]);
  }
}

// W consecutive columns (one 16-byte access when W is 4) and K consecutive
// rows per thread, the rows shared in registers; the columns left and right
// of the thread's W come from scalar loads.
template <int K, bool kVectorStore = true>
__global__ void vvec4(const float* __restrict__ u, float* __restrict__ o, float alpha, long long rows, long long cols) {
  long long c = (blockIdx.x * (long long)blockDim.x + threadIdx.x) * 4;
  long long r0 = ((long long)blockIdx.y * blockDim.y + threadIdx.y) * K;
  long long cc = min(max(c, 4LL), cols - 8);
  float4 col[K + 2];
  float l[K], rr[K];
#pragma unroll
  for (int k = 0; k < K + 2; ++k) { long long r = min(max(r0 + k - 1, 0LL), rows - 1); col[k] = *reinterpret_cast<const float4*>(u + r * cols + cc); }
#pragma unroll
  for (int k = 0; k < K; ++k) { long long r = min(max(r0 + k, 0LL), rows - 1); l[k] = u[r * cols + cc - 1]; rr[k] = u[r * cols + cc + 4]; }
#pragma unroll
  for (int k = 0; k < K; ++k) {
    long long r = r0 + k;
    float4 a = col[k], m = col[k + 1], b = col[k + 2], res;
    res.x = m.x + alpha * (a.x + b.x + l[k] + m.y - 4.f * m.x);
    res.y = m.y + alpha * (a.y + b.y + m.x + m.z - 4.f * m.y);
    res.z = m.z + alpha * (a.z + b.z + m.y + m.w - 4.f * m.z);
    res.w = m.w + alpha * (a.w + b.w + m.z + rr[k] - 4.f * m.w);
    if (r >= rows || c >= cols) continue;
    if (kVectorStore) {
      *reinterpret_cast<float4*>(o + r * cols + c) = res;
    } else {
      float* out = o + r * cols + c;
      out[0] = res.x; out[1] = res.y; out[2] = res.z; out[3] = res.w;
    }
  }
}

// 4 consecutive columns per thread with 4-byte accesses only (alignment
// unknown): the 6 elements of its row and 4 above and below.
__global__ void vcols4(const float* __restrict__ u, float* __restrict__ o, float alpha, long long rows, long long cols) {
  long long c = (blockIdx.x * (long long)blockDim.x + threadIdx.x) * 4;
  long long r = blockIdx.y * (long long)blockDim.y + threadIdx.y;
  long long cc = min(max(c, 4LL), cols - 8), rc = min(max(r, 1LL), rows - 2);
  const float* m = u + rc * cols + cc;
  float a[4], b[4], row[6];
#pragma unroll
  for (int k = 0; k < 4; ++k) { a[k] = m[k - cols]; b[k] = m[k + cols]; }
#pragma unroll
  for (int k = 0; k < 6; ++k) row[k] = m[k - 1];
  if (r >= rows || c >= cols) return;
#pragma unroll
  for (int k = 0; k < 4; ++k) o[r * cols + c + k] = row[k + 1] + alpha * (a[k] + b[k] + row[k] + row[k + 2] - 4.f * row[k + 1]);
}

int main() {
  const long long rows = 16384, cols = 16384, n = rows * cols;
  float *u, *o;
  cudaMalloc(&u, n * 4); cudaMalloc(&o, n * 4);
  cudaMemset(u, 0, n * 4);
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  auto time = [&](const char* name, auto launch) {
    for (int i = 0; i < 5; ++i) launch();
    std::vector<float> ms;
    for (int i = 0; i < 50; ++i) { cudaEventRecord(a); launch(); cudaEventRecord(b); cudaEventSynchronize(b); float t; cudaEventElapsedTime(&t, a, b); ms.push_back(t); }
    std::sort(ms.begin(), ms.end());
    printf("%-28s %.4f ms  %.3f TB/s\n", name, ms[25], 8.0 * n / ms[25] / 1e9);
  };
  time("copy", [&] { cudaMemcpyAsync(o, u, n * 4, cudaMemcpyDeviceToDevice); });
  dim3 blk(32, 8);
  dim3 g1(cols / 32, rows / 8);
  time("one point", [&] { v1<<<g1, blk>>>(u, o, 0.2f, rows, cols); });
  time("strided 4", [&] { vstrided<4><<<dim3(cols / 32, rows / 32), blk>>>(u, o, 0.2f, rows, cols); });
  time("strided 8", [&] { vstrided<8><<<dim3(cols / 32, rows / 64), blk>>>(u, o, 0.2f, rows, cols); });
  time("consecutive 4", [&] { vconsec<4><<<dim3(cols / 32, rows / 32), blk>>>(u, o, 0.2f, rows, cols); });
  time("consecutive 8", [&] { vconsec<8><<<dim3(cols / 32, rows / 64), blk>>>(u, o, 0.2f, rows, cols); });
  time("consecutive 16", [&] { vconsec<16><<<dim3(cols / 32, rows / 128), blk>>>(u, o, 0.2f, rows, cols); });
  dim3 blk2(64, 4);
  time("consecutive 8, 64x4", [&] { vconsec<8><<<dim3(cols / 64, rows / 32), blk2>>>(u, o, 0.2f, rows, cols); });
  time("consecutive 4, 128x2", [&] { vconsec<4><<<dim3(cols / 128, rows / 8), dim3(128, 2)>>>(u, o, 0.2f, rows, cols); });
  time("consecutive 2, 128x2", [&] { vconsec<2><<<dim3(cols / 128, rows / 4), dim3(128, 2)>>>(u, o, 0.2f, rows, cols); });
  time("consecutive 4, 256x1", [&] { vconsec<4><<<dim3(cols / 256, rows / 4), dim3(256, 1)>>>(u, o, 0.2f, rows, cols); });
  time("consecutive 8, 128x2", [&] { vconsec<8><<<dim3(cols / 128, rows / 16), dim3(128, 2)>>>(u, o, 0.2f, rows, cols); });
  time("strided 4, 128x2", [&] { vstrided<4><<<dim3(cols / 128, rows / 8), dim3(128, 2)>>>(u, o, 0.2f, rows, cols); });
  time("float4 x 1, 32x8", [&] { vvec4<1><<<dim3(cols / 128, rows / 8), blk>>>(u, o, 0.2f, rows, cols); });
  time("float4 x 2, 32x8", [&] { vvec4<2><<<dim3(cols / 128, rows / 16), blk>>>(u, o, 0.2f, rows, cols); });
  time("float4 x 4, 32x8", [&] { vvec4<4><<<dim3(cols / 128, rows / 32), blk>>>(u, o, 0.2f, rows, cols); });
  time("float4 x 4, 64x4", [&] { vvec4<4><<<dim3(cols / 256, rows / 16), dim3(64, 4)>>>(u, o, 0.2f, rows, cols); });
  time("float4 x 2, 128x2", [&] { vvec4<2><<<dim3(cols / 512, rows / 4), dim3(128, 2)>>>(u, o, 0.2f, rows, cols); });
  time("float4 loads, 4-byte stores", [&] { vvec4<1, false><<<dim3(cols / 128, rows / 8), blk>>>(u, o, 0.2f, rows, cols); });
  time("4 columns, 4-byte accesses", [&] { vcols4<<<dim3(cols / 128, rows / 8), blk>>>(u, o, 0.2f, rows, cols); });
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
}
