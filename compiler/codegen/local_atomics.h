// Atomics on thread-local memory. Local memory is private to its thread, so
// an atomic on it needs no atomicity; PTX has none either: `atom` takes
// global or shared addresses, and NVPTX cannot select a `cmpxchg` on
// addrspace(5) (LLVM 19 lowers only `atomicrmw` on local memory to plain
// loads and stores). So, after optimisation, every atomic whose address
//   - is local (derived from an alloca or an addrspace(5) pointer only)
//     becomes a plain load, operation and store;
//   - may be local (a generic address of unknown origin, as at -O0 where
//     addresses pass through memory, or one that joins local and other
//     addresses) is split on `isspacep.local` at run time;
//   - is global or shared is left as it is.
#pragma once

#include "llvm/IR/PassManager.h"

namespace dslc {

class LowerLocalAtomicsPass : public llvm::PassInfoMixin<LowerLocalAtomicsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager&);
};

}  // namespace dslc
