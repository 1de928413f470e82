#include "runtime/block_fit.h"

#include <gtest/gtest.h>

#include <map>
#include <vector>

namespace dslc {
namespace {

using Action = FormStep::Action;

// What compiling each form would show, for a walk through the policy.
using Outcomes = std::map<KernelForm, FormResult>;

struct Walk {
  std::vector<KernelForm> tried;
  std::optional<KernelForm> chosen;  // none: no form fits
};

// Runs the policy for a block the kernel as compiled does not fit, as the
// runtime does, compiling each form it asks for.
Walk WalkPolicy(const Outcomes& outcomes, bool coarsened) {
  Walk walk;
  FormTrials trials;
  FormStep step = NextFormStep(trials, coarsened);
  for (; step.action == Action::Try; step = NextFormStep(trials, coarsened)) {
    walk.tried.push_back(step.form);
    EXPECT_LE(walk.tried.size(), 3u) << "the policy loops";
    if (walk.tried.size() > 3) break;
    trials.Record(step.form, outcomes.at(step.form));
  }
  if (step.action == Action::Use) {
    walk.chosen = step.form;
    EXPECT_TRUE(trials[step.form].has_value()) << "chose a form it did not try";
  }
  return walk;
}

constexpr FormResult kFits{true, 0};
constexpr FormResult kDoesNotFit{false, 0};
constexpr FormResult Spilling(int64_t bytes, bool fits = true) { return {fits, bytes}; }

using Forms = std::vector<KernelForm>;
constexpr KernelForm kCapped = KernelForm::RegistersCapped;
constexpr KernelForm kUncoarsened = KernelForm::Uncoarsened;
constexpr KernelForm kBoth = KernelForm::UncoarsenedCapped;

TEST(BlockFit, CappedFormThatDoesNotSpillIsLaunched) {
  Walk walk = WalkPolicy({{kCapped, kFits}}, /*coarsened=*/true);
  EXPECT_EQ(walk.tried, Forms{kCapped});
  EXPECT_EQ(walk.chosen, kCapped);
}

TEST(BlockFit, CoarsenedKernelWhoseCapSpillsRunsUncoarsened) {
  Walk walk = WalkPolicy({{kCapped, Spilling(60)}, {kUncoarsened, kFits}}, true);
  EXPECT_EQ(walk.tried, (Forms{kCapped, kUncoarsened}));
  EXPECT_EQ(walk.chosen, kUncoarsened);
}

TEST(BlockFit, UncoarsenedBodyThatStillDoesNotFitIsCappedToo) {
  Walk walk =
      WalkPolicy({{kCapped, Spilling(136)}, {kUncoarsened, kDoesNotFit}, {kBoth, kFits}}, true);
  EXPECT_EQ(walk.tried, (Forms{kCapped, kUncoarsened, kBoth}));
  EXPECT_EQ(walk.chosen, kBoth);
  walk = WalkPolicy({{kCapped, Spilling(136)}, {kUncoarsened, kDoesNotFit}, {kBoth, Spilling(16)}},
                    true);
  EXPECT_EQ(walk.chosen, kBoth);  // it spills less
}

TEST(BlockFit, CappedCoarsenedFormWhenTheUncoarsenedCapSpillsMore) {
  Walk walk = WalkPolicy(
      {{kCapped, Spilling(44)}, {kUncoarsened, kDoesNotFit}, {kBoth, Spilling(760)}}, true);
  EXPECT_EQ(walk.tried, (Forms{kCapped, kUncoarsened, kBoth}));
  EXPECT_EQ(walk.chosen, kCapped);
  walk = WalkPolicy({{kCapped, Spilling(44)}, {kUncoarsened, kDoesNotFit}, {kBoth, Spilling(44)}},
                    true);
  EXPECT_EQ(walk.chosen, kCapped);  // a tie: the coarsened thread spills once for several
}

TEST(BlockFit, KernelThatIsNotCoarsenedKeepsItsSpillingCap) {
  Walk walk = WalkPolicy({{kCapped, Spilling(56)}}, /*coarsened=*/false);
  EXPECT_EQ(walk.tried, Forms{kCapped});
  EXPECT_EQ(walk.chosen, kCapped);
}

TEST(BlockFit, NothingFitsWhenTheCapDoesNot) {
  for (bool coarsened : {false, true}) {
    Walk walk = WalkPolicy({{kCapped, kDoesNotFit}}, coarsened);
    EXPECT_EQ(walk.tried, Forms{kCapped});
    EXPECT_EQ(walk.chosen, std::nullopt);
  }
}

TEST(BlockFit, UnknownSpillsCountAsNone) {
  // A form whose assembler log is unknown reports 0 bytes: it is kept.
  Walk walk = WalkPolicy({{kCapped, Spilling(0)}}, true);
  EXPECT_EQ(walk.chosen, kCapped);
}

TEST(BlockFit, FirstStepIsTheCap) {
  EXPECT_EQ(NextFormStep(FormTrials{}, true), (FormStep{Action::Try, kCapped}));
  EXPECT_EQ(NextFormStep(FormTrials{}, false), (FormStep{Action::Try, kCapped}));
}

TEST(BlockFit, FitThreadsRoundsUpToWholeWarps) {
  EXPECT_EQ(FitThreads(1), 32u);
  EXPECT_EQ(FitThreads(32), 32u);
  EXPECT_EQ(FitThreads(897), 928u);
  EXPECT_EQ(FitThreads(1000), 1024u);
  EXPECT_EQ(FitThreads(1024), 1024u);
  EXPECT_EQ(FitThreads(0), 32u);
}

TEST(BlockFit, FormsCompileWithTheirOptions) {
  EXPECT_FALSE(IsCapped(KernelForm::AsCompiled));
  EXPECT_FALSE(IsUncoarsened(KernelForm::AsCompiled));
  EXPECT_TRUE(IsCapped(KernelForm::RegistersCapped));
  EXPECT_FALSE(IsUncoarsened(KernelForm::RegistersCapped));
  EXPECT_FALSE(IsCapped(KernelForm::Uncoarsened));
  EXPECT_TRUE(IsUncoarsened(KernelForm::Uncoarsened));
  EXPECT_TRUE(IsCapped(KernelForm::UncoarsenedCapped));
  EXPECT_TRUE(IsUncoarsened(KernelForm::UncoarsenedCapped));
}

TEST(BlockFit, FormText) {
  EXPECT_EQ(KernelFormText(KernelForm::AsCompiled, 0), "as compiled");
  EXPECT_EQ(KernelFormText(KernelForm::RegistersCapped, 1024), "registers capped for 1024 threads");
  EXPECT_EQ(KernelFormText(KernelForm::Uncoarsened, 1024), "uncoarsened for 1024 threads");
  EXPECT_EQ(KernelFormText(KernelForm::UncoarsenedCapped, 928),
            "uncoarsened, registers capped for 928 threads");
}

KernelFacts Facts(uint32_t coarsening) {
  KernelFacts facts;
  facts.kernel = "k1";
  facts.signature = "int16[::1], int8[::1]";
  facts.coarsening = coarsening;
  return facts;
}

TEST(BlockFit, RemarkNamesTheChoiceAndWhatWasTried) {
  FormFigures optimised{KernelForm::AsCompiled, 0, 72, 896, 0, 0};
  FormFigures capped{kCapped, 1024, 64, 1024, 24, 36};
  FormFigures uncoarsened{kUncoarsened, 1024, 22, 1024, 0, 0};
  std::vector<FormFigures> tried = {capped, uncoarsened};
  EXPECT_EQ(RemarkLine("k.py", Facts(4), FitRemark(Facts(4), 1024, optimised, tried, kUncoarsened)),
            "k.py: remark: `k1` (int16[::1], int8[::1]): blocks of 1024 threads do not fit the "
            "kernel as compiled (coarsened by 4: 72 registers, at most 896 threads per block); "
            "form chosen: uncoarsened for 1024 threads (22 registers); registers capped for 1024 "
            "threads: 64 registers, at most 1024 threads per block, spills 24 bytes stored, 36 "
            "loaded");
}

TEST(BlockFit, RemarkOfAChoiceBeforeTheLastTried) {
  FormFigures optimised{KernelForm::AsCompiled, 0, 88, 736, 0, 0};
  std::vector<FormFigures> tried = {{kCapped, 1024, 64, 1024, 28, 16},
                                    {kUncoarsened, 1024, 82, 736, 0, 0},
                                    {kBoth, 1024, 64, 1024, 96, 152}};
  EXPECT_EQ(FitRemark(Facts(2), 1024, optimised, tried, kCapped),
            "blocks of 1024 threads do not fit the kernel as compiled (coarsened by 2: 88 "
            "registers, at most 736 threads per block); form chosen: registers capped for 1024 "
            "threads (64 registers, spills 28 bytes stored, 16 loaded); uncoarsened for 1024 "
            "threads: 82 registers, at most 736 threads per block; uncoarsened, registers capped "
            "for 1024 threads: 64 registers, at most 1024 threads per block, spills 96 bytes "
            "stored, 152 loaded");
}

TEST(BlockFit, RemarkWhenNothingFits) {
  FormFigures optimised{KernelForm::AsCompiled, 0, 72, 896, -1, -1};
  FormFigures capped{kCapped, 1024, 64, 512, -1, -1};
  std::vector<FormFigures> tried = {capped};
  EXPECT_EQ(FitRemark(Facts(1), 1024, optimised, tried, std::nullopt),
            "blocks of 1024 threads do not fit the kernel as compiled (72 registers, at most 896 "
            "threads per block); no form fits them; registers capped for 1024 threads: 64 "
            "registers, at most 512 threads per block");
}

}  // namespace
}  // namespace dslc
