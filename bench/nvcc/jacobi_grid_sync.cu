// jacobi of lang-examples/jacobi_grid_sync.py in CUDA C++, as a CUDA
// programmer writes the same algorithm: all sweeps in one cooperative
// kernel, two sweeps per loop trip ping-ponging between u and v with a
// cooperative_groups grid sync after each, grid-stride loops over the
// interior points in float64 with int64 indices (Numba's cuda.grid(1) and
// cuda.gridsize(1)). Launched cooperatively.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

extern "C" __global__ void jacobi(double* __restrict__ u, double* __restrict__ v,
                                  const double* __restrict__ f, long long n, long long sweeps) {
  cg::grid_group g = cg::this_grid();
  long long start = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x + 1;
  long long stride = static_cast<long long>(gridDim.x) * blockDim.x;
  for (long long s = 0; s < sweeps / 2; ++s) {
    for (long long i = start; i < n - 1; i += stride) v[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i]);
    g.sync();
    for (long long i = start; i < n - 1; i += stride) u[i] = 0.5 * (v[i - 1] + v[i + 1] + f[i]);
    g.sync();
  }
}
