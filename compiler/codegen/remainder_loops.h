// Unrolling of the remainder loops LLVM's runtime unrolling leaves. LLVM
// unrolls a small loop whose trip count is known only at run time by up to
// 8 and runs the trips left over (fewer than 8) first, in a remainder loop
// of one trip at a time. A thread with few trips then has one load in
// flight: the tree segmented sum at segments of 1024 (4 trips per thread)
// took 1.58 times nvcc's time, all its trips in the remainder loop. nvcc
// unrolls by 4, which suits it but leaves a tile copied through shared
// memory (lang-examples/dynamic_shared.py, 32 trips, occupancy limited by
// the shared memory) at 85% of copy bandwidth, against 97% unrolled by 8.
//
// So after LLVM's unrolling, an innermost loop of at most 160 instructions
// and no warp function whose trip count is known only at run time and is
// at most 16 (a remainder loop) is unrolled 4 times, with a remainder loop
// of its own: 4 trips are one pass of it, 4 loads in flight.
#pragma once

#include "llvm/IR/PassManager.h"

namespace dslc {

class UnrollRemainderLoopsPass : public llvm::PassInfoMixin<UnrollRemainderLoopsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace dslc
