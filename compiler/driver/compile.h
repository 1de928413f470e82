// The pipeline's steps, shared by `dslc compile` (pipeline.cpp, which runs
// them top to bottom with its dumps) and the runtime's JIT:
//
//   LoadModule:   source -> tokens -> AST -> ModuleScope      (once per file)
//   InferUnits:   CompileUnits -> TypedPrograms
//   EmitUnits:    TypedPrograms -> one llvm::Module -> PTX (or optimised IR)
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "compiler/driver/compile_unit.h"
#include "compiler/driver/phase_timer.h"
#include "compiler/parse/ast.h"
#include "compiler/sema/typed_function.h"

namespace dslc {

// A parsed and analysed kernel file; every compile of its kernels shares it.
struct LoadedModule {
  std::unique_ptr<SourceBuffer> source;
  std::unique_ptr<Ast> ast;
  std::unique_ptr<TypeContext> types;
  std::unique_ptr<ModuleScope> scope;
  bool ok = false;  // no errors: the scope may be compiled from
};

// The loaded file, always: diagnostics point into its source (and into
// signature strings the scope owns). `ok` is false when the file has errors,
// reported through `emitter`.
std::unique_ptr<LoadedModule> LoadModule(SourceBuffer source, DiagnosticEmitter& emitter,
                                         PhaseTimer& timer);

// One TypedProgram per unit, checked against the unit's target
// architecture; empty when any has errors.
std::vector<std::unique_ptr<TypedProgram>> InferUnits(const ModuleScope& scope,
                                                      const std::vector<CompileUnit>& units,
                                                      DiagnosticEmitter& emitter,
                                                      PhaseTimer& timer);

enum class BackEndOutput { Llvm, Ptx };

// What launching a compiled kernel takes besides its entry point; also in
// the PTX's `// dslc.kernel` header line for tools that load the file.
struct KernelFacts {
  std::string entry;                 // the PTX entry name
  bool cooperative = false;          // calls cuda.cg.this_grid()
  uint64_t static_shared_bytes = 0;
  bool dynamic_shared = false;       // sized by the launch's shared bytes
};

// Lowers the units into one module and writes PTX (with a `// dslc.kernel`
// header line per entry) or optimised LLVM IR to `out`. The units share one
// architecture; the PTX ISA version is the lowest that it and the features
// the units use need. `kernels` receives
// each unit's facts. False after reporting an error.
bool EmitUnits(const ModuleScope& scope, const std::vector<CompileUnit>& units,
               const std::vector<std::unique_ptr<TypedProgram>>& programs, BackEndOutput output,
               llvm::raw_ostream& out, std::vector<KernelFacts>* kernels,
               DiagnosticEmitter& emitter, PhaseTimer& timer);

}  // namespace dslc
