#include "compiler/lower/barrier_visibility.h"

#include <set>
#include <vector>

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {
namespace {

bool IsBarrierOrFence(const llvm::CallBase& call) {
  // The grid barrier's ordered accesses are inline PTX with side effects;
  // pure inline PTX (a conversion, a move) orders nothing.
  if (call.isInlineAsm()) {
    return llvm::cast<llvm::InlineAsm>(call.getCalledOperand())->hasSideEffects();
  }
  static constexpr llvm::Intrinsic::ID kBarriersAndFences[] = {
      llvm::Intrinsic::nvvm_barrier0,      llvm::Intrinsic::nvvm_barrier0_popc,
      llvm::Intrinsic::nvvm_barrier0_and,  llvm::Intrinsic::nvvm_barrier0_or,
      llvm::Intrinsic::nvvm_bar_warp_sync, llvm::Intrinsic::nvvm_membar_cta,
      llvm::Intrinsic::nvvm_membar_gl,     llvm::Intrinsic::nvvm_membar_sys,
  };
  return llvm::is_contained(kBarriersAndFences, call.getIntrinsicID());
}

// Whether `function` or a function it calls (device functions, not yet
// inlined) synchronises threads.
bool Synchronises(const llvm::Function& function, std::set<const llvm::Function*>& visited) {
  if (!visited.insert(&function).second) return false;
  for (const llvm::BasicBlock& block : function) {
    for (const llvm::Instruction& instruction : block) {
      const auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction);
      if (!call) continue;
      if (IsBarrierOrFence(*call)) return true;
      const llvm::Function* callee = call->getCalledFunction();
      if (callee && !callee->isDeclaration() && Synchronises(*callee, visited)) return true;
    }
  }
  return false;
}

// Whether memory may be written through `argument`, following it into the
// array values that carry it (aggregates, the slots they are stored in,
// pointers computed from it) and into the device functions it is passed to.
// Other calls and anything unexpected count as writes.
bool MayBeWritten(const llvm::Argument& argument) {
  std::vector<const llvm::Value*> work = {&argument};
  std::set<const llvm::Value*> seen = {&argument};
  std::set<const llvm::AllocaInst*> slots;  // locals the array value is kept in
  auto follow = [&](const llvm::Value* value) {
    if (seen.insert(value).second) work.push_back(value);
  };
  while (!work.empty()) {
    const llvm::Value* value = work.back();
    work.pop_back();
    if (const auto* slot = llvm::dyn_cast<llvm::AllocaInst>(value); slot && slots.count(slot)) {
      // Stores into the slot replace the value; what is loaded back is it.
      for (const llvm::User* user : slot->users()) {
        if (llvm::isa<llvm::LoadInst>(user))
          follow(user);
        else if (!llvm::isa<llvm::StoreInst>(user))
          return true;
      }
      continue;
    }
    for (const llvm::User* user : value->users()) {
      if (llvm::isa<llvm::LoadInst>(user)) continue;  // reads through it
      if (const auto* store = llvm::dyn_cast<llvm::StoreInst>(user)) {
        if (store->getPointerOperand() == value) return true;
        const auto* slot = llvm::dyn_cast<llvm::AllocaInst>(store->getPointerOperand());
        if (!slot) return true;  // escapes into memory
        slots.insert(slot);
        follow(slot);
        continue;
      }
      if (const auto* call = llvm::dyn_cast<llvm::CallBase>(user)) {
        // A device function (not inlined yet) is followed into: the
        // parameters the array is passed as, and what the call returns.
        const llvm::Function* callee = call->getCalledFunction();
        if (!callee || callee->isDeclaration() || callee->isVarArg()) return true;
        for (unsigned i = 0; i < call->arg_size(); ++i) {
          if (call->getArgOperand(i) == value) follow(callee->getArg(i));
        }
        if (call->getType()->isPointerTy() || call->getType()->isAggregateType()) follow(call);
        continue;
      }
      if (llvm::isa<llvm::AtomicRMWInst, llvm::AtomicCmpXchgInst>(user)) return true;
      if (llvm::isa<llvm::ICmpInst>(user)) continue;
      // Numbers taken from the array (extents, strides) cannot write.
      llvm::Type* type = user->getType();
      if (!type->isPointerTy() && !type->isAggregateType()) continue;
      follow(user);
    }
  }
  return false;
}

}  // namespace

void KeepWritesVisibleAcrossBarriers(llvm::Function& kernel) {
  std::set<const llvm::Function*> visited;
  if (!Synchronises(kernel, visited)) return;
  for (llvm::Argument& argument : kernel.args()) {
    if (argument.hasNoAliasAttr() && MayBeWritten(argument)) {
      argument.removeAttr(llvm::Attribute::NoAlias);
    }
  }
}

}  // namespace dslc
