// Compile units: selecting them for a request, and finding a unit's kernel
// and signature in its module.
#include "compiler/codegen/ptx_names.h"
#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/pipeline/compile_impl.h"

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
                "give --signature, a type for each parameter (`int32`, `float32[::1]`, ...)",
                llvm::StringRef);
DSLC_DIAGNOSTIC(KernelCommandLine, Note, "`{0}({1})`: --kernel {0} --signature \"{2}\"",
                llvm::StringRef, std::string, std::string);
DSLC_DIAGNOSTIC(SignatureNeedsKernel, Error, "--signature needs --kernel: `{0}` has {1} kernels",
                llvm::StringRef, size_t);
DSLC_DIAGNOSTIC(AbiNeedsFunction, Error,
                "--abi compiles one device function: name it with --kernel");
DSLC_DIAGNOSTIC(AbiNeedsOneSignature, Error,
                "`{0}` has {1} signatures; --abi compiles one: give it with --signature",
                llvm::StringRef, size_t);
DSLC_DIAGNOSTIC(AbiNameNotPtx, Error,
                "`{0}` cannot name a device function: a name is ASCII letters, digits, `_` and "
                "`$`, not starting with a digit or `__` (where libdevice and the compiler's own "
                "symbols are)",
                std::string);

// `kernel`'s KernelCommandLine note: its parameters, and the --signature
// that compiles it with a type in place of each `<name>`.
void AddCommandLineNote(DiagnosticEmitter::Builder& error, const FunctionInfo& kernel) {
  std::string names;
  std::string signature;
  for (const Param& param : kernel.def->params) {
    if (!names.empty()) {
      names += ", ";
      signature += ", ";
    }
    names += param.name.str();
    signature += "<" + param.name.str() + ">";
  }
  error.Note(kernel.At(kernel.def->name_range), KernelCommandLine, kernel.def->name, names,
             signature);
}

std::string KernelNames(const ModuleParts& parts) {
  std::string names;
  for (const FunctionInfo* kernel : parts.Kernels()) {
    names += (names.empty() ? "" : ", ") + ("`" + kernel->def->name + "`").str();
  }
  return names.empty() ? "; it has no kernels" : "; its kernels are " + names;
}

// The kernel `name` names, or null after reporting why there is none. A
// device-function entry (`abi` not Kernel) may name any function.
const FunctionInfo* FindKernel(const ModuleParts& parts, const std::string& name, EntryAbi abi,
                               DiagnosticEmitter& emitter) {
  const FunctionInfo* kernel = parts.FindFunction(name);
  if (!kernel) {
    emitter.Emit({}, NoSuchKernel, name, parts.sources[0].source->name(), KernelNames(parts));
    return nullptr;
  }
  if (kernel->options.device && abi == EntryAbi::Kernel) {
    emitter.Emit(kernel->At(kernel->def->name_range), DeviceFunctionAsKernel, kernel->def->name);
    return nullptr;
  }
  return kernel;
}

// The unit of `kernel` for `signature`, which the module now knows by the
// unit's text.
CompileUnit MakeUnit(ModuleParts& parts, const FunctionInfo& kernel, std::string text,
                     const Signature& signature, const UnitRequest& request) {
  CompileUnit unit;
  unit.kernel = kernel.def->name.str();
  unit.signature = std::move(text);
  unit.target = request.target;
  unit.opt_level = request.opt_level;
  unit.noalias = request.noalias;
  unit.abi = request.abi;
  unit.abi_name = request.abi_name;
  unit.line_info = request.line_info;
  unit.debug = request.debug;
  unit.optimizations = request.optimizations;
  unit.fmad = request.fmad;
  unit.block_dim = request.block_dim;
  if (unit.block_dim[0] != 0) unit.block_dim_source = "`--block-dim`";
  parts.signatures.try_emplace({unit.kernel, unit.signature}, signature);
  return unit;
}

// A kernel whose decorator has mistakes: they are reported, and it gets no
// compile unit (the file's other kernels still do).
// (Without errors, typing reports its warnings.)
bool ReportDecoratorErrors(const FunctionInfo& kernel, DiagnosticEmitter& emitter) {
  const std::vector<Diagnostic>& held = kernel.decorator_diagnostics;
  bool errors = llvm::any_of(
      held, [](const Diagnostic& d) { return d.message.level == DiagnosticLevel::Error; });
  if (errors) {
    for (const Diagnostic& diagnostic : held) emitter.Forward(diagnostic);
  }
  return errors;
}

std::vector<CompileUnit> EagerUnits(ModuleParts& parts, const FunctionInfo& kernel,
                                    const UnitRequest& request) {
  std::vector<CompileUnit> units;
  for (const Signature& signature : kernel.signatures) {
    units.push_back(MakeUnit(parts, kernel, signature.ToString(), signature, request));
  }
  return units;
}

// The signature `text` of --signature or of a runtime launch, read from a
// buffer the module keeps.
const Signature* ParseUnitSignature(ModuleParts& parts, const std::string& kernel,
                                    const std::string& text, DiagnosticEmitter& emitter) {
  parts.signature_texts.push_back(SourceBuffer::FromText("<signature>", text));
  const SourceBuffer& buffer = parts.signature_texts.back();
  std::optional<Signature> signature =
      ParseSignature(buffer, {0, buffer.size()}, *parts.types, emitter);
  if (!signature) return nullptr;
  return &parts.signatures.try_emplace({kernel, text}, *signature).first->second;
}

}  // namespace

std::string CompileUnit::Key() const {
  std::string entry;
  if (abi != EntryAbi::Kernel) entry = std::string(" abi=") + EntryAbiName(abi) + " " + abi_name;
  return kernel + "(" + signature + ") " + target.Name() + " O" + std::to_string(opt_level) +
         (noalias ? "" : " may-alias") + (line_info ? " lineinfo" : "") + (debug ? " debug" : "") +
         (optimizations.all_enabled() ? "" : " disable-opt=" + optimizations.DisabledNames()) +
         (fmad ? "" : " no-fmad") + (fit_threads ? " fit=" + std::to_string(fit_threads) : "") +
         entry;
}

CompileSubject CompileUnit::Subject(const std::string& file) const {
  return {file, kernel, signature, target.Name()};
}

std::vector<CompileUnit> SelectCompileUnits(LoadedModule& module, const UnitRequest& request,
                                            DiagnosticEmitter& emitter) {
  ModuleParts& parts = module.parts();
  llvm::StringRef file = parts.sources[0].source->name();
  std::vector<CompileUnit> units;
  std::vector<const FunctionInfo*> kernels = parts.Kernels();
  const FunctionInfo* chosen = nullptr;
  if (request.abi != EntryAbi::Kernel && request.kernel.empty()) {
    emitter.Emit({}, AbiNeedsFunction);
    return units;
  }
  if (!request.kernel.empty()) {
    chosen = FindKernel(parts, request.kernel, request.abi, emitter);
    if (!chosen) return units;
  } else if (!request.signature.empty()) {
    if (kernels.size() != 1) {
      emitter.Emit({}, SignatureNeedsKernel, file, kernels.size());
      return units;
    }
    chosen = kernels.front();
  }

  if (!request.signature.empty()) {
    const std::string kernel = chosen->def->name.str();
    const Signature* signature = ParseUnitSignature(parts, kernel, request.signature, emitter);
    if (signature)
      units.push_back(MakeUnit(parts, *chosen, request.signature, *signature, request));
    return units;
  }
  if (chosen) {
    if (ReportDecoratorErrors(*chosen, emitter)) return units;
    if (chosen->signatures.empty()) {
      DiagnosticEmitter::Builder error =
          emitter.Build(chosen->At(chosen->def->name_range), NoSignature, chosen->def->name);
      AddCommandLineNote(error, *chosen);
      error.Emit();
    }
    if (request.abi != EntryAbi::Kernel && chosen->signatures.size() > 1) {
      emitter.Emit(chosen->At(chosen->def->name_range), AbiNeedsOneSignature, chosen->def->name,
                   chosen->signatures.size());
      return units;
    }
    return EagerUnits(parts, *chosen, request);
  }
  bool decorator_errors = false;
  for (const FunctionInfo* kernel : kernels) {
    if (ReportDecoratorErrors(*kernel, emitter)) {
      decorator_errors = true;
      continue;
    }
    for (CompileUnit& unit : EagerUnits(parts, *kernel, request)) units.push_back(std::move(unit));
  }
  if (units.empty() && !decorator_errors) {
    DiagnosticEmitter::Builder error = emitter.Build({}, NoEagerKernels, file);
    for (const FunctionInfo* kernel : kernels) AddCommandLineNote(error, *kernel);
    error.Emit();
  }
  return units;
}

std::optional<ResolvedUnit> ResolveUnit(LoadedModule& module, const CompileUnit& unit,
                                        DiagnosticEmitter& emitter) {
  ModuleParts& parts = module.parts();
  ResolvedUnit resolved;
  resolved.unit = unit;
  resolved.kernel = FindKernel(parts, unit.kernel, unit.abi, emitter);
  if (!resolved.kernel) return std::nullopt;
  if (!unit.abi_name.empty() && !IsLinkableName(unit.abi_name)) {
    emitter.Emit({}, AbiNameNotPtx, unit.abi_name);
    return std::nullopt;
  }
  auto known = parts.signatures.find({unit.kernel, unit.signature});
  resolved.signature = known != parts.signatures.end()
                           ? &known->second
                           : ParseUnitSignature(parts, unit.kernel, unit.signature, emitter);
  if (!resolved.signature) return std::nullopt;
  resolved.codegen.opt_level = resolved.kernel->options.opt ? unit.opt_level : 0;
  resolved.codegen.fastmath = resolved.kernel->options.fastmath;
  resolved.debug = unit.debug || resolved.kernel->options.debug;
  // Debug mode reports failures with their lines, and shows them in tools too.
  resolved.line_info = unit.line_info || resolved.kernel->options.lineinfo || resolved.debug;
  resolved.coarsen = unit.optimizations.enabled(Optimization::Coarsen) &&
                     resolved.kernel->options.coarsen && unit.abi == EntryAbi::Kernel;
  resolved.codegen.optimizations = unit.optimizations;
  resolved.codegen.contract = unit.fmad;
  resolved.subject = {module.name(), unit.kernel, resolved.signature->ParamsToString(),
                      unit.target.Name()};
  return resolved;
}

}  // namespace dslc
