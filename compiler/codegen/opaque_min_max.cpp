#include "compiler/codegen/opaque_min_max.h"

#include <optional>

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {
namespace {

// Opaque functions are named after the intrinsic they stand for.
constexpr llvm::StringLiteral kOpaquePrefix = "dslc.opaque.";

enum class MinOrMax { Min, Max };

// Which of the two a float min/max intrinsic computes; nothing for any
// other intrinsic.
std::optional<MinOrMax> FloatMinOrMax(llvm::Intrinsic::ID id) {
  switch (id) {
    case llvm::Intrinsic::minnum:
    case llvm::Intrinsic::nvvm_fmin_f:
    case llvm::Intrinsic::nvvm_fmin_ftz_f:
    case llvm::Intrinsic::nvvm_fmin_d:
    case llvm::Intrinsic::nvvm_fmin_f16:
      return MinOrMax::Min;
    case llvm::Intrinsic::maxnum:
    case llvm::Intrinsic::nvvm_fmax_f:
    case llvm::Intrinsic::nvvm_fmax_ftz_f:
    case llvm::Intrinsic::nvvm_fmax_d:
    case llvm::Intrinsic::nvvm_fmax_f16:
      return MinOrMax::Max;
    default:
      return std::nullopt;
  }
}

// The declaration standing for `intrinsic`: no memory, no side effects, so
// that it moves and merges as the intrinsic would.
llvm::Function* OpaqueFunction(llvm::Module& module, llvm::Function& intrinsic) {
  std::string name = (kOpaquePrefix + intrinsic.getName()).str();
  if (llvm::Function* existing = module.getFunction(name)) return existing;
  llvm::Function* opaque = llvm::Function::Create(intrinsic.getFunctionType(),
                                                  llvm::GlobalValue::ExternalLinkage, name, module);
  opaque->setDoesNotAccessMemory();
  opaque->setDoesNotThrow();
  opaque->setWillReturn();
  opaque->addFnAttr(llvm::Attribute::Speculatable);
  opaque->addFnAttr(llvm::Attribute::NoSync);
  return opaque;
}

// What an opaque call becomes: NVVM's intrinsic for a float32 or float64
// minnum/maxnum (an NVVM one stays itself), LLVM's for a half one where the
// target has no half min/max.
llvm::Intrinsic::ID RestoredIntrinsic(llvm::Intrinsic::ID original, llvm::Type* type,
                                      bool f16_min_max) {
  bool max = original == llvm::Intrinsic::maxnum;
  if (original != llvm::Intrinsic::minnum && !max) return original;
  if (type->isDoubleTy()) return max ? llvm::Intrinsic::nvvm_fmax_d : llvm::Intrinsic::nvvm_fmin_d;
  if (type->isFloatTy()) return max ? llvm::Intrinsic::nvvm_fmax_f : llvm::Intrinsic::nvvm_fmin_f;
  if (type->isHalfTy() && f16_min_max) {
    return max ? llvm::Intrinsic::nvvm_fmax_f16 : llvm::Intrinsic::nvvm_fmin_f16;
  }
  return original;
}

// `call` of the opaque stand-in of `original` with two constant arguments,
// which optimisation could not fold (a device function's constant
// argument, say), folded as IEEE minNum/maxNum; null otherwise, and for the
// flush-to-zero forms.
llvm::Constant* FoldedMinMax(llvm::Intrinsic::ID original, llvm::CallInst& call) {
  const auto* a = llvm::dyn_cast<llvm::ConstantFP>(call.getArgOperand(0));
  const auto* b = llvm::dyn_cast<llvm::ConstantFP>(call.getArgOperand(1));
  if (!a || !b) return nullptr;
  if (original == llvm::Intrinsic::nvvm_fmin_ftz_f || original == llvm::Intrinsic::nvvm_fmax_ftz_f)
    return nullptr;
  const llvm::APFloat& x = a->getValueAPF();
  const llvm::APFloat& y = b->getValueAPF();
  bool max = FloatMinOrMax(original) == MinOrMax::Max;
  return llvm::ConstantFP::get(call.getType(), max ? llvm::maxnum(x, y) : llvm::minnum(x, y));
}

}  // namespace

void HideFloatMinMax(llvm::Module& module) {
  for (llvm::Function& intrinsic : module) {
    if (!FloatMinOrMax(intrinsic.getIntrinsicID())) continue;
    if (!intrinsic.getReturnType()->isFloatingPointTy()) continue;  // vectors: none are made
    for (llvm::User* user : llvm::make_early_inc_range(intrinsic.users())) {
      auto* call = llvm::dyn_cast<llvm::CallInst>(user);
      if (!call || call->getCalledFunction() != &intrinsic || call->hasNoNaNs()) continue;
      call->setCalledFunction(OpaqueFunction(module, intrinsic));
    }
  }
}

llvm::PreservedAnalyses RestoreFloatMinMaxPass::run(llvm::Module& module,
                                                    llvm::ModuleAnalysisManager&) {
  bool changed = false;
  for (llvm::Function& opaque : llvm::make_early_inc_range(module)) {
    if (!opaque.isDeclaration() || !opaque.getName().starts_with(kOpaquePrefix)) continue;
    llvm::StringRef original_name = opaque.getName().drop_front(kOpaquePrefix.size());
    llvm::Intrinsic::ID original = llvm::Function::lookupIntrinsicID(original_name);
    llvm::Type* type = opaque.getReturnType();
    llvm::Intrinsic::ID id = RestoredIntrinsic(original, type, f16_min_max_);
    bool overloaded = id == llvm::Intrinsic::minnum || id == llvm::Intrinsic::maxnum;
    llvm::Function* restored = llvm::Intrinsic::getDeclaration(
        &module, id,
        overloaded ? llvm::ArrayRef<llvm::Type*>{type} : llvm::ArrayRef<llvm::Type*>{});
    for (llvm::User* user : llvm::make_early_inc_range(opaque.users())) {
      auto* call = llvm::cast<llvm::CallInst>(user);
      if (llvm::Constant* folded = FoldedMinMax(original, *call)) {
        call->replaceAllUsesWith(folded);
        call->eraseFromParent();
        continue;
      }
      call->setCalledFunction(restored);
    }
    opaque.eraseFromParent();
    changed = true;
  }
  return changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
}

}  // namespace dslc
