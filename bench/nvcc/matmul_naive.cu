// matmul_naive of lang-examples/matmul_naive.py in CUDA C++, as a CUDA
// programmer writes the same algorithm: one thread per element of C, x along
// the columns, the shared dimension walked in order with a float32
// accumulator, row-major matrices as restrict pointers with their extents,
// int64 indices as Numba's cuda.grid(2) gives.
extern "C" __global__ void matmul_naive(const float* __restrict__ a, const float* __restrict__ b,
                                        float* __restrict__ c, long long m, long long k,
                                        long long n) {
  long long col = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  long long row = static_cast<long long>(blockIdx.y) * blockDim.y + threadIdx.y;
  if (row < m && col < n) {
    float acc = 0.0f;
    for (long long j = 0; j < k; ++j) acc += a[row * k + j] * b[j * n + col];
    c[row * n + col] = acc;
  }
}
