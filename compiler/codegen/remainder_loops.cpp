#include "compiler/codegen/remainder_loops.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

namespace dslc {
namespace {

// nvcc's count.
constexpr unsigned kUnrollCount = 4;
// Loops of at most this many trips, more than kUnrollCount: LLVM's
// remainder loops (fewer trips than its count, at most 8 on NVPTX).
constexpr uint64_t kMaxTrips = 16;
// The most instructions a loop may have: its copies should fit the
// instruction cache and not crowd out registers.
constexpr unsigned kMaxLoopInstructions = 160;

bool SmallWithoutWarpFunctions(const llvm::Loop& loop) {
  unsigned instructions = 0;
  for (const llvm::BasicBlock* block : loop.blocks()) {
    instructions += static_cast<unsigned>(block->size());
    for (const llvm::Instruction& instruction : *block) {
      const auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction);
      if (call && call->isConvergent()) return false;
    }
  }
  return instructions <= kMaxLoopInstructions;
}

// Whether `loop` runs a run-time number of trips, more than kUnrollCount
// at most and kMaxTrips at most.
bool FewTripsKnownAtRunTime(const llvm::Loop& loop, llvm::ScalarEvolution& evolution) {
  const llvm::SCEV* count = evolution.getBackedgeTakenCount(&loop);
  if (llvm::isa<llvm::SCEVCouldNotCompute>(count) || llvm::isa<llvm::SCEVConstant>(count)) {
    return false;
  }
  const auto* most =
      llvm::dyn_cast<llvm::SCEVConstant>(evolution.getConstantMaxBackedgeTakenCount(&loop));
  // The backedge runs one time fewer than the trips.
  return most && most->getAPInt().ult(kMaxTrips) && most->getAPInt().uge(kUnrollCount);
}

}  // namespace

llvm::PreservedAnalyses UnrollRemainderLoopsPass::run(llvm::Function& function,
                                                      llvm::FunctionAnalysisManager& analyses) {
  auto& loops = analyses.getResult<llvm::LoopAnalysis>(function);
  auto& evolution = analyses.getResult<llvm::ScalarEvolutionAnalysis>(function);
  auto& dominators = analyses.getResult<llvm::DominatorTreeAnalysis>(function);
  auto& assumptions = analyses.getResult<llvm::AssumptionAnalysis>(function);
  auto& target = analyses.getResult<llvm::TargetIRAnalysis>(function);
  auto& remarks = analyses.getResult<llvm::OptimizationRemarkEmitterAnalysis>(function);

  llvm::SmallVector<llvm::Loop*, 8> candidates;
  for (llvm::Loop* loop : loops.getLoopsInPreorder()) {
    if (loop->isInnermost() && SmallWithoutWarpFunctions(*loop) &&
        FewTripsKnownAtRunTime(*loop, evolution)) {
      candidates.push_back(loop);
    }
  }
  bool changed = false;
  for (llvm::Loop* loop : candidates) {
    changed |= llvm::simplifyLoop(loop, &dominators, &loops, &evolution, &assumptions, nullptr,
                                  /*PreserveLCSSA=*/false);
    changed |= llvm::formLCSSARecursively(*loop, dominators, &loops, &evolution);
    if (!loop->isLoopSimplifyForm()) continue;
    llvm::UnrollLoopOptions options{kUnrollCount,
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

}  // namespace dslc
