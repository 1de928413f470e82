// Runtime unrolling of chosen innermost loops, for the passes that unroll
// where LLVM's unroller does not (warp_loops.h, remainder_loops.h).
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/PassManager.h"

namespace dslc {

// Unrolls `count` times, with a remainder loop, each innermost loop of
// `function` that `chosen` accepts before and again after it is put in
// loop-simplify and LCSSA form. The analyses it preserves.
llvm::PreservedAnalyses UnrollInnermostLoops(
    llvm::Function& function, llvm::FunctionAnalysisManager& analyses, unsigned count,
    llvm::function_ref<bool(const llvm::Loop&, llvm::ScalarEvolution&)> chosen);

// The instructions of `loop`'s blocks.
unsigned LoopInstructions(const llvm::Loop& loop);

}  // namespace dslc
