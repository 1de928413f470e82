// Unrolling of loops that call warp functions. LLVM does not unroll a loop
// whose trip count is known only at run time when the loop holds a
// convergent operation (a shuffle, a vote): the remainder loop such
// unrolling adds would run the operation under other control flow. So a
// loop of warp collectives runs one trip's dependent shuffle chain at a
// time, where nvcc unrolls it 4 times and overlaps four chains (CUB's warp
// scans in a loop: dslc 1.05 times CUB's time on an H200).
//
// In a kernel, a loop whose trip count is computed from the kernel's
// arguments alone runs the same number of trips in every thread, so every
// thread takes the unrolled loop and the remainder alike and meets each
// warp function where it did before: such a loop, when it calls a warp
// function (but no block barrier) and is small, is unrolled 4 times with a
// remainder loop.
#pragma once

#include "llvm/IR/PassManager.h"

namespace dslc {

class UnrollWarpLoopsPass : public llvm::PassInfoMixin<UnrollWarpLoopsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace dslc
