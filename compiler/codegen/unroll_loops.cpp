#include "compiler/codegen/unroll_loops.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

namespace dslc {

llvm::PreservedAnalyses UnrollInnermostLoops(
    llvm::Function& function, llvm::FunctionAnalysisManager& analyses, unsigned count,
    llvm::function_ref<bool(const llvm::Loop&, llvm::ScalarEvolution&)> chosen) {
  auto& loops = analyses.getResult<llvm::LoopAnalysis>(function);
  auto& evolution = analyses.getResult<llvm::ScalarEvolutionAnalysis>(function);
  auto& dominators = analyses.getResult<llvm::DominatorTreeAnalysis>(function);
  auto& assumptions = analyses.getResult<llvm::AssumptionAnalysis>(function);
  auto& target = analyses.getResult<llvm::TargetIRAnalysis>(function);
  auto& remarks = analyses.getResult<llvm::OptimizationRemarkEmitterAnalysis>(function);

  llvm::SmallVector<llvm::Loop*, 8> candidates;
  for (llvm::Loop* loop : loops.getLoopsInPreorder()) {
    if (loop->isInnermost() && chosen(*loop, evolution)) candidates.push_back(loop);
  }
  bool changed = false;
  for (llvm::Loop* loop : candidates) {
    changed |= llvm::simplifyLoop(loop, &dominators, &loops, &evolution, &assumptions, nullptr,
                                  /*PreserveLCSSA=*/false);
    changed |= llvm::formLCSSARecursively(*loop, dominators, &loops, &evolution);
    if (!loop->isLoopSimplifyForm() || !chosen(*loop, evolution)) continue;
    llvm::UnrollLoopOptions options{count,
                                    /*Force=*/false,
                                    /*Runtime=*/true,
                                    /*AllowExpensiveTripCount=*/false,
                                    /*UnrollRemainder=*/false,
                                    /*ForgetAllSCEV=*/false};
    llvm::LoopUnrollResult result =
        llvm::UnrollLoop(loop, options, &loops, &evolution, &dominators, &assumptions, &target,
                         &remarks, /*PreserveLCSSA=*/true);
    changed |= result != llvm::LoopUnrollResult::Unmodified;
  }
  return changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
}

unsigned LoopInstructions(const llvm::Loop& loop) {
  unsigned instructions = 0;
  for (const llvm::BasicBlock* block : loop.blocks()) {
    instructions += static_cast<unsigned>(block->size());
  }
  return instructions;
}

}  // namespace dslc
