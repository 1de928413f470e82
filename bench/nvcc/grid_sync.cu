// Grid sync in CUDA C++ with cooperative groups, as a CUDA programmer writes
// it; dslc-bench loads the cubin nvcc makes of it and launches each kernel
// cooperatively beside dslc's.
//
// grid_syncs: the grid-sync benchmark, `syncs` grid-wide barriers in a loop,
// then one thread records how many it passed.
//
// two_phase: lang-examples/grid_sync.py, x[i] = i * i, a grid sync, then
// y[i] = x[i] + x[(i + 1) % n], grid-stride loops with int64 indices
// (Numba's cuda.grid(1) and cuda.gridsize(1)).
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

extern "C" __global__ void grid_syncs(long long* done, long long syncs) {
  cg::grid_group grid = cg::this_grid();
  for (long long k = 0; k < syncs; ++k) grid.sync();
  if (grid.thread_rank() == 0) done[0] = syncs;
}

extern "C" __global__ void two_phase(long long* __restrict__ x, long long* __restrict__ y,
                                     long long n) {
  cg::grid_group grid = cg::this_grid();
  long long start = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  long long stride = static_cast<long long>(gridDim.x) * blockDim.x;
  for (long long i = start; i < n; i += stride) x[i] = i * i;
  grid.sync();
  for (long long i = start; i < n; i += stride) y[i] = x[i] + x[(i + 1) % n];
}
