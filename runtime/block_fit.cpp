#include "runtime/block_fit.h"

#include <algorithm>

namespace dslc {

std::string KernelFormText(KernelForm form, uint32_t threads) {
  const std::string block = " for " + std::to_string(threads) + " threads";
  switch (form) {
    case KernelForm::AsCompiled:
      return "as compiled";
    case KernelForm::RegistersCapped:
      return "registers capped" + block;
    case KernelForm::Uncoarsened:
      return "uncoarsened" + block;
    case KernelForm::UncoarsenedCapped:
      return "uncoarsened, registers capped" + block;
  }
  return "";
}

uint32_t FitThreads(uint64_t threads) {
  uint64_t warps = (std::max<uint64_t>(threads, 1) + kWarpThreads - 1) / kWarpThreads;
  return static_cast<uint32_t>(std::min<uint64_t>(warps, kMaxBlockWarps)) * kWarpThreads;
}

bool IsCapped(KernelForm form) {
  return form == KernelForm::RegistersCapped || form == KernelForm::UncoarsenedCapped;
}

bool IsUncoarsened(KernelForm form) {
  return form == KernelForm::Uncoarsened || form == KernelForm::UncoarsenedCapped;
}

// Why this order. A block that the kernel as compiled does not fit is a
// block of more threads than its registers allow: Numba's code for the
// same kernel (one element per thread, no loads ahead) may well fit it, so
// the launch must not fail where Numba's does not.
// - First the same code with its registers capped for the block (ptxas
//   fits it into what the block leaves, 64 per thread at 1024 threads):
//   what the kernel as compiled gains (a coarsened kernel's loads ahead)
//   stays wherever the registers can hold it, at the cost of one compile.
// - A capped form that spills keeps part of each thread's values in local
//   memory, stored and loaded on every element: a coarsened kernel then
//   runs its body as written instead (what Numba runs, far fewer
//   registers), since coarsening gains less than spilling costs. A kernel
//   that is not coarsened has no other body: it keeps the capped form,
//   which at least launches.
// - The uncoarsened body that still does not fit is capped too; should it
//   spill more than the coarsened capped form (whose thread spills once
//   for several elements), that one is launched after all.
// - A capped form that does not fit is limited by something registers do
//   not decide (more threads than the GPU runs in a block): no form fits,
//   and the launch meets the driver's error.
FormStep NextFormStep(const FormTrials& trials, bool coarsened) {
  using Action = FormStep::Action;
  const std::optional<FormResult>& capped = trials[KernelForm::RegistersCapped];
  if (!capped) return {Action::Try, KernelForm::RegistersCapped};
  if (!capped->fits) return {Action::NoneFits, KernelForm::RegistersCapped};
  if (capped->spill_bytes == 0 || !coarsened) return {Action::Use, KernelForm::RegistersCapped};
  const std::optional<FormResult>& uncoarsened = trials[KernelForm::Uncoarsened];
  if (!uncoarsened) return {Action::Try, KernelForm::Uncoarsened};
  if (uncoarsened->fits) return {Action::Use, KernelForm::Uncoarsened};
  const std::optional<FormResult>& both = trials[KernelForm::UncoarsenedCapped];
  if (!both) return {Action::Try, KernelForm::UncoarsenedCapped};
  if (both->fits && both->spill_bytes < capped->spill_bytes)
    return {Action::Use, KernelForm::UncoarsenedCapped};
  return {Action::Use, KernelForm::RegistersCapped};
}

namespace {

bool Spills(const FormFigures& form) {
  return form.spill_store_bytes > 0 || form.spill_load_bytes > 0;
}

// "72 registers, at most 896 threads per block"
std::string Registers(const FormFigures& form) {
  return std::to_string(form.registers) + " registers, at most " +
         std::to_string(form.max_threads_per_block) + " threads per block";
}

std::string SpillText(const FormFigures& form) {
  return std::to_string(std::max<int64_t>(form.spill_store_bytes, 0)) + " bytes stored, " +
         std::to_string(std::max<int64_t>(form.spill_load_bytes, 0)) + " loaded";
}

}  // namespace

std::string FitRemark(const KernelFacts& facts, uint64_t threads, const FormFigures& optimised,
                      std::span<const FormFigures> tried, std::optional<KernelForm> chosen) {
  std::string coarsened =
      facts.coarsening > 1 ? "coarsened by " + std::to_string(facts.coarsening) + ": " : "";
  std::string text = "blocks of " + std::to_string(threads) +
                     " threads do not fit the kernel as compiled (" + coarsened +
                     Registers(optimised) + ")";
  std::string others;
  bool named = false;
  for (const FormFigures& form : tried) {
    std::string name = KernelFormText(form.form, form.form_threads);
    std::string spills = Spills(form) ? ", spills " + SpillText(form) : "";
    if (chosen && form.form == *chosen) {
      text += "; form chosen: " + name + " (" + std::to_string(form.registers) + " registers" +
              spills + ")";
      named = true;
      continue;
    }
    others += "; " + name + ": " + Registers(form) + spills;
  }
  if (!named) text += "; no form fits them";
  return text + others;
}

std::string RemarkLine(const std::string& file, const KernelFacts& facts, const std::string& text) {
  return file + ": remark: `" + facts.kernel + "` (" + facts.signature + "): " + text;
}

}  // namespace dslc
