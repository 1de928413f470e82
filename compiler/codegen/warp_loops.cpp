#include "compiler/codegen/warp_loops.h"

#include "compiler/codegen/entry_marks.h"
#include "compiler/codegen/unroll_loops.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {
namespace {

// nvcc's count for such loops.
constexpr unsigned kUnrollCount = 4;
// The most instructions a loop may have to be unrolled: its copies should
// fit the instruction cache and not crowd out registers.
constexpr unsigned kMaxLoopInstructions = 160;

bool IsBlockBarrier(const llvm::CallBase& call) {
  switch (call.getIntrinsicID()) {
    case llvm::Intrinsic::nvvm_barrier0:
    case llvm::Intrinsic::nvvm_barrier0_and:
    case llvm::Intrinsic::nvvm_barrier0_or:
    case llvm::Intrinsic::nvvm_barrier0_popc:
    case llvm::Intrinsic::nvvm_barrier_sync:
    case llvm::Intrinsic::nvvm_barrier_sync_cnt:
      return true;
    default:
      // Inline PTX (grid sync, for one) may hold a barrier: not a warp
      // function as far as this pass knows.
      return call.isInlineAsm() &&
             llvm::StringRef(llvm::cast<llvm::InlineAsm>(call.getCalledOperand())->getAsmString())
                 .contains("bar");
  }
}

// Whether `loop` calls a warp function, no block barrier, and is small.
bool CallsWarpFunctionsOnly(const llvm::Loop& loop) {
  bool warp = false;
  for (const llvm::BasicBlock* block : loop.blocks()) {
    for (const llvm::Instruction& instruction : *block) {
      const auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction);
      if (!call || !call->isConvergent()) continue;
      if (IsBlockBarrier(*call)) return false;
      warp = true;
    }
  }
  return warp && LoopInstructions(loop) <= kMaxLoopInstructions;
}

// Whether the trip count is computed from the kernel's arguments and
// constants alone, so that every thread runs the same number of trips.
bool HasUniformTripCount(const llvm::Loop& loop, llvm::ScalarEvolution& evolution) {
  const llvm::SCEV* count = evolution.getBackedgeTakenCount(&loop);
  if (llvm::isa<llvm::SCEVCouldNotCompute>(count) || llvm::isa<llvm::SCEVConstant>(count)) {
    return false;
  }
  return !llvm::SCEVExprContains(count, [](const llvm::SCEV* part) {
    if (llvm::isa<llvm::SCEVAddRecExpr>(part)) return true;
    const auto* unknown = llvm::dyn_cast<llvm::SCEVUnknown>(part);
    return unknown && !llvm::isa<llvm::Argument>(unknown->getValue());
  });
}

}  // namespace

llvm::PreservedAnalyses UnrollWarpLoopsPass::run(llvm::Function& function,
                                                 llvm::FunctionAnalysisManager& analyses) {
  if (!IsKernel(function)) return llvm::PreservedAnalyses::all();
  // The trip count once the loop is in loop-simplify form (SCEV's count of
  // a loop not yet in it may be unknown).
  return UnrollInnermostLoops(
      function, analyses, kUnrollCount,
      [](const llvm::Loop& loop, llvm::ScalarEvolution& evolution) {
        return CallsWarpFunctionsOnly(loop) &&
               (!loop.isLoopSimplifyForm() || HasUniformTripCount(loop, evolution));
      });
}

}  // namespace dslc
