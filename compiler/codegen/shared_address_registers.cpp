#include "compiler/codegen/shared_address_registers.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace dslc {
namespace {

constexpr unsigned kShared = 3;

// The shared array `pointer` is the start of, if it is one.
llvm::GlobalVariable* SharedArrayAt(llvm::Value* pointer) {
  auto* global = llvm::dyn_cast<llvm::GlobalVariable>(pointer->stripPointerCasts());
  if (!global || global->getAddressSpace() != kShared) return nullptr;
  return global;
}

// `global`'s address through an inline PTX mov, as a generic pointer.
llvm::Value* CopiedAddress(llvm::GlobalVariable& global, llvm::IRBuilder<>& at_entry) {
  llvm::Type* i32 = at_entry.getInt32Ty();
  llvm::Value* address = at_entry.CreatePtrToInt(&global, i32);
  auto* mov = llvm::InlineAsm::get(llvm::FunctionType::get(i32, {i32}, false), "mov.b32 $0, $1;",
                                   "=r,r", /*hasSideEffects=*/false);
  llvm::CallInst* copy = at_entry.CreateCall(mov, {address});
  copy->setDoesNotAccessMemory();
  copy->setDoesNotThrow();
  llvm::Value* shared = at_entry.CreateIntToPtr(copy, global.getType());
  return at_entry.CreateAddrSpaceCast(shared, at_entry.getPtrTy(0));
}

}  // namespace

llvm::PreservedAnalyses KeepSharedAddressesInRegistersPass::run(llvm::Function& function,
                                                                llvm::FunctionAnalysisManager&) {
  llvm::Function* marker = function.getParent()->getFunction(kAddressInRegister);
  if (!marker || function.isDeclaration()) return llvm::PreservedAnalyses::all();
  llvm::SmallVector<llvm::CallInst*, 4> calls;
  for (llvm::User* user : marker->users()) {
    auto* call = llvm::dyn_cast<llvm::CallInst>(user);
    if (call && call->getFunction() == &function) calls.push_back(call);
  }
  if (calls.empty()) return llvm::PreservedAnalyses::all();
  llvm::BasicBlock& entry = function.getEntryBlock();
  llvm::IRBuilder<> at_entry(&entry, entry.getFirstInsertionPt());
  llvm::DenseMap<llvm::GlobalVariable*, llvm::Value*> copies;
  for (llvm::CallInst* call : calls) {
    llvm::Value* pointer = call->getArgOperand(0);
    if (llvm::GlobalVariable* global = keep_ ? SharedArrayAt(pointer) : nullptr) {
      llvm::Value*& copy = copies[global];
      if (!copy) copy = CopiedAddress(*global, at_entry);
      pointer = copy;
    }
    call->replaceAllUsesWith(pointer);
    call->eraseFromParent();
  }
  return llvm::PreservedAnalyses::none();
}

}  // namespace dslc
