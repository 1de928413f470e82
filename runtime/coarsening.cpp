#include "runtime/coarsening.h"

#include <cstdlib>
#include <string>

namespace dslc {

CoarsenedLaunch CoarsenLaunch(Dim3 grid, Dim3 block, uint32_t factor, uint64_t min_threads) {
  CoarsenedLaunch launch{grid, 0};
  if (factor <= 1 || grid.x == 0) return launch;
  if (grid.y != 1 || grid.z != 1 || block.y != 1 || block.z != 1) return launch;
  uint32_t blocks = static_cast<uint32_t>((uint64_t{grid.x} + factor - 1) / factor);
  if (uint64_t{blocks} * block.x < min_threads) return launch;
  launch.grid.x = blocks;
  launch.grid_x = grid.x;
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
