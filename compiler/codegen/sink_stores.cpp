#include "compiler/codegen/sink_stores.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/IR/Instructions.h"

namespace dslc {
namespace {

// The most loads a store moves past: each holds its value and address in
// registers that long (an unrolled loop's four trips need 3).
constexpr int kMaxLoadsPassed = 8;

// Whether `instruction` neither reads nor writes memory nor has another
// effect a store may not move past (a shuffle, a special register).
bool IsFree(const llvm::Instruction& instruction) {
  if (const auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction)) {
    return call->doesNotAccessMemory() && call->willReturn() && call->doesNotThrow();
  }
  return !instruction.mayReadOrWriteMemory() && !instruction.mayHaveSideEffects();
}

// Moves `store` below the last load it may pass; whether it moved.
bool Sink(llvm::StoreInst& store, llvm::AAResults& aliases) {
  if (!store.isSimple()) return false;  // volatile or atomic: stays
  const llvm::MemoryLocation location = llvm::MemoryLocation::get(&store);
  llvm::Instruction* after = nullptr;
  int loads = 0;
  for (llvm::Instruction* next = store.getNextNode(); next && !next->isTerminator();
       next = next->getNextNode()) {
    if (IsFree(*next)) continue;
    auto* load = llvm::dyn_cast<llvm::LoadInst>(next);
    if (!load || !load->isSimple() || ++loads > kMaxLoadsPassed) break;
    if (!aliases.isNoAlias(location, llvm::MemoryLocation::get(load))) break;
    after = load;
  }
  if (!after) return false;
  store.moveAfter(after);
  return true;
}

}  // namespace

llvm::PreservedAnalyses SinkStoresPass::run(llvm::Function& function,
                                            llvm::FunctionAnalysisManager& analyses) {
  llvm::AAResults& aliases = analyses.getResult<llvm::AAManager>(function);
  bool changed = false;
  for (llvm::BasicBlock& block : function) {
    std::vector<llvm::StoreInst*> stores;
    for (llvm::Instruction& instruction : block) {
      if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction)) stores.push_back(store);
    }
    // Last first: a store stops at the next store, which has moved
    // already, so stores keep their order.
    for (auto it = stores.rbegin(); it != stores.rend(); ++it) changed |= Sink(**it, aliases);
  }
  if (!changed) return llvm::PreservedAnalyses::all();
  llvm::PreservedAnalyses preserved;
  preserved.preserveSet<llvm::CFGAnalyses>();
  return preserved;
}

}  // namespace dslc
