// AnalyzeModule: Ast -> ModuleScope, the scope phase's entry. What the names
// at the top level of a kernel file denote (module_scope.h): imports bind
// modules and members, constants are evaluated in file order as Python runs
// them, `@cuda.jit` functions get their decorator options and eager
// signatures, and bad decorators and signatures are reported.
#pragma once

#include <memory>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/parse/ast.h"
#include "compiler/scope/module_scope.h"
#include "compiler/types/types.h"

namespace dslc {

std::unique_ptr<ModuleScope> AnalyzeModule(const Ast& ast, TypeContext& types,
                                           DiagnosticEmitter& emitter);

}  // namespace dslc
