// Array arguments are `noalias` (like __restrict__) unless --may-alias, so
// that LLVM may keep their elements in registers. Across a barrier or fence
// that is wrong for an array the kernel writes: other threads' writes to it
// become visible there, but LLVM, seeing no access through the pointer in
// the barrier, would reuse (or hoist out of a loop) a value loaded before.
#pragma once

#include "llvm/IR/Function.h"

namespace dslc {

// Drops `noalias` from the array arguments `kernel` may write when it (or a
// device function it calls) contains a barrier, fence or grid sync. Arrays
// it only reads keep it, and with it the read-only loads (ld.global.nc):
// no thread writes them during the launch.
void KeepWritesVisibleAcrossBarriers(llvm::Function& kernel);

}  // namespace dslc
