#include "compiler/driver/compile.h"

#include "compiler/base/llvm_fatal_error.h"
#include "compiler/codegen/codegen.h"
#include "compiler/codegen/ptx_names.h"
#include "compiler/lex/lexer.h"
#include "compiler/lower/lower.h"
#include "compiler/parse/parser.h"
#include "compiler/sema/arch_check.h"
#include "compiler/sema/infer.h"
#include "driver/version.h"
#include "llvm/Support/FormatVariadic.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(MixedCodegenOptions, Error,
                "`{0}` and `{1}` need different code generation options (fastmath or opt); "
                "compile them one at a time with --kernel",
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(CodegenFailed, Error, "{0}", std::string);

// The entry name of each unit (ptx_names.h): the kernel's own name where PTX
// can hold it unchanged, else a mangled one that no other unit can have.
std::vector<std::string> EntryNames(const std::vector<CompileUnit>& units) {
  std::vector<std::string> names;
  for (const CompileUnit& unit : units) {
    int count = 0, index = 0;
    for (const CompileUnit& other : units) {
      if (other.kernel->def->name != unit.kernel->def->name) continue;
      ++count;
      if (&other <= &unit) ++index;
    }
    names.push_back(PtxEntryName(unit.kernel->def->name, index, count));
  }
  return names;
}

KernelBounds BoundsOf(const JitOptions& options) {
  KernelBounds bounds;
  bounds.max_threads = options.launch_bounds_threads;
  bounds.min_blocks_per_sm = options.launch_bounds_min_blocks;
  bounds.max_registers = options.max_registers;
  return bounds;
}

std::vector<KernelFacts> FactsOf(const std::vector<CompileUnit>& units,
                                 const std::vector<std::unique_ptr<TypedProgram>>& programs) {
  std::vector<std::string> entries = EntryNames(units);
  std::vector<KernelFacts> kernels(units.size());
  for (size_t i = 0; i < units.size(); ++i) {
    const KernelResources& resources = programs[i]->resources;
    kernels[i].entry = entries[i];
    kernels[i].cooperative = resources.cooperative;
    kernels[i].static_shared_bytes = resources.static_shared_bytes;
    kernels[i].dynamic_shared = resources.dynamic_shared;
  }
  return kernels;
}

// Sema checked the parameter space against the target with its own count
// of the kernel ABI (KernelParameterBytes); the lowered kernel must agree.
void CheckParameterBytes(const llvm::Function& kernel, uint64_t counted) {
  const llvm::DataLayout& layout = kernel.getParent()->getDataLayout();
  uint64_t bytes = 0;
  for (llvm::Type* param : kernel.getFunctionType()->params()) {
    bytes = llvm::alignTo(bytes, layout.getABITypeAlign(param)) + layout.getTypeAllocSize(param);
  }
  DSLC_CHECK(bytes == counted, "kernel `" + kernel.getName().str() + "` has " +
                                   std::to_string(bytes) +
                                   " bytes of parameters, but sema counted " +
                                   std::to_string(counted));
}

// The target the units' module is emitted for: their architecture (one per
// request), with the PTX ISA raised to what the features they use need.
Target EmitTarget(const std::vector<CompileUnit>& units,
                  const std::vector<std::unique_ptr<TypedProgram>>& programs) {
  Target target = units[0].target;
  for (const std::unique_ptr<TypedProgram>& program : programs) {
    target = target.WithPtxAtLeast(RequiredPtxVersion(*program));
  }
  return target;
}

// One comment line per kernel, for people and for tools that load the PTX:
//   // dslc.kernel entry=saxpy kernel=saxpy signature="float32, float32[::1]"
//   //   target=sm_90 cooperative=0 static_shared=0 dynamic_shared=0
// (on one line): a cooperative kernel must be launched with
// cuLaunchCooperativeKernel, and the shared bytes bound the launch's. The
// file and kernel names are escaped: ptxas refuses non-ASCII bytes even in
// comments, and a newline in a file name would end the comment.
void PrintPtxHeader(const std::vector<CompileUnit>& units, const std::vector<KernelFacts>& kernels,
                    llvm::StringRef file, llvm::raw_ostream& out) {
  out << "// Compiled by dslc " DSLC_VERSION " from " << EscapeForPtxComment(file) << "\n";
  for (size_t i = 0; i < units.size(); ++i) {
    const KernelFacts& facts = kernels[i];
    out << "// dslc.kernel entry=" << facts.entry << " kernel=" << EscapeForPtxComment(units[i].kernel->def->name)
        << " signature=\"" << units[i].signature.ParamsToString() << "\" target="
        << units[i].target.Name() << " cooperative=" << facts.cooperative
        << " static_shared=" << facts.static_shared_bytes
        << " dynamic_shared=" << facts.dynamic_shared << "\n";
  }
}

// The units of one module as internal errors of its codegen name them: one
// unit's whole subject, or the kernels of several.
CompileSubject ModuleSubject(const std::vector<CompileUnit>& units, const Target& target,
                             llvm::StringRef file) {
  if (units.size() == 1) return units[0].Subject(file);
  CompileSubject subject{file.str(), "", "", target.Name()};
  for (const CompileUnit& unit : units) {
    if (!subject.kernel.empty()) subject.kernel += ", ";
    subject.kernel += unit.kernel->def->name.str();
  }
  return subject;
}

// Lowers each unit into `module`, as the entry `kernels[i].entry`.
void LowerUnits(const ModuleScope& scope, const std::vector<CompileUnit>& units,
                const std::vector<std::unique_ptr<TypedProgram>>& programs, const Target& target,
                const std::vector<KernelFacts>& kernels, llvm::Module& module, PhaseTimer& timer) {
  timer.Time("lower", [&] {
    for (size_t i = 0; i < units.size(); ++i) {
      CompileContext context(Phase::Lower, units[i].Subject(scope.ast().source().name()));
      LowerOptions lower_options;
      lower_options.fastmath = units[i].codegen.fastmath;
      lower_options.noalias = units[i].noalias;
      lower_options.sm = target.sm();
      llvm::Function* kernel =
          LowerKernel(*programs[i], scope, lower_options, kernels[i].entry, module);
      CheckParameterBytes(*kernel, programs[i]->resources.parameter_bytes);
      MarkKernel(*kernel, BoundsOf(units[i].kernel->options));
    }
    return 0;
  });
}

// The part of EmitUnits that builds with LLVM. It runs inside
// RunCatchingLlvmFatalErrors, so everything LLVM builds (the target machine,
// the context, the module) lives in this frame and is abandoned, not
// destroyed, when LLVM reports a fatal error. From outside, only `timer`,
// `emitter` and, once the product is complete, `out` are written.
bool EmitModule(const ModuleScope& scope, const std::vector<CompileUnit>& units,
                const std::vector<std::unique_ptr<TypedProgram>>& programs, const Target& target,
                BackEndOutput output, llvm::raw_ostream& out,
                const std::vector<KernelFacts>& kernels, DiagnosticEmitter& emitter,
                PhaseTimer& timer) {
  llvm::StringRef file = scope.ast().source().name();
  const CodegenOptions& codegen = units[0].codegen;
  std::string error;
  std::unique_ptr<llvm::TargetMachine> machine = CreateTargetMachine(target, codegen, &error);
  if (!machine) {
    emitter.Emit({}, CodegenFailed, error);
    return false;
  }
  llvm::LLVMContext context;
  llvm::Module module(file, context);
  ConfigureModule(module, *machine);
  LowerUnits(scope, units, programs, target, kernels, module, timer);

  CompileContext codegen_context(Phase::Codegen, ModuleSubject(units, target, file));
  CodegenTimings timings;
  std::string ptx;
  bool ok;
  if (output == BackEndOutput::Llvm) {
    ok = OptimizeModule(module, *machine, codegen, &timings, &error);
  } else {
    ptx = EmitPtx(module, *machine, codegen, &timings, &error);
    ok = !ptx.empty();
  }
  if (timings.link_libdevice_ms > 0) timer.Add("libdevice", timings.link_libdevice_ms);
  timer.Add("optimize", timings.optimize_ms);
  if (output == BackEndOutput::Ptx) timer.Add("emit", timings.emit_ms);
  if (!ok) {
    emitter.Emit({}, CodegenFailed, error);
    return false;
  }
  if (output == BackEndOutput::Llvm) {
    module.print(out, nullptr);
    return true;
  }
  PrintPtxHeader(units, kernels, file, out);
  out << ptx;
  return true;
}

}  // namespace

std::unique_ptr<LoadedModule> LoadModule(SourceBuffer source, DiagnosticEmitter& emitter,
                                         PhaseTimer& timer) {
  auto loaded = std::make_unique<LoadedModule>();
  loaded->source = std::make_unique<SourceBuffer>(std::move(source));
  uint32_t errors = emitter.error_count();
  const CompileSubject file{loaded->source->name().str(), "", "", ""};
  TokenizedBuffer tokens =
      timer.Time(Phase::Lex, file, [&] { return Lex(*loaded->source, emitter); });
  loaded->ast = timer.Time(Phase::Parse, file, [&] { return Parse(tokens, emitter); });
  if (emitter.error_count() != errors) return loaded;
  loaded->types = std::make_unique<TypeContext>();
  loaded->scope = timer.Time(Phase::Scope, file, [&] {
    return ModuleScope::Analyze(*loaded->ast, *loaded->types, emitter);
  });
  loaded->ok = emitter.error_count() == errors;
  return loaded;
}

std::vector<std::unique_ptr<TypedProgram>> InferUnits(const ModuleScope& scope,
                                                      const std::vector<CompileUnit>& units,
                                                      DiagnosticEmitter& emitter,
                                                      PhaseTimer& timer) {
  return timer.Time("infer", [&] {
    std::vector<std::unique_ptr<TypedProgram>> programs;
    uint32_t errors = emitter.error_count();
    for (const CompileUnit& unit : units) {
      CompileContext context(Phase::Infer, unit.Subject(scope.ast().source().name()));
      programs.push_back(InferKernel(scope, *unit.kernel, unit.signature, emitter));
      if (programs.back()) CheckArchitecture(*programs.back(), scope, unit.target.sm(), emitter);
    }
    if (emitter.error_count() != errors) programs.clear();
    return programs;
  });
}

bool EmitUnits(const ModuleScope& scope, const std::vector<CompileUnit>& units,
               const std::vector<std::unique_ptr<TypedProgram>>& programs, BackEndOutput output,
               llvm::raw_ostream& out, std::vector<KernelFacts>* kernels,
               DiagnosticEmitter& emitter, PhaseTimer& timer) {
  for (const CompileUnit& unit : units) {
    if (unit.codegen.fastmath != units[0].codegen.fastmath ||
        unit.codegen.opt_level != units[0].codegen.opt_level) {
      emitter.Emit({}, MixedCodegenOptions, units[0].kernel->def->name, unit.kernel->def->name);
      return false;
    }
  }
  const Target target = EmitTarget(units, programs);
  *kernels = FactsOf(units, programs);
  bool ok = false;
  RunCatchingLlvmFatalErrors([&] {
    ok = EmitModule(scope, units, programs, target, output, out, *kernels, emitter, timer);
  });
  return ok;
}

}  // namespace dslc
