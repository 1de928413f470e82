#include "runtime/fitting_forms.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "runtime/block_fit.h"

namespace dslc {
namespace {

// Whether a form may be compiled for blocks of `threads` threads: not for a
// binary file's kernels (nothing to compile them from), nor for a kernel
// whose own `launch_bounds` the block exceeds (the caller's error, as in
// CUDA), nor for a block the GPU cannot run.
bool MayFit(const internal::KernelState& state, uint64_t threads) {
  const internal::ProgramState& p = *state.program;
  if (!MayCompileForms(p) || state.launch_bounds > 0) return false;
  uint64_t most = std::min<uint64_t>(
      kMaxBlockThreads,
      static_cast<uint64_t>(std::max(p.device->properties.max_threads_per_block, 0)));
  return threads >= 1 && threads <= most;
}

FormFigures FiguresOf(const CompiledInfo& info) {
  return {info.form,
          info.form_threads,
          info.registers,
          info.max_threads_per_block,
          info.spill_store_bytes,
          info.spill_load_bytes};
}

// `compiled` compiled again as `form`, capped for blocks of `fit_threads`
// threads where the form is; not yet kept by anything.
std::unique_ptr<LoadedKernel> LoadForm(internal::KernelState& state, const LoadedKernel& compiled,
                                       KernelForm form, uint32_t fit_threads) {
  const KernelFacts& facts = compiled.info.facts;
  // A kernel compiled for its launch's block (cuda.coop) keeps that block.
  const Dim3 own_block(facts.block_dim[0], facts.block_dim[1], facts.block_dim[2]);
  CompileUnit unit = state.UnitFor(compiled.key, compiled.block_from_launch ? &own_block : nullptr);
  if (IsCapped(form)) unit.fit_threads = fit_threads;
  if (IsUncoarsened(form)) unit.optimizations.Disable(Optimization::Coarsen);
  std::unique_ptr<LoadedKernel> entry = state.Load(unit, compiled.key, /*coarsening_remark=*/false);
  entry->info.form = form;
  entry->info.form_threads = fit_threads;
  return entry;
}

// Compiles the forms the policy asks for in turn (block_fit.h), each kept
// by `compiled`, and reports the choice when the program asks for remarks.
// The form chosen, or `compiled` when none fits. Under the program's mutex.
LoadedKernel& CompileForm(internal::KernelState& state, LoadedKernel& compiled, uint64_t threads) {
  const uint32_t fit_threads = FitThreads(threads);
  const KernelFacts& facts = compiled.info.facts;
  const bool coarsened = facts.coarsening > 1;
  FormTrials trials;
  LoadedKernel* by_form[4] = {};
  std::vector<FormFigures> tried;
  FormStep step = NextFormStep(trials, coarsened);
  for (; step.action == FormStep::Action::Try; step = NextFormStep(trials, coarsened)) {
    std::unique_ptr<LoadedKernel> entry = LoadForm(state, compiled, step.form, fit_threads);
    FormFigures figures = FiguresOf(entry->info);
    tried.push_back(figures);
    trials.Record(step.form, {entry->max_threads >= fit_threads, figures.spill_bytes()});
    by_form[static_cast<int>(step.form)] = entry.get();
    compiled.forms.push_back(std::move(entry));
  }
  LoadedKernel* chosen =
      step.action == FormStep::Action::Use ? by_form[static_cast<int>(step.form)] : nullptr;
  const internal::ProgramState& p = *state.program;
  if (p.options.remarks) {
    std::optional<KernelForm> form = chosen ? std::optional(step.form) : std::nullopt;
    p.options.remarks(RemarkLine(p.name, facts,
                                 FitRemark(facts, threads, FiguresOf(compiled.info), tried, form)));
  }
  return chosen ? *chosen : compiled;
}

}  // namespace

LoadedKernel& SmallLaunchForm(internal::KernelState& state, LoadedKernel& compiled) {
  if (LoadedKernel* form = compiled.small_launch.load(std::memory_order_acquire)) return *form;
  const internal::ProgramState& p = *state.program;
  if (!MayCompileForms(p)) return compiled;
  std::lock_guard<std::mutex> lock(state.program->mutex);
  if (LoadedKernel* form = compiled.small_launch.load(std::memory_order_relaxed)) return *form;
  std::unique_ptr<LoadedKernel> entry =
      LoadForm(state, compiled, KernelForm::Uncoarsened, /*fit_threads=*/0);
  if (p.options.remarks) {
    p.options.remarks(RemarkLine(p.name, compiled.info.facts,
                                 "a launch too small to coarsen runs the kernel compiled "
                                 "uncoarsened, not the lanes kernel's uncoarsened path"));
  }
  LoadedKernel* form = entry.get();
  compiled.forms.push_back(std::move(entry));
  compiled.small_launch.store(form, std::memory_order_release);
  return *form;
}

LoadedKernel& FormForBlock(internal::KernelState& state, LoadedKernel& compiled, Dim3 block) {
  const uint64_t threads = Volume(block);
  if (!MayFit(state, threads)) return compiled;
  std::atomic<LoadedKernel*>& slot = compiled.fits[FitThreads(threads) / kWarpThreads - 1];
  if (LoadedKernel* form = slot.load(std::memory_order_acquire)) return *form;
  std::lock_guard<std::mutex> lock(state.program->mutex);
  if (LoadedKernel* form = slot.load(std::memory_order_relaxed)) return *form;  // another thread's
  LoadedKernel& form = CompileForm(state, compiled, threads);
  slot.store(&form, std::memory_order_release);
  return form;
}

}  // namespace dslc
