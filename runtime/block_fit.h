// Blocks the kernel as compiled does not fit: which form a launch of such a
// block runs instead (the policy), and the remark that says so. Pure logic,
// no driver: the runtime's fitting forms (fitting_forms.h) and `dslc
// compile --resource-usage --block-size N` decide with the same function.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "dslc/kernel_facts.h"
#include "dslc/program.h"

namespace dslc {

// The most threads a block has on every GPU dslc targets, in warps of 32.
constexpr uint32_t kWarpThreads = 32;
constexpr uint32_t kMaxBlockThreads = 1024;
constexpr uint32_t kMaxBlockWarps = kMaxBlockThreads / kWarpThreads;

// The threads a fitting form for a block of `threads` is compiled for: the
// block's, rounded up to whole warps (1 to kMaxBlockThreads). ptxas and the
// GPU allot registers per warp, so one form serves every block of as many
// warps.
uint32_t FitThreads(uint64_t threads);

bool IsCapped(KernelForm form);       // compiled with CompileUnit::fit_threads
bool IsUncoarsened(KernelForm form);  // compiled with CompileUnit::coarsen off

// What compiling a form showed: whether the launch's block fits it (its
// max threads per block), and the bytes of registers the assembler's log
// says it spills, stored and loaded (0 when none, or unknown).
struct FormResult {
  bool fits = false;
  int64_t spill_bytes = 0;
};

// The forms compiled so far for one block, by KernelForm.
struct FormTrials {
  std::optional<FormResult> results[4];

  const std::optional<FormResult>& operator[](KernelForm form) const {
    return results[static_cast<int>(form)];
  }
  void Record(KernelForm form, FormResult result) { results[static_cast<int>(form)] = result; }
};

// What to do next: launch `form`, compile and try `form`, or none fits (the
// launch then meets the driver's error).
struct FormStep {
  enum class Action { Use, Try, NoneFits };
  Action action = Action::NoneFits;
  KernelForm form = KernelForm::AsCompiled;

  bool operator==(const FormStep&) const = default;
};

// The policy, one step at a time, for a block the kernel as compiled does
// not fit, from what the forms tried so far showed (none at first):
// `coarsened` says whether the kernel as compiled is coarsened
// (KernelFacts::coarsening > 1, lanes plans too). block_fit.cpp says why it
// goes as it does.
FormStep NextFormStep(const FormTrials& trials, bool coarsened);

// A form's figures, for the remark.
struct FormFigures {
  KernelForm form = KernelForm::AsCompiled;
  uint32_t form_threads = 0;
  int registers = 0;
  int max_threads_per_block = 0;
  int64_t spill_store_bytes = -1;  // -1: unknown
  int64_t spill_load_bytes = -1;

  // Bytes spilled, stores and loads, unknown counting as none.
  int64_t spill_bytes() const {
    return std::max<int64_t>(spill_store_bytes, 0) + std::max<int64_t>(spill_load_bytes, 0);
  }
};

// The remark on a launch of blocks of `threads` threads that the kernel as
// compiled (`optimised`, of `facts`) does not fit, after the forms `tried`
// in order; `chosen`: the one launched, if any (else none fits):
//   blocks of 1024 threads do not fit the kernel as compiled (coarsened by
//   4: 72 registers, at most 896 threads per block); form chosen:
//   uncoarsened for 1024 threads (22 registers); registers capped for 1024
//   threads spilled 24 bytes
// (one line).
std::string FitRemark(const KernelFacts& facts, uint64_t threads, const FormFigures& optimised,
                      std::span<const FormFigures> tried, std::optional<KernelForm> chosen);

// A remark line as `dslc compile --coarsening-remarks` prints them:
// "<file>: remark: `<kernel>` (<signature>): <text>".
std::string RemarkLine(const std::string& file, const KernelFacts& facts, const std::string& text);

}  // namespace dslc
