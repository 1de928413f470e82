// What the compiler says about one compiled kernel, beside its code: its
// name, signature and target, and what launching it takes besides the entry
// point. One struct, carried whole by the PTX's `// dslc.kernel` header
// line, the disk cache's entries and CompiledInfo.
#pragma once

#include <cstdint>
#include <string>

namespace dslc {

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

  bool operator==(const KernelFacts&) const = default;
};

}  // namespace dslc
