// What compile.h's handles hold: the parsed file and its scope, and typed
// units. For the pipeline's own files and the command line's dumps; the
// runtime sees only compile.h.
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "compiler/codegen/codegen.h"
#include "compiler/parse/ast.h"
#include "compiler/pipeline/compile.h"
#include "compiler/plan/plan.h"
#include "compiler/scope/module_scope.h"
#include "compiler/sema/typed_function.h"
#include "compiler/types/signature.h"

namespace dslc {

// One source and what its names denote: a kernel file, or one function of a
// host program's module (host_module.h).
struct SourceParts {
  std::unique_ptr<SourceBuffer> source;
  std::unique_ptr<Ast> ast;
  // Null when the source did not parse. It owns text that diagnostics point
  // into (decorator signatures), so it stays when it has errors.
  std::unique_ptr<ModuleScope> scope;
};

struct ModuleParts {
  std::unique_ptr<TypeContext> types;
  // A file's one source; a host program's functions, one source each,
  // function 0 (the one it compiles) first.
  std::vector<SourceParts> sources;
  bool from_host = false;
  // A host program's module: the key material of every function and host
  // value (HostModuleKey), which cache keys cover instead of a file's
  // top-level statements.
  std::string host_key;
  // A host value is a device array: kernels reach memory through it that
  // array arguments may also point into, so arguments are not `noalias`.
  bool captures_device_memory = false;
  bool ok = false;  // no errors: the scopes may be compiled from
  // The signatures units name, by (kernel, text): those of the decorators and
  // of --signature as SelectCompileUnits read them (their errors point
  // there), and any other text as TypeKernels parsed it.
  std::map<std::pair<std::string, std::string>, Signature> signatures;
  // The text of signatures parsed from a unit, which their types and
  // diagnostics point into.
  std::deque<SourceBuffer> signature_texts;

  // Every function, a file's in file order, a host program's function 0
  // first.
  std::vector<const FunctionInfo*> Functions() const;
  // The function `name` denotes: a file's last `def` of that name, as Python
  // binds it; in a host program's module function 0 when it has the name
  // (the one the host program compiles), else the first that has it.
  const FunctionInfo* FindFunction(llvm::StringRef name) const;
  // The kernels units may name: a file's, except those a later `def` of the
  // same name replaced; a host program's function 0 unless it is a device
  // function.
  std::vector<const FunctionInfo*> Kernels() const;
};

// A unit with its kernel and signature found in the module.
struct ResolvedUnit {
  CompileUnit unit;
  const FunctionInfo* kernel = nullptr;
  const Signature* signature = nullptr;
  CodegenOptions codegen;
  // Line tables (LowerOptions::line_info): the unit's request or the
  // kernel's `lineinfo=True`.
  bool line_info = false;
  bool debug = false;  // the unit's or the decorator's: LowerOptions::debug
  // The unit's, the decorator's (`coarsen=False`) and a kernel's: may be
  // coarsened if elementwise.
  bool coarsen = true;
  // As internal errors name it: file, kernel, canonical signature, target.
  CompileSubject subject;
};

// Finds `unit`'s kernel and signature (parsing its text when the module
// does not know it); nothing after reporting why not.
std::optional<ResolvedUnit> ResolveUnit(LoadedModule& module, const CompileUnit& unit,
                                        DiagnosticEmitter& emitter);

struct TypedKernels::State {
  LoadedModule* module = nullptr;
  std::vector<ResolvedUnit> units;
  std::vector<std::unique_ptr<TypedProgram>> programs;
  std::vector<KernelFacts> facts;
  // Per unit: what PlanKernel decided.
  std::vector<KernelPlan> plans;
};

// compile.h's UnitFactsLine, for the pipeline's own files.
std::string FactsLine(const TypedKernels::State& typed, size_t unit);

}  // namespace dslc
