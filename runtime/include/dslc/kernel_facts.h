// What the compiler says about one compiled kernel, beside its code: its
// name, signature and target, and what launching it takes besides the entry
// point. One struct, carried whole by the PTX's `// dslc.kernel` header
// line, the disk cache's entries and CompiledInfo.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace dslc {

// A place where a debug kernel (`debug=True`, `-g`) checks something at run
// time: an array index, a divisor, a `raise` or an `assert`. A failing
// thread writes the site's number into the module's error record; the
// constant text stays here, on the host.
struct ErrorSite {
  std::string exception;  // the class: "IndexError", "ZeroDivisionError", "ValueError"
  // The message; for a bounds check, empty: it is made from the index,
  // extent and axis the record holds.
  std::string message;
  bool bounds = false;   // a bounds check
  std::string function;  // the Python function it is in: a device function names its own
  std::string file;
  uint32_t line = 0;  // 1-based; columns count characters
  uint32_t column = 0;

  bool operator==(const ErrorSite&) const = default;
};

struct KernelFacts {
  std::string kernel;     // the Python name: `saxpy`
  std::string signature;  // "float32, float32[::1], float32[::1]"
  std::string target;     // "sm_90"
  std::string entry;      // the PTX entry name (the kernel's, or a mangled one)
  // Calls cuda.cg.this_grid(): launched with cuLaunchCooperativeKernel, and
  // its grid may not exceed what fits on the GPU at once.
  bool cooperative = false;
  uint64_t static_shared_bytes = 0;  // as the compiler counts it
  bool dynamic_shared = false;       // has cuda.shared.array(0, dtype)
  // The block its code is compiled for (cuda.coop's block collectives):
  // launches must have it. {0, 0, 0}: any block. {n, 0, 0}: n threads in
  // any shape (the kernel's `launch_bounds`).
  std::array<uint32_t, 3> block_dim = {0, 0, 0};
  std::string block_dim_source;  // what gave it: "`launch_bounds=256`", "`--block-dim`"
  // A debug kernel's checks, numbered by their index; empty otherwise. Non-
  // empty: the kernel's module has the error record `__dslc_error`.
  std::vector<ErrorSite> error_sites;
  // Thread coarsening of an elementwise kernel (docs/performance.md): each
  // GPU thread runs `coarsening` threads of the launch, one after the other
  // along the grid's axis `coarsen_axis` (0: x, 1: y), and the entry takes
  // the launch's grid along that axis as one more uint32 parameter, the
  // kernel ABI's parameter number `grid_parameter` (its last). 1 and 0: not
  // coarsened.
  uint32_t coarsening = 1;
  uint32_t grid_parameter = 0;
  uint32_t coarsen_axis = 0;
  // A coarsened kernel whose GPU threads run as lanes of warps along x: a
  // launch is coarsened only when its block's x extent is a multiple of 32
  // (whole warps along x), and otherwise runs uncoarsened (the hidden grid
  // parameter 0).
  bool coarsen_whole_warps = false;

  bool operator==(const KernelFacts&) const = default;
};

}  // namespace dslc
