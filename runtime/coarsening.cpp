#include "runtime/coarsening.h"

#include <cstdlib>
#include <string>

namespace dslc {

CoarsenedLaunch CoarsenLaunch(Dim3 grid, Dim3 block, uint32_t factor, uint32_t axis,
                              bool whole_warps, uint64_t min_threads) {
  CoarsenedLaunch launch{grid, 0};
  if (factor <= 1 || grid.x == 0 || grid.y == 0 || axis > 1) return launch;
  if (grid.z != 1 || block.z != 1) return launch;
  if (whole_warps && block.x % 32 != 0) return launch;
  uint32_t& extent = axis == 0 ? launch.grid.x : launch.grid.y;
  uint32_t user_extent = extent;
  uint32_t blocks = static_cast<uint32_t>((uint64_t{user_extent} + factor - 1) / factor);
  uint64_t threads = uint64_t{blocks} * (axis == 0 ? grid.y : grid.x) * block.x * block.y;
  if (threads < min_threads) return launch;
  extent = blocks;
  launch.grid_extent = user_extent;
  return launch;
}

uint64_t DefaultCoarsenMinThreads(int multiprocessors, int threads_per_multiprocessor) {
  return 4 * static_cast<uint64_t>(multiprocessors) *
         static_cast<uint64_t>(threads_per_multiprocessor);
}

int64_t CoarsenMinThreadsFromEnvironment() {
  const char* value = std::getenv("DSLC_COARSEN_MIN_THREADS");
  if (!value || !*value) return -1;
  char* end = nullptr;
  long long number = std::strtoll(value, &end, 10);
  if (*end != '\0' || number < 0) return -1;
  return number;
}

}  // namespace dslc
