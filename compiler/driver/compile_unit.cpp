#include "compiler/driver/compile_unit.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(NoSuchKernel, Error, "no kernel named `{0}` in `{1}`{2}", std::string,
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(DeviceFunctionAsKernel, Error,
                "`{0}` is a device function (`device=True`); compile a kernel that calls it",
                llvm::StringRef);
DSLC_DIAGNOSTIC(NoSignature, Error,
                "`{0}` has no signature: give one with --signature, or in the decorator as "
                "`@cuda.jit(\"void(float32[:], int32)\")`",
                llvm::StringRef);
DSLC_DIAGNOSTIC(NoEagerKernels, Error,
                "no kernel in `{0}` has a signature in its decorator; name one with --kernel and "
                "give --signature",
                llvm::StringRef);
DSLC_DIAGNOSTIC(SignatureNeedsKernel, Error,
                "--signature needs --kernel: `{0}` has {1} kernels", llvm::StringRef, size_t);

// The file's kernels, without those a later `def` of the same name replaced.
std::vector<const FunctionInfo*> Kernels(const ModuleScope& scope) {
  std::vector<const FunctionInfo*> kernels;
  for (const auto& function : scope.functions()) {
    if (function->options.device || scope.FindFunction(function->def->name) != function.get()) {
      continue;
    }
    kernels.push_back(function.get());
  }
  return kernels;
}

std::string KernelNames(const ModuleScope& scope) {
  std::string names;
  for (const FunctionInfo* kernel : Kernels(scope)) {
    names += (names.empty() ? "" : ", ") + ("`" + kernel->def->name + "`").str();
  }
  return names.empty() ? "; it has no kernels" : "; its kernels are " + names;
}

CompileUnit MakeUnit(const FunctionInfo& kernel, const Signature& signature,
                     const UnitRequest& request) {
  CompileUnit unit;
  unit.kernel = &kernel;
  unit.signature = signature;
  unit.target = request.target;
  unit.codegen.opt_level = kernel.options.opt ? request.opt_level : 0;
  unit.codegen.fastmath = kernel.options.fastmath;
  unit.noalias = request.noalias;
  return unit;
}

}  // namespace

std::string CompileUnit::Key() const {
  return kernel->def->name.str() + "(" + signature.ParamsToString() + ") " + target.Name() + " O" +
         std::to_string(codegen.opt_level) + (codegen.fastmath ? " fastmath" : "") +
         (codegen.contract ? "" : " nocontract") + (noalias ? "" : " may-alias");
}

CompileSubject CompileUnit::Subject(llvm::StringRef file) const {
  return {file.str(), kernel->def->name.str(), signature.ParamsToString(), target.Name()};
}

std::vector<CompileUnit> SelectCompileUnits(const ModuleScope& scope, const UnitRequest& request,
                                            std::vector<std::unique_ptr<SourceBuffer>>& signature_buffers,
                                            DiagnosticEmitter& emitter) {
  llvm::StringRef file = scope.ast().source().name();
  std::vector<CompileUnit> units;
  std::vector<const FunctionInfo*> kernels = Kernels(scope);
  const FunctionInfo* chosen = nullptr;
  if (!request.kernel.empty()) {
    chosen = scope.FindFunction(request.kernel);
    if (!chosen) {
      emitter.Emit({}, NoSuchKernel, request.kernel, file, KernelNames(scope));
      return units;
    }
    if (chosen->options.device) {
      emitter.Emit({&scope.ast().source(), chosen->def->name_range}, DeviceFunctionAsKernel,
                   chosen->def->name);
      return units;
    }
  } else if (!request.signature.empty()) {
    if (kernels.size() != 1) {
      emitter.Emit({}, SignatureNeedsKernel, file, kernels.size());
      return units;
    }
    chosen = kernels.front();
  }

  if (!request.signature.empty()) {
    signature_buffers.push_back(
        std::make_unique<SourceBuffer>(SourceBuffer::FromText("<signature>", request.signature)));
    const SourceBuffer& buffer = *signature_buffers.back();
    std::optional<Signature> signature =
        ParseSignature(buffer, {0, buffer.size()}, scope.types(), emitter);
    if (signature) units.push_back(MakeUnit(*chosen, *signature, request));
    return units;
  }
  if (chosen) {
    if (chosen->signatures.empty()) {
      emitter.Emit({&scope.ast().source(), chosen->def->name_range}, NoSignature, chosen->def->name);
    }
    for (const Signature& signature : chosen->signatures) {
      units.push_back(MakeUnit(*chosen, signature, request));
    }
    return units;
  }
  for (const FunctionInfo* kernel : kernels) {
    for (const Signature& signature : kernel->signatures) {
      units.push_back(MakeUnit(*kernel, signature, request));
    }
  }
  if (units.empty()) emitter.Emit({}, NoEagerKernels, file);
  return units;
}

}  // namespace dslc
