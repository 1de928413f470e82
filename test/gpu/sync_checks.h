// Checks shared by the feature tests (test/gpu/kernels) and the tests of
// lang-examples that implement the same kernels.
#pragma once

#include <string>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {

// Launches sync_rounds(arrivals, errors, rounds) at the largest cooperative
// grid of `threads`-thread blocks and checks that every block saw every
// other block arrive at each of the `rounds` grid syncs. Returns the grid.
uint32_t CheckSyncRounds(Kernel& kernel, uint32_t threads, int64_t rounds);

// Runs jacobi(u, v, f, sweeps) at the largest cooperative grid of 256-thread
// blocks on random data and checks u against the same sweeps on the host.
// Returns a note with the size and grid.
std::string CheckJacobi(Kernel& kernel, int64_t sweeps);

// histogram_global and histogram_shared of `program` on 2^24 values: 16
// uniform bins, then 256 bins with most values in one.
void CheckHistograms(const Program& program);

}  // namespace dslc::gpu_test
