// The unroll count of small loops whose trip count is known only at run
// time: 4, as nvcc unrolls them. LLVM's own choice grows as the body
// shrinks (8 for a loop of one load and an add), and a loop of fewer trips
// than that runs them all in the remainder loop, one load at a time: the
// tree segmented sum at segments of 1024 (4 trips per thread) took 1.58
// times nvcc's time unrolled 8 times, and nvcc's time unrolled 4 times
// (its trips are then one pass of the unrolled loop, 4 loads in flight).
//
// An innermost loop of at most 160 instructions, without unroll metadata
// of its own, with a run-time trip count and no convergent operation (a
// loop of warp functions is UnrollWarpLoopsPass's), gets
// `llvm.loop.unroll.count 4`, which LLVM's unroller then follows.
#pragma once

#include "llvm/IR/PassManager.h"

namespace dslc {

class UnrollCountPass : public llvm::PassInfoMixin<UnrollCountPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace dslc
