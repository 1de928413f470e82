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
#include "compiler/sema/module_scope.h"
#include "compiler/sema/signature.h"
#include "compiler/sema/typed_function.h"

namespace dslc {

struct ModuleParts {
  std::unique_ptr<SourceBuffer> source;
  std::unique_ptr<Ast> ast;
  std::unique_ptr<TypeContext> types;
  // Null when the file did not parse. It owns text that diagnostics point
  // into (decorator signatures), so it stays when it has errors.
  std::unique_ptr<ModuleScope> scope;
  bool ok = false;  // no errors: the scope may be compiled from
  // The signatures units name, by (kernel, text): those of the decorators and
  // of --signature as SelectCompileUnits read them (their errors point
  // there), and any other text as TypeKernels parsed it.
  std::map<std::pair<std::string, std::string>, Signature> signatures;
  // The text of signatures parsed from a unit, which their types and
  // diagnostics point into.
  std::deque<SourceBuffer> signature_texts;
};

// A unit with its kernel and signature found in the module.
struct ResolvedUnit {
  CompileUnit unit;
  const FunctionInfo* kernel = nullptr;
  const Signature* signature = nullptr;
  CodegenOptions codegen;
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
};

}  // namespace dslc
