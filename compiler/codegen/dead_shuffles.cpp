#include "compiler/codegen/dead_shuffles.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Transforms/Utils/Local.h"

namespace dslc {
namespace {

bool IsShuffle(const llvm::Instruction& instruction) {
  const auto* call = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction);
  if (!call) return false;
  switch (call->getIntrinsicID()) {
    case llvm::Intrinsic::nvvm_shfl_sync_idx_i32:
    case llvm::Intrinsic::nvvm_shfl_sync_idx_f32:
    case llvm::Intrinsic::nvvm_shfl_sync_idx_i32p:
    case llvm::Intrinsic::nvvm_shfl_sync_idx_f32p:
    case llvm::Intrinsic::nvvm_shfl_sync_up_i32:
    case llvm::Intrinsic::nvvm_shfl_sync_up_f32:
    case llvm::Intrinsic::nvvm_shfl_sync_up_i32p:
    case llvm::Intrinsic::nvvm_shfl_sync_up_f32p:
    case llvm::Intrinsic::nvvm_shfl_sync_down_i32:
    case llvm::Intrinsic::nvvm_shfl_sync_down_f32:
    case llvm::Intrinsic::nvvm_shfl_sync_down_i32p:
    case llvm::Intrinsic::nvvm_shfl_sync_down_f32p:
    case llvm::Intrinsic::nvvm_shfl_sync_bfly_i32:
    case llvm::Intrinsic::nvvm_shfl_sync_bfly_f32:
    case llvm::Intrinsic::nvvm_shfl_sync_bfly_i32p:
    case llvm::Intrinsic::nvvm_shfl_sync_bfly_f32p:
      return true;
    default:
      return false;
  }
}

}  // namespace

llvm::PreservedAnalyses DeadShufflesPass::run(llvm::Function& function,
                                              llvm::FunctionAnalysisManager&) {
  // Weak handles: an instruction may be listed again after it is gone.
  llvm::SmallVector<llvm::WeakVH, 32> worklist;
  for (llvm::BasicBlock& block : function) {
    for (llvm::Instruction& instruction : block) {
      if (IsShuffle(instruction) && instruction.use_empty()) worklist.push_back(&instruction);
    }
  }
  bool changed = false;
  while (!worklist.empty()) {
    auto* instruction = llvm::dyn_cast_or_null<llvm::Instruction>(worklist.pop_back_val());
    if (!instruction || !instruction->use_empty()) continue;
    if (!IsShuffle(*instruction) && !llvm::isInstructionTriviallyDead(instruction)) continue;
    for (llvm::Value* operand : instruction->operands()) {
      if (llvm::isa<llvm::Instruction>(operand)) worklist.push_back(operand);
    }
    instruction->eraseFromParent();
    changed = true;
  }
  return changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
}

}  // namespace dslc
