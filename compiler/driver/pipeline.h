// The compile pipeline in one place: source -> tokens -> AST -> ... , each
// step checking the error count, optionally dumping, and timed.
#pragma once

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/driver/compile_options.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

// Runs `dslc compile`. Dumps and products go to standard output, or to the
// output file, which appears only when there were no errors; --time-passes
// figures and --resource-usage tables go to `reports`. Returns the process
// exit status.
int RunCompile(const CompileOptions& options, DiagnosticEmitter& emitter,
               llvm::raw_ostream& reports);

}  // namespace dslc
