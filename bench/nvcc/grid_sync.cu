// The grid-sync benchmark kernel in CUDA C++ with cooperative groups, as a
// CUDA programmer writes it: `syncs` grid-wide barriers in a loop, then one
// thread records how many it passed. dslc-bench loads the cubin nvcc makes
// of it and launches it cooperatively beside dslc's kernel of the same loop.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

extern "C" __global__ void grid_syncs(long long* done, long long syncs) {
  cg::grid_group grid = cg::this_grid();
  for (long long k = 0; k < syncs; ++k) grid.sync();
  if (grid.thread_rank() == 0) done[0] = syncs;
}
