// The compile unit: one kernel, one signature, one target, one set of
// options, with an explicit key. The command line compiles a list of them;
// the runtime caches compiled kernels by their key.
#pragma once

#include <string>
#include <vector>

#include "compiler/base/internal_error.h"
#include "compiler/codegen/codegen.h"
#include "compiler/codegen/target.h"
#include "compiler/sema/module_scope.h"
#include "compiler/sema/signature.h"

namespace dslc {

struct CompileUnit {
  const FunctionInfo* kernel = nullptr;
  Signature signature;
  Target target = Target::Default();
  CodegenOptions codegen;
  // Array arguments never overlap (like C's `restrict`), so reads may use the
  // read-only cache. The runtime checks it at launch.
  bool noalias = true;

  // Everything that decides the generated code, as text: equal keys give
  // equal PTX for the same source.
  std::string Key() const;
  // The unit as internal errors name it (CompileContext).
  CompileSubject Subject(llvm::StringRef file) const;
};

struct UnitRequest {
  std::string kernel;     // empty: every kernel with an eager signature
  std::string signature;  // empty: the kernel's eager signatures
  Target target = Target::Default();
  int opt_level = 3;
  bool noalias = true;
};

// The units a request names in `scope`; reports what is missing or wrong.
// `signature_buffers` owns the text of a --signature for its diagnostics.
std::vector<CompileUnit> SelectCompileUnits(const ModuleScope& scope, const UnitRequest& request,
                                            std::vector<std::unique_ptr<SourceBuffer>>& signature_buffers,
                                            DiagnosticEmitter& emitter);

}  // namespace dslc
