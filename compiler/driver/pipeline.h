// The compile pipeline in one place: source -> tokens -> AST -> ... , each
// step checking the error count, optionally dumping, and timed.
#pragma once

#include <string>

#include "compiler/base/entry_abi.h"
#include "compiler/codegen/target.h"
#include "compiler/diagnostics/diagnostic_emitter.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

// How far to run; each stage includes the ones before it.
enum class Emit { Tokens, Ast, Typed, Llvm, Ptx };

struct CompileOptions {
  std::string input_path;
  std::string kernel;                           // empty: every kernel with an eager signature
  std::string signature;                        // empty: the kernel's eager signatures
  std::string arch = Target::Default().Name();  // or "native"
  int opt_level = 3;
  Emit emit = Emit::Ptx;
  std::string output_path;  // empty: standard output
  bool time_passes = false;
  bool may_alias = false;  // array arguments may overlap: no `noalias`
  bool line_info = false;  // --lineinfo: `.loc` lines in the PTX
  // Not Kernel: --kernel names a device function to compile on its own.
  EntryAbi abi = EntryAbi::Kernel;
  std::string abi_name;  // its symbol; empty: its name
};

// Runs `dslc compile`. Dumps and products go to standard output, or to the
// output file, which appears only when there were no errors; --time-passes
// figures go to `timings`. Returns the process exit status.
int RunCompile(const CompileOptions& options, DiagnosticEmitter& emitter,
               llvm::raw_ostream& timings);

}  // namespace dslc
