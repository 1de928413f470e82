// `cuda.cg.this_grid().sync()` emitted inline: the barrier CUDA's own
// cooperative_groups headers use, on the workspace the driver sets up for a
// cooperative launch, so no cudadevrt library is linked and plain PTX loads.
#pragma once

#include "llvm/IR/IRBuilder.h"

namespace dslc {

// Emits a grid-wide barrier at the builder's position for a GPU of compute
// capability `sm` (x 10); leaves the builder at the code after it. The
// kernel must be launched cooperatively: without the workspace the barrier
// traps instead of giving a wrong answer.
void EmitGridSync(llvm::IRBuilder<>& builder, int sm);

}  // namespace dslc
