// matmul_shared of lang-examples/matmul_shared.py in CUDA C++, as a CUDA
// programmer writes the same algorithm: 16 x 16 tiles of A and B in shared
// memory (zero past the edges), two barriers per tile, a float32
// accumulator; row-major restrict pointers with their extents, int64 indices
// as Numba's cuda.grid(2) gives.
constexpr int kTile = 16;

extern "C" __global__ void matmul_shared(const float* __restrict__ a, const float* __restrict__ b,
                                         float* __restrict__ c, long long m, long long k,
                                         long long n) {
  __shared__ float tile_a[kTile][kTile];
  __shared__ float tile_b[kTile][kTile];
  long long col = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  long long row = static_cast<long long>(blockIdx.y) * blockDim.y + threadIdx.y;
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  float acc = 0.0f;
  for (long long t = 0; t < (k + kTile - 1) / kTile; ++t) {
    long long k_a = t * kTile + tx;
    long long k_b = t * kTile + ty;
    tile_a[ty][tx] = row < m && k_a < k ? a[row * k + k_a] : 0.0f;
    tile_b[ty][tx] = k_b < k && col < n ? b[k_b * n + col] : 0.0f;
    __syncthreads();
    for (int j = 0; j < kTile; ++j) acc += tile_a[ty][j] * tile_b[j][tx];
    __syncthreads();
  }
  if (row < m && col < n) c[row * n + col] = acc;
}
