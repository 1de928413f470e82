// What codegen is told (CodegenOptions, KernelBounds) and what it measures
// (CodegenTimings): the values codegen.h's entries and the passes they run
// (optimize.h) share.
#pragma once

#include "compiler/base/optimizations.h"

namespace dslc {

struct CodegenOptions {
  int opt_level = 3;  // -O0 .. -O3
  // Approximate division, sqrt and transcendental functions; flush denormals.
  // Codegen sets the function attributes (division, .ftz) and libdevice's
  // flush-to-zero mode; the approximate sqrt also needs `afn ninf` on the
  // call, which is the lowering's to set, as are the other instruction flags.
  bool fastmath = false;
  bool contract = true;  // fuse a*b+c into fma, as nvcc does
  // Which of dslc's own passes run (base/optimizations.def), at -O1 and up.
  Optimizations optimizations;
};

// Launch bounds of a kernel (`@cuda.jit(launch_bounds=...)`, max_registers).
struct KernelBounds {
  int max_threads = 0;        // 0: none
  int min_blocks_per_sm = 0;  // 0: none; ignored without max_threads (ptxas would ignore it)
  int max_registers = 0;      // 0: none
};

// Timings of the codegen steps, for --time-passes.
struct CodegenTimings {
  double link_libdevice_ms = 0;  // 0 when the module calls no `__nv_*` function
  double optimize_ms = 0;
  double emit_ms = 0;
};

}  // namespace dslc
