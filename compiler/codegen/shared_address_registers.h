// Shared arrays whose address the program asks to keep in a register
// (`dslc.internal.address_in_register`, lowered to a call of
// kAddressInRegister). A load from a shared array at a constant index is
// `ld.shared [symbol+k]`, and for that ptxas recomputes the shared window's
// address (S2UR SR_CgaCtaId, ULEA) at each use, in every trip of a loop;
// from a register it keeps the address out of the loop. After inlining has
// shown which array each call takes, a call on a whole shared array becomes
// that array's address copied by an inline PTX `mov` in the function's entry
// block (LLVM cannot fold the copy back into the loads' addresses); any
// other call becomes its argument, as every call does when the optimisation
// is off (`keep` false).
#pragma once

#include "llvm/IR/PassManager.h"

namespace dslc {

// The marker's name, in the reserved space (compiler/codegen/ptx_names.h).
inline constexpr const char* kAddressInRegister = "__dslc_address_in_register";

class KeepSharedAddressesInRegistersPass
    : public llvm::PassInfoMixin<KeepSharedAddressesInRegistersPass> {
 public:
  explicit KeepSharedAddressesInRegistersPass(bool keep = true) : keep_(keep) {}
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager&);

 private:
  bool keep_;
};

}  // namespace dslc
