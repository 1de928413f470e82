#include "compiler/codegen/local_atomics.h"

#include <optional>

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LowerAtomic.h"

namespace dslc {
namespace {

constexpr unsigned kGeneric = 0;
constexpr unsigned kLocal = 5;

enum class Space { Local, NotLocal, Unknown };

// The space a pointer is in by its type or, for generic pointers, by what
// it is; nothing when it is a generic pointer derived from others.
std::optional<Space> SpaceOfPointer(const llvm::Value* pointer) {
  unsigned space = pointer->getType()->getPointerAddressSpace();
  if (space == kLocal) return Space::Local;
  if (space != kGeneric) return Space::NotLocal;                  // global, shared, constant, param
  if (llvm::isa<llvm::AllocaInst>(pointer)) return Space::Local;  // NVPTX: allocas are local
  if (llvm::isa<llvm::GEPOperator, llvm::PHINode, llvm::SelectInst>(pointer)) return std::nullopt;
  if (const auto* cast = llvm::dyn_cast<llvm::Operator>(pointer);
      cast && (cast->getOpcode() == llvm::Instruction::AddrSpaceCast ||
               cast->getOpcode() == llvm::Instruction::BitCast)) {
    return std::nullopt;
  }
  return Space::Unknown;  // a generic pointer loaded, passed or made from an integer
}

// Where the pointers `address` is derived from (through GEPs, casts, phis and
// selects, as address-space inference follows them) point.
Space SpaceOf(llvm::Value* address) {
  llvm::SmallVector<llvm::Value*, 8> work{address};
  llvm::SmallPtrSet<llvm::Value*, 8> seen;
  bool local = false, not_local = false;
  while (!work.empty()) {
    llvm::Value* value = work.pop_back_val();
    if (!seen.insert(value).second) continue;
    if (std::optional<Space> space = SpaceOfPointer(value)) {
      if (*space == Space::Unknown) return Space::Unknown;
      (*space == Space::Local ? local : not_local) = true;
    } else if (auto* phi = llvm::dyn_cast<llvm::PHINode>(value)) {
      for (llvm::Value* incoming : phi->incoming_values()) work.push_back(incoming);
    } else if (auto* select = llvm::dyn_cast<llvm::SelectInst>(value)) {
      work.push_back(select->getTrueValue());
      work.push_back(select->getFalseValue());
    } else {
      work.push_back(llvm::cast<llvm::Operator>(value)->getOperand(0));  // GEP base or cast source
    }
  }
  if (local && !not_local) return Space::Local;
  return local ? Space::Unknown : Space::NotLocal;
}

llvm::Value* AddressOf(llvm::Instruction* atomic) {
  if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(atomic)) return rmw->getPointerOperand();
  return llvm::cast<llvm::AtomicCmpXchgInst>(atomic)->getPointerOperand();
}

void SetAddress(llvm::Instruction* atomic, llvm::Value* address) {
  if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(atomic)) {
    rmw->setOperand(rmw->getPointerOperandIndex(), address);
  } else {
    auto* cmpxchg = llvm::cast<llvm::AtomicCmpXchgInst>(atomic);
    cmpxchg->setOperand(cmpxchg->getPointerOperandIndex(), address);
  }
}

// Replaces the atomic by a load, the operation and a store.
void MakePlain(llvm::Instruction* atomic) {
  if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(atomic)) {
    llvm::lowerAtomicRMWInst(rmw);
  } else {
    llvm::lowerAtomicCmpXchgInst(llvm::cast<llvm::AtomicCmpXchgInst>(atomic));
  }
}

//   if (isspacep.local(p)) plain operation on (addrspace(5))p
//   else                   the atomic, as it was
void SplitOnLocal(llvm::Instruction* atomic) {
  llvm::Value* address = AddressOf(atomic);
  llvm::IRBuilder<> builder(atomic);
  llvm::Value* is_local = builder.CreateIntrinsic(llvm::Intrinsic::nvvm_isspacep_local, {},
                                                  {address}, nullptr, "is.local");
  llvm::Instruction* then_end = nullptr;
  llvm::Instruction* else_end = nullptr;
  llvm::SplitBlockAndInsertIfThenElse(is_local, atomic->getIterator(), &then_end, &else_end);
  llvm::BasicBlock* merge = atomic->getParent();

  llvm::Instruction* plain = atomic->clone();
  plain->insertBefore(then_end);
  builder.SetInsertPoint(plain);
  SetAddress(plain, builder.CreateAddrSpaceCast(address, builder.getPtrTy(kLocal)));
  atomic->moveBefore(else_end);

  // The result comes from whichever side ran.
  llvm::PHINode* result = llvm::PHINode::Create(atomic->getType(), 2, "", merge->begin());
  atomic->replaceAllUsesWith(result);
  result->addIncoming(plain, plain->getParent());
  result->addIncoming(atomic, atomic->getParent());
  MakePlain(plain);
  if (result->use_empty()) result->eraseFromParent();
}

}  // namespace

llvm::PreservedAnalyses LowerLocalAtomicsPass::run(llvm::Function& function,
                                                   llvm::FunctionAnalysisManager&) {
  std::vector<llvm::Instruction*> atomics;
  for (llvm::BasicBlock& block : function) {
    for (llvm::Instruction& instruction : block) {
      if (llvm::isa<llvm::AtomicRMWInst, llvm::AtomicCmpXchgInst>(instruction)) {
        atomics.push_back(&instruction);
      }
    }
  }
  bool changed = false;
  for (llvm::Instruction* atomic : atomics) {
    switch (SpaceOf(AddressOf(atomic))) {
      case Space::Local:
        MakePlain(atomic);
        changed = true;
        break;
      case Space::Unknown:
        SplitOnLocal(atomic);
        changed = true;
        break;
      case Space::NotLocal:
        break;
    }
  }
  return changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
}

}  // namespace dslc
