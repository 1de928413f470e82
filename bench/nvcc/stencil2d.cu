// heat_step of lang-examples/stencil2d.py in CUDA C++, as a CUDA programmer
// writes the same algorithm: one point per thread, x along the columns,
// boundary points copied, interior points moved towards the mean of their
// four neighbours in float32; row-major restrict pointers with their
// extents, int64 indices as Numba's cuda.grid(2) gives.
extern "C" __global__ void heat_step(const float* __restrict__ u, float* __restrict__ u_next,
                                     float alpha, long long rows, long long cols) {
  long long col = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  long long row = static_cast<long long>(blockIdx.y) * blockDim.y + threadIdx.y;
  if (row >= rows || col >= cols) return;
  float center = u[row * cols + col];
  if (row == 0 || col == 0 || row == rows - 1 || col == cols - 1) {
    u_next[row * cols + col] = center;
    return;
  }
  float neighbours = u[(row - 1) * cols + col] + u[(row + 1) * cols + col] +
                     u[row * cols + col - 1] + u[row * cols + col + 1];
  u_next[row * cols + col] = center + alpha * (neighbours - 4.0f * center);
}
