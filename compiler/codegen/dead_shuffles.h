// Removal of warp shuffles whose results nothing uses. NVVM's shuffle
// intrinsics are marked as touching inaccessible memory, so that LLVM keeps
// them where the program put them relative to control flow, and so no
// pass deletes one whose value is dead. A thread of lanes of virtual warps
// (compiler/lower/lower_lanes.cpp) exchanges every lane's value at every
// step of a reduction, most of which only feed lanes that store nothing:
// warp_sum's four lanes per thread made 15 shuffles where 12 reach its
// store.
//
// A shuffle moves values between registers and orders no memory access, so
// one with no use goes, and with it what only fed it, until none is left.
#pragma once

#include "llvm/IR/PassManager.h"

namespace dslc {

class DeadShufflesPass : public llvm::PassInfoMixin<DeadShufflesPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace dslc
