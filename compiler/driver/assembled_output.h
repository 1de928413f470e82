// The products that assemble the PTX: `--emit=cubin`, `--emit=fatbin` and
// `--resource-usage`. The units are compiled once per architecture (each
// gets PTX of its own target), assembled by compiler/assemble, and each
// kernel's resources read from the assembler's log.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "compiler/assemble/assemble.h"
#include "compiler/driver/compile_options.h"
#include "compiler/pipeline/compile.h"

namespace dslc {

// Whether `options` needs the assembler.
bool NeedsAssembler(const CompileOptions& options);

// The architectures `names` (options.arch, `native` already resolved) for
// assembled output, with a note for each that is assembled from sm_90 PTX;
// empty after reporting an error (several --arch without --emit=fatbin, an
// unknown one, --resource-usage with a front-end dump).
std::vector<BinaryArch> AssembledArchs(const CompileOptions& options,
                                       const std::vector<std::string>& names,
                                       DiagnosticEmitter& emitter);

// Compiles `request`'s units for each of `archs` and assembles them: the
// cubin or fat binary, or, for --emit=ptx with --resource-usage, the PTX
// (of the one architecture). Prints the resource table to `reports` when
// asked. Nothing after reporting an error.
std::optional<std::string> CompileAndAssemble(LoadedModule& module, UnitRequest request,
                                              const std::vector<BinaryArch>& archs,
                                              const CompileOptions& options,
                                              DiagnosticEmitter& emitter, PhaseTimer& timer,
                                              llvm::raw_ostream& reports);

// Where a binary goes without -o: the input's stem with `.cubin` or
// `.fatbin`, in the current directory (as nvcc names its outputs).
std::string DefaultBinaryPath(const CompileOptions& options);

}  // namespace dslc
