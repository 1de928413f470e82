#include "compiler/sema/arch_check.h"

#include <algorithm>

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(FeatureNeedsNewerArch, Error, "{0} needs sm_{1} or newer, but the target is sm_{2}",
                std::string, int, int);

}  // namespace

bool CheckArchitecture(const TypedProgram& program, const ModuleScope& scope, int sm,
                       DiagnosticEmitter& emitter) {
  bool ok = true;
  for (const std::unique_ptr<TypedFunction>& function : program.functions) {
    for (const ArchRequirement& requirement : function->arch_requirements()) {
      if (requirement.min_sm <= sm) continue;
      emitter.Emit({&scope.ast().source(), requirement.where}, FeatureNeedsNewerArch,
                   requirement.feature, requirement.min_sm, sm);
      ok = false;
    }
  }
  return ok;
}

int RequiredPtxVersion(const TypedProgram& program) {
  int ptx = 0;
  for (const std::unique_ptr<TypedFunction>& function : program.functions) {
    for (const ArchRequirement& requirement : function->arch_requirements()) {
      ptx = std::max(ptx, requirement.min_ptx);
    }
  }
  return ptx;
}

}  // namespace dslc
