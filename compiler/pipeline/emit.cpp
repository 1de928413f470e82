// Emitting typed units as one module (compile.h's EmitKernels).
#include "compiler/base/llvm_fatal_error.h"
#include "compiler/codegen/codegen.h"
#include "compiler/codegen/ptx_names.h"
#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lower/lower.h"
#include "compiler/pipeline/compile_impl.h"
#include "compiler/plan/arch_check.h"
#include "compiler/sema/typed_dump.h"
#include "llvm/Support/raw_ostream.h"
#include "pipeline/version.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(MixedCodegenOptions, Error,
                "`{0}` and `{1}` need different code generation options (fastmath or opt); "
                "compile them one at a time with --kernel",
                llvm::StringRef, llvm::StringRef);

KernelBounds BoundsOf(const JitOptions& options, uint32_t fit_threads) {
  KernelBounds bounds;
  bounds.max_threads = options.launch_bounds_threads;
  bounds.min_blocks_per_sm = options.launch_bounds_min_blocks;
  bounds.max_registers = options.max_registers;
  // A form for blocks of `fit_threads` (CompileUnit::fit_threads): ptxas
  // caps the registers so that such a block fits. The kernel's own
  // `max_registers` did not fit it, so it is above that cap; ptxas would
  // let it win over `.maxntid`.
  if (fit_threads > 0 && bounds.max_threads == 0) {
    bounds.max_threads = static_cast<int>(fit_threads);
    bounds.max_registers = 0;
  }
  return bounds;
}

// Sema checked the parameter space against the target with its own count
// of the kernel ABI (KernelParameterBytes); the lowered kernel must agree.
void CheckParameterBytes(const llvm::Function& kernel, uint64_t counted) {
  const llvm::DataLayout& layout = kernel.getParent()->getDataLayout();
  uint64_t bytes = 0;
  for (llvm::Type* param : kernel.getFunctionType()->params()) {
    bytes = llvm::alignTo(bytes, layout.getABITypeAlign(param)) + layout.getTypeAllocSize(param);
  }
  DSLC_CHECK(bytes == counted,
             "kernel `" + kernel.getName().str() + "` has " + std::to_string(bytes) +
                 " bytes of parameters, but sema counted " + std::to_string(counted));
}

// The target the units' module is emitted for: their architecture (one per
// request), with the PTX ISA raised to what the features they use need.
Target EmitTarget(const TypedKernels::State& typed) {
  Target target = typed.units[0].unit.target;
  for (const KernelPlan& plan : typed.plans) target = target.WithPtxAtLeast(plan.required_ptx);
  return target;
}

// One comment line per unit (UnitFactsLine) under the file's. The file name
// is escaped: ptxas refuses non-ASCII bytes even in comments, and a newline
// in a file name would end the comment.
void PrintPtxHeader(const TypedKernels::State& typed, llvm::StringRef file,
                    llvm::raw_ostream& out) {
  out << "// Compiled by dslc " DSLC_VERSION " from " << EscapeForPtxComment(file) << "\n";
  for (size_t i = 0; i < typed.units.size(); ++i) out << FactsLine(typed, i) << "\n";
}

// The units of one module as internal errors of its codegen name them: one
// unit's whole subject, or the kernels of several.
CompileSubject ModuleSubject(const TypedKernels::State& typed, const Target& target) {
  if (typed.units.size() == 1) return typed.units[0].subject;
  CompileSubject subject{typed.module->name(), "", "", target.Name()};
  for (const ResolvedUnit& unit : typed.units) {
    if (!subject.kernel.empty()) subject.kernel += ", ";
    subject.kernel += unit.unit.kernel;
  }
  return subject;
}

// Lowers each unit into `module`, as the entry its facts name.
void LowerUnits(TypedKernels::State& typed, const Target& target, llvm::Module& module,
                PhaseTimer& timer) {
  timer.Time("lower", [&] {
    for (size_t i = 0; i < typed.units.size(); ++i) {
      const ResolvedUnit& unit = typed.units[i];
      CompileContext context(Phase::Lower, unit.subject);
      LowerOptions lower_options;
      lower_options.fastmath = unit.codegen.fastmath;
      lower_options.noalias = unit.unit.noalias && !typed.module->parts().captures_device_memory;
      lower_options.sm = target.sm();
      lower_options.line_info = unit.line_info;
      // A device function compiled on its own has no launch to report to.
      lower_options.debug = unit.debug && unit.unit.abi == EntryAbi::Kernel;
      const KernelPlan& plan = typed.plans[i];
      if (unit.unit.abi != EntryAbi::Kernel) {
        LowerDeviceEntry(*typed.programs[i], plan, lower_options, unit.unit.abi,
                         typed.facts[i].entry, module);
        continue;
      }
      KernelFacts& facts = typed.facts[i];
      facts.error_sites.clear();
      llvm::Function* kernel = LowerKernel(*typed.programs[i], plan, lower_options, facts.entry,
                                           module, &facts.error_sites);
      uint64_t parameter_bytes = plan.resources.parameter_bytes;
      // A coarsened kernel's hidden grid extent, a uint32 after the others.
      if (plan.elementwise.coarsened()) parameter_bytes = llvm::alignTo(parameter_bytes, 4) + 4;
      CheckParameterBytes(*kernel, parameter_bytes);
      MarkKernel(*kernel, BoundsOf(unit.kernel->options, unit.unit.fit_threads));
    }
    return 0;
  });
}

// The part of EmitKernels that builds with LLVM. It runs inside
// RunCatchingLlvmFatalErrors, so everything LLVM builds (the target machine,
// the context, the module) lives in this frame and is abandoned, not
// destroyed, when LLVM reports a fatal error. From outside, only `timer`,
// `emitter` and, once the product is complete, `out` are written.
bool EmitModule(TypedKernels::State& typed, const Target& target, Product product, std::string& out,
                DiagnosticEmitter& emitter, PhaseTimer& timer) {
  const CodegenOptions& codegen = typed.units[0].codegen;
  DiagnosticMessage error;  // codegen's own diagnostic kinds (codegen/)
  std::unique_ptr<llvm::TargetMachine> machine = CreateTargetMachine(target, codegen, &error);
  if (!machine) {
    emitter.Forward({error, {}});
    return false;
  }
  llvm::LLVMContext context;
  llvm::Module module(typed.module->name(), context);
  ConfigureModule(module, *machine);
  LowerUnits(typed, target, module, timer);

  CompileContext codegen_context(Phase::Codegen, ModuleSubject(typed, target));
  CodegenTimings timings;
  std::string ptx;
  bool ok;
  if (product == Product::Llvm) {
    ok = OptimizeModule(module, *machine, codegen, &timings, &error);
  } else {
    ptx = EmitPtx(module, *machine, codegen, &timings, &error);
    ok = !ptx.empty();
  }
  if (timings.link_libdevice_ms > 0) timer.Add("libdevice", timings.link_libdevice_ms);
  timer.Add("optimize", timings.optimize_ms);
  if (product == Product::Ptx) timer.Add("emit", timings.emit_ms);
  if (!ok) {
    emitter.Forward({error, {}});
    return false;
  }
  llvm::raw_string_ostream stream(out);
  if (product == Product::Llvm) {
    module.print(stream, nullptr);
    return true;
  }
  PrintPtxHeader(typed, typed.module->name(), stream);
  stream << ptx;
  return true;
}

std::string TypedDump(const TypedKernels::State& typed) {
  std::string dump;
  llvm::raw_string_ostream out(dump);
  for (const auto& program : typed.programs) DumpTyped(*program, out);
  return dump;
}

}  // namespace

std::string FactsLine(const TypedKernels::State& typed, size_t unit) {
  const ResolvedUnit& resolved = typed.units.at(unit);
  const KernelFacts& facts = typed.facts.at(unit);
  if (resolved.unit.abi == EntryAbi::Kernel) return KernelFactsLine(facts);
  std::string line;
  llvm::raw_string_ostream out(line);
  out << "// dslc.function entry=" << facts.entry
      << " function=" << EscapeForPtxComment(facts.kernel) << " signature=\"" << facts.signature
      << "\" result=" << typed.programs.at(unit)->entry_result->name()
      << " abi=" << EntryAbiName(resolved.unit.abi) << " target=" << facts.target;
  return line;
}

std::string CoarseningRemark(const TypedKernels& typed_kernels, size_t unit) {
  const TypedKernels::State& typed = typed_kernels.state();
  const ElementwisePlan& plan = typed.plans.at(unit).elementwise;
  const TypedFunction& kernel = *typed.programs.at(unit)->kernel;
  std::string remark;
  llvm::raw_string_ostream out(remark);
  if (!plan.coarsened()) {
    out << "not coarsened: ";
    if (plan.where.end > 0) {
      out << "line " << kernel.info().source().GetLineColumn(plan.where.begin).line << ": ";
    }
    out << plan.reason;
    return remark;
  }
  auto names = [&](auto wanted) {
    std::string list;
    for (size_t a = 0; a < plan.arrays.size(); ++a) {
      if (!wanted(a)) continue;
      list += (list.empty() ? "" : ", ") + kernel.def().params[plan.arrays[a].param].name.str();
    }
    return list.empty() ? std::string("nothing") : list;
  };
  const char* how = plan.lanes         ? ", consecutive along x, lanes of virtual warps"
                    : plan.consecutive ? ", consecutive along x"
                    : plan.axis() == 1 ? " along y"
                                       : "";
  out << "coarsened by " << plan.factor << how << ": loads "
      << names([&](size_t a) { return plan.LoadsAhead(a); }) << " ahead, writes "
      << names([&](size_t a) { return plan.arrays[a].written; });
  return remark;
}

std::string UnitFactsLine(const TypedKernels& typed, size_t unit) {
  return FactsLine(typed.state(), unit);
}

std::string KernelFactsLine(const KernelFacts& facts) {
  std::string line;
  llvm::raw_string_ostream out(line);
  out << "// dslc.kernel entry=" << facts.entry << " kernel=" << EscapeForPtxComment(facts.kernel)
      << " signature=\"" << facts.signature << "\" target=" << facts.target
      << " cooperative=" << facts.cooperative << " static_shared=" << facts.static_shared_bytes
      << " dynamic_shared=" << facts.dynamic_shared;
  if (facts.coarsening > 1) {
    out << " coarsened=" << facts.coarsening << " grid_parameter=" << facts.grid_parameter;
    if (facts.coarsen_axis != 0) out << " coarsen_axis=" << facts.coarsen_axis;
    if (facts.coarsen_whole_warps) out << " coarsen_whole_warps=1";
  }
  if (facts.block_dim[0] != 0) {
    out << " block_dim=" << facts.block_dim[0] << "," << facts.block_dim[1] << ","
        << facts.block_dim[2] << " block_dim_source=\""
        << EscapeForPtxComment(facts.block_dim_source) << "\"";
  }
  for (size_t i = 0; i < facts.error_sites.size(); ++i) {
    const ErrorSite& site = facts.error_sites[i];
    out << "\n// dslc.error_site entry=" << facts.entry << " site=" << i
        << " exception=" << EscapeForPtxComment(site.exception) << " bounds=" << site.bounds
        << " function=" << EscapeForPtxComment(site.function) << " file=\""
        << EscapeForPtxComment(site.file) << "\" line=" << site.line << " column=" << site.column
        << " message=\"" << EscapeForPtxComment(site.message) << "\"";
  }
  return line;
}

std::optional<std::string> EmitKernels(TypedKernels& typed_kernels, Product product,
                                       DiagnosticEmitter& emitter, PhaseTimer& timer) {
  TypedKernels::State& typed = typed_kernels.state();
  if (product == Product::Typed) return TypedDump(typed);
  for (const ResolvedUnit& unit : typed.units) {
    const CodegenOptions& first = typed.units[0].codegen;
    if (unit.codegen.fastmath != first.fastmath || unit.codegen.opt_level != first.opt_level ||
        unit.codegen.contract != first.contract) {
      emitter.Emit({}, MixedCodegenOptions, typed.units[0].unit.kernel, unit.unit.kernel);
      return std::nullopt;
    }
  }
  const Target target = EmitTarget(typed);
  std::string out;
  bool ok = false;
  RunCatchingLlvmFatalErrors([&] { ok = EmitModule(typed, target, product, out, emitter, timer); });
  if (!ok) return std::nullopt;
  return out;
}

}  // namespace dslc
