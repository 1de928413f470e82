#include "compiler/plan/arch_check.h"

#include <algorithm>

#include "compiler/plan/kernel_resources.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(FeatureNeedsNewerArch, Error, "{0} needs sm_{1} or newer, but the target is sm_{2}",
                std::string, int, int);

DSLC_DIAGNOSTIC(ParametersTooLarge, Error,
                "the parameters of kernel `{0}` take {1} bytes, more than the {2} a kernel can "
                "have on sm_{3}{4}",
                llvm::StringRef, uint64_t, uint64_t, int, std::string);
DSLC_DIAGNOSTIC(ParameterSizes, Note,
                "a number takes its size, an array 8 bytes plus 8 per dimension (16 per dimension "
                "when strided, `[:]`); pass fewer, or gather numbers into an array");

// The parameter space against the target's limit (kernel_resources.h), at
// the kernel's name, before PTX that ptxas would refuse exists.
bool CheckParameterSpace(const TypedProgram& program, uint64_t bytes, int sm,
                         DiagnosticEmitter& emitter) {
  uint64_t limit = sm >= 70 ? kMaxParameterBytesFromSm70 : kMaxParameterBytes;
  if (bytes <= limit) return true;
  const FunctionDefStmt& def = program.kernel->def();
  std::string newer =
      sm >= 70 ? "" : "; sm_70 and newer take " + std::to_string(kMaxParameterBytesFromSm70);
  const FunctionInfo& kernel = program.kernel->info();
  emitter.Build(kernel.At(def.name_range), ParametersTooLarge, def.name, bytes, limit, sm, newer)
      .Note(kernel.At(def.name_range), ParameterSizes)
      .Emit();
  return false;
}

}  // namespace

bool CheckArchitecture(const TypedProgram& program, const KernelResources& resources, int sm,
                       DiagnosticEmitter& emitter) {
  bool ok = CheckParameterSpace(program, resources.parameter_bytes, sm, emitter);
  for (const std::unique_ptr<TypedFunction>& function : program.functions) {
    for (const ArchRequirement& requirement : function->arch_requirements()) {
      if (requirement.min_sm <= sm) continue;
      emitter.Emit(function->info().At(requirement.where), FeatureNeedsNewerArch,
                   requirement.feature, requirement.min_sm, sm);
      ok = false;
    }
  }
  return ok;
}

int RequiredPtxVersion(const TypedProgram& program, const KernelResources& resources) {
  int ptx = resources.parameter_bytes > kMaxParameterBytes ? kLargeParametersPtx : 0;
  for (const std::unique_ptr<TypedFunction>& function : program.functions) {
    for (const ArchRequirement& requirement : function->arch_requirements()) {
      ptx = std::max(ptx, requirement.min_ptx);
    }
  }
  return ptx;
}

}  // namespace dslc
