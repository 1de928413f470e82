// The architecture a compile is for, chosen in one place for the command
// line (`--arch`) and the runtime (ProgramOptions::arch and the GPU).
#pragma once

#include <optional>
#include <string>

#include "compiler/codegen/target.h"

namespace dslc {

// A GPU code is compiled for.
struct GpuArchitecture {
  int compute_major = 0;
  int compute_minor = 0;
  std::string name;  // "NVIDIA H100 80GB HBM3"
};

// The target `arch` asks for: `sm_XX`; or, with `gpu`, "" or "native" for
// the GPU's own (Target::ForComputeCapability: the newest architecture dslc
// supports that runs on it). With `gpu`, an architecture newer than the
// GPU's is refused: its code could not run there. Errors are diagnostics
// without a location: the command line emits them, the runtime throws their
// text.
std::optional<Target> SelectTarget(const std::string& arch, const GpuArchitecture* gpu,
                                   DiagnosticMessage* error);

}  // namespace dslc
