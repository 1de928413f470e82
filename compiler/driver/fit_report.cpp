#include "compiler/driver/fit_report.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "llvm/Support/FormatVariadic.h"
#include "runtime/block_fit.h"

namespace dslc {
namespace {

// The unit of `facts` compiled as `form` for blocks of `fit_threads`.
std::optional<std::string> FormPtx(const FitReportContext& context, const KernelFacts& facts,
                                   const BinaryArch& arch, KernelForm form, uint32_t fit_threads,
                                   std::string* entry) {
  UnitRequest request = context.request;
  request.kernel = facts.kernel;
  request.signature = facts.signature;
  request.target = arch.ptx_target;
  std::vector<CompileUnit> units = SelectCompileUnits(context.module, request, context.emitter);
  if (units.size() != 1) return std::nullopt;
  if (IsCapped(form)) units[0].fit_threads = fit_threads;
  if (IsUncoarsened(form)) units[0].optimizations.Disable(Optimization::Coarsen);
  std::unique_ptr<TypedKernels> typed =
      TypeKernels(context.module, std::move(units), context.emitter, context.timer);
  if (!typed) return std::nullopt;
  *entry = typed->facts(0).entry;
  return EmitKernels(*typed, Product::Ptx, context.emitter, context.timer);
}

// The figures of `form`, assembled as the table's kernels are; nothing
// after reporting an error.
std::optional<FormFigures> AssembleForm(const FitReportContext& context, const KernelFacts& facts,
                                        const BinaryArch& arch, const SmLimits& limits,
                                        KernelForm form, uint32_t fit_threads) {
  std::string entry;
  std::optional<std::string> ptx = FormPtx(context, facts, arch, form, fit_threads, &entry);
  if (!ptx) return std::nullopt;
  AssembleRequest request;
  request.units.push_back({arch, std::move(*ptx)});
  request.search = context.search;
  DiagnosticMessage error;
  std::optional<AssembledBinary> assembled =
      context.timer.Time("assemble", [&] { return Assemble(request, &error); });
  if (!assembled) {
    context.emitter.Forward({error, {}});
    return std::nullopt;
  }
  for (const KernelResourceUsage& usage : ParseAssemblerLog(assembled->info_logs[0])) {
    if (usage.entry != entry) continue;
    int most = MaxThreadsPerBlock(limits, usage.registers);
    if (IsCapped(form)) most = std::min(most, static_cast<int>(fit_threads));  // .maxntid
    return FormFigures{form,
                       fit_threads,
                       usage.registers,
                       most,
                       static_cast<int64_t>(usage.spill_store_bytes),
                       static_cast<int64_t>(usage.spill_load_bytes)};
  }
  return std::nullopt;
}

std::string Spilled(const FormFigures& form) {
  if (form.spill_store_bytes <= 0 && form.spill_load_bytes <= 0) return "no spills";
  return llvm::formatv("spills {0} bytes stored, {1} loaded", form.spill_store_bytes,
                       form.spill_load_bytes)
      .str();
}

std::string Describe(const FormFigures& form) {
  return KernelFormText(form.form, form.form_threads) + ": " + std::to_string(form.registers) +
         " registers, " + Spilled(form);
}

}  // namespace

bool PrintFittingForm(const FitReportContext& context, const KernelFacts& facts,
                      const KernelResourceUsage& usage, const BinaryArch& arch,
                      const SmLimits& limits, int threads, llvm::raw_ostream& out) {
  FormFigures optimised{KernelForm::AsCompiled,
                        0,
                        usage.registers,
                        MaxThreadsPerBlock(limits, usage.registers),
                        static_cast<int64_t>(usage.spill_store_bytes),
                        static_cast<int64_t>(usage.spill_load_bytes)};
  if (optimised.max_threads_per_block >= threads) return true;
  std::optional<FunctionDescription> kernel = DescribeFunction(context.module, facts.kernel);
  if (kernel && kernel->launch_bounds > 0) return true;  // its own bounds decide
  const uint32_t fit_threads = FitThreads(static_cast<uint64_t>(threads));
  const bool coarsened = facts.coarsening > 1;
  FormTrials trials;
  std::vector<FormFigures> tried;
  FormStep step = NextFormStep(trials, coarsened);
  for (; step.action == FormStep::Action::Try; step = NextFormStep(trials, coarsened)) {
    std::optional<FormFigures> form =
        AssembleForm(context, facts, arch, limits, step.form, fit_threads);
    if (!form) return false;
    tried.push_back(*form);
    trials.Record(step.form, {form->max_threads_per_block >= static_cast<int>(fit_threads),
                              form->spill_bytes()});
  }
  std::optional<KernelForm> chosen;
  if (step.action == FormStep::Action::Use) chosen = step.form;
  out << "  fitting form        ";
  if (!chosen) out << "none: a launch of " << threads << " threads fails\n";
  for (const FormFigures& form : tried) {
    if (chosen && form.form == *chosen)
      out << Describe(form) << "; a launch of " << threads << " threads runs it\n";
  }
  for (const FormFigures& form : tried) {
    if (!chosen || form.form != *chosen) out << "  form tried          " << Describe(form) << "\n";
  }
  if (context.remarks) {
    out << RemarkLine(context.module.name(), facts,
                      FitRemark(facts, static_cast<uint64_t>(threads), optimised, tried, chosen))
        << "\n";
  }
  return true;
}

}  // namespace dslc
