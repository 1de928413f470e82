// The launch of a coarsened kernel (KernelFacts::coarsening): which grid the
// GPU runs and what the kernel's hidden grid parameter says. Internal to
// the runtime; a pure function, tested without a GPU.
#pragma once

#include <cstdint>

#include "dslc/program.h"

namespace dslc {

struct CoarsenedLaunch {
  Dim3 grid;  // the grid the driver launches
  // The hidden parameter: the user's grid along the coarsened axis, or 0
  // (not coarsened).
  uint32_t grid_extent = 0;
};

// A launch of `grid` x `block` of a kernel coarsened by `factor` along
// `axis` (KernelFacts::coarsen_axis) runs ceil(grid.x / factor) blocks
// along x, or ceil(grid.y / factor) along y, each the work of `factor` of
// the user's, when the launch has no extent along z (grid.z and block.z
// 1; the other axis is left as it is), its blocks are whole warps along x
// (block.x a multiple of 32) when `whole_warps`
// (KernelFacts::coarsen_whole_warps), and it leaves at least `min_threads`
// threads to the GPU; any other runs as asked, each block its own
// (grid_extent 0). A factor of 1 changes nothing.
CoarsenedLaunch CoarsenLaunch(Dim3 grid, Dim3 block, uint32_t factor, uint32_t axis,
                              bool whole_warps, uint64_t min_threads);

// The fewest threads a coarsened launch keeps: 4 times what the GPU holds
// at once (multiprocessors x threads per multiprocessor), so that each
// multiprocessor still gets blocks in several waves. DSLC_COARSEN_MIN_THREADS,
// read when a program is made, replaces it (0: coarsen every launch that
// can be).
uint64_t DefaultCoarsenMinThreads(int multiprocessors, int threads_per_multiprocessor);

// DSLC_COARSEN_MIN_THREADS as a number, or -1 when it is unset or not one.
int64_t CoarsenMinThreadsFromEnvironment();

}  // namespace dslc
