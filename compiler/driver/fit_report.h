// `dslc compile --resource-usage --block-size N` for a kernel whose
// registers do not allow blocks of N threads: the forms a launch of such a
// block tries at run time (runtime/block_fit.h's policy), compiled and
// assembled as the command line assembles, and the one it takes.
#pragma once

#include <string>

#include "compiler/assemble/assemble.h"
#include "compiler/assemble/assembler_log.h"
#include "compiler/assemble/occupancy.h"
#include "compiler/pipeline/compile.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

// What the report compiles with: the request the table's units came from
// (kernel and signature are replaced by each unit's), and where the
// assembler is.
struct FitReportContext {
  LoadedModule& module;
  const UnitRequest& request;
  const ToolkitSearch& search;
  DiagnosticEmitter& emitter;
  PhaseTimer& timer;
  bool remarks = false;  // also the runtime's remark line (--coarsening-remarks)
};

// Prints, below the resource table of `facts` for `arch` (whose assembler
// said `usage`), the rows of the form a launch of `threads` threads takes,
// when the kernel as compiled does not fit such a block: the form chosen
// and each form tried. Nothing when it fits, or when the kernel's own
// `launch_bounds` decides. False after reporting an error.
bool PrintFittingForm(const FitReportContext& context, const KernelFacts& facts,
                      const KernelResourceUsage& usage, const BinaryArch& arch,
                      const SmLimits& limits, int threads, llvm::raw_ostream& out);

}  // namespace dslc
