#include "compiler/codegen/short_negations.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"

namespace dslc {
namespace {

bool IsShort(const llvm::Value* value) { return value->getType()->isIntegerTy(16); }

// `sub i16 0, x` (or an i16 `llvm.abs`): the operand it negates, else null.
llvm::Value* NegatedOperand(llvm::Instruction& instruction, bool* is_abs) {
  if (!IsShort(&instruction)) return nullptr;
  llvm::Value* operand = nullptr;
  using namespace llvm::PatternMatch;
  if (match(&instruction, m_Neg(m_Value(operand)))) {
    *is_abs = false;
    return operand;
  }
  auto* call = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction);
  if (call && call->getIntrinsicID() == llvm::Intrinsic::abs) {
    *is_abs = true;
    return call->getArgOperand(0);
  }
  return nullptr;
}

}  // namespace

llvm::PreservedAnalyses WidenShortNegationsPass::run(llvm::Function& function,
                                                     llvm::FunctionAnalysisManager&) {
  // Collected first, rewritten after: rewriting one (an abs) changes the
  // operand of another (the negation of that abs), so each operand is read
  // again when its instruction is rewritten, never kept from before.
  llvm::SmallVector<llvm::Instruction*, 8> found;
  for (llvm::BasicBlock& block : function) {
    for (llvm::Instruction& instruction : block) {
      bool is_abs = false;
      if (NegatedOperand(instruction, &is_abs)) found.push_back(&instruction);
    }
  }
  for (llvm::Instruction* instruction : found) {
    bool is_abs = false;
    llvm::Value* operand = NegatedOperand(*instruction, &is_abs);
    llvm::IRBuilder<> builder(instruction);
    llvm::Value* wide = builder.CreateSExt(operand, builder.getInt32Ty());
    llvm::Value* result =
        is_abs ? builder.CreateBinaryIntrinsic(llvm::Intrinsic::abs, wide, builder.getFalse())
               : builder.CreateNeg(wide);
    llvm::Value* narrow = builder.CreateTrunc(result, instruction->getType());
    narrow->takeName(instruction);
    instruction->replaceAllUsesWith(narrow);
    instruction->eraseFromParent();
  }
  return found.empty() ? llvm::PreservedAnalyses::all() : llvm::PreservedAnalyses::none();
}

}  // namespace dslc
