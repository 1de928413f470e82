#include "compiler/codegen/unroll_count.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

namespace dslc {
namespace {

// nvcc's count.
constexpr unsigned kUnrollCount = 4;
// The most instructions a loop may have: its copies should fit the
// instruction cache and not crowd out registers.
constexpr unsigned kMaxLoopInstructions = 160;

bool Small(const llvm::Loop& loop) {
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

bool RunTimeTripCount(const llvm::Loop& loop, llvm::ScalarEvolution& evolution) {
  const llvm::SCEV* count = evolution.getBackedgeTakenCount(&loop);
  return !llvm::isa<llvm::SCEVCouldNotCompute>(count) && !llvm::isa<llvm::SCEVConstant>(count);
}

}  // namespace

llvm::PreservedAnalyses UnrollCountPass::run(llvm::Function& function,
                                             llvm::FunctionAnalysisManager& analyses) {
  auto& loops = analyses.getResult<llvm::LoopAnalysis>(function);
  auto& evolution = analyses.getResult<llvm::ScalarEvolutionAnalysis>(function);
  llvm::LLVMContext& context = function.getContext();
  for (llvm::Loop* loop : loops.getLoopsInPreorder()) {
    if (!loop->isInnermost() || !loop->getLoopLatch()) continue;
    if (llvm::findOptionMDForLoop(loop, "llvm.loop.unroll.count") ||
        llvm::findOptionMDForLoop(loop, "llvm.loop.unroll.disable") ||
        llvm::findOptionMDForLoop(loop, "llvm.loop.unroll.full")) {
      continue;
    }
    if (!Small(*loop) || !RunTimeTripCount(*loop, evolution)) continue;
    llvm::Metadata* count[] = {llvm::MDString::get(context, "llvm.loop.unroll.count"),
                               llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(
                                   llvm::Type::getInt32Ty(context), kUnrollCount))};
    llvm::MDNode* loop_id = llvm::makePostTransformationMetadata(
        context, loop->getLoopID(), {}, {llvm::MDNode::get(context, count)});
    loop->setLoopID(loop_id);
  }
  // Metadata only: every analysis still holds.
  return llvm::PreservedAnalyses::all();
}

}  // namespace dslc
