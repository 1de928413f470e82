// The thread block a kernel is compiled for, where the compiler knows it:
// the block collectives of cuda.coop (compiler/library/cuda_coop.py) are
// unrolled over its threads and warps, so a kernel that calls them is
// compiled for one block size and may only be launched with it.
#pragma once

#include <cstdint>
#include <string>

namespace dslc {

struct BlockShape {
  // The extents; 0 where unknown. `launch_bounds=256` gives the thread count
  // only: x = 256, y = z = 0.
  int64_t x = 0;
  int64_t y = 0;
  int64_t z = 0;
  // Where it comes from, for messages: "`launch_bounds=256`",
  // "`--block-dim`", "the launch".
  std::string source;

  bool known() const { return x > 0; }
  bool shape_known() const { return x > 0 && y > 0 && z > 0; }
  int64_t threads() const { return x * (y > 0 ? y : 1) * (z > 0 ? z : 1); }
};

}  // namespace dslc
