#include "compiler/codegen/remainder_loops.h"

#include "compiler/codegen/unroll_loops.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/InstrTypes.h"

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
  for (const llvm::BasicBlock* block : loop.blocks()) {
    for (const llvm::Instruction& instruction : *block) {
      const auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction);
      if (call && call->isConvergent()) return false;
    }
  }
  return LoopInstructions(loop) <= kMaxLoopInstructions;
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
  return UnrollInnermostLoops(function, analyses, kUnrollCount,
                              [](const llvm::Loop& loop, llvm::ScalarEvolution& evolution) {
                                return SmallWithoutWarpFunctions(loop) &&
                                       FewTripsKnownAtRunTime(loop, evolution);
                              });
}

}  // namespace dslc
