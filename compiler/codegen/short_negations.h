// 16-bit negations and absolute values in 32 bits. ptxas 13.0 compiles
// `neg.s16` and `abs.s16` followed by a sign extension (`cvt.s32.s16`,
// `cvt.s64.s16`, or `shr.s16`, which reads the sign) as a 32-bit negation of
// the sign-extended operand, with no wrap to 16 bits in between: -(-32768)
// comes out as 32768 instead of -32768 (seen in the SASS: `PRMT` 0x9910 then
// `IMAD.MOV -R`, nothing after). Every other 16-bit operation is wrapped
// correctly, and so are 8-bit ones (their sign extension is explicit).
//
// So, after optimisation, every `sub i16 0, x` becomes
// `trunc (sub i32 0, sext x)`, and every `llvm.abs.i16(x)` becomes
// `trunc (llvm.abs.i32(sext x))`, which NVPTX selects as `neg.s32` /
// `abs.s32` with an explicit `cvt.s32.s16` where a sign extension follows.
// Run last: an earlier InstCombine would narrow them back to 16 bits.
#pragma once

#include "llvm/IR/PassManager.h"

namespace dslc {

class WidenShortNegationsPass : public llvm::PassInfoMixin<WidenShortNegationsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager&);
};

}  // namespace dslc
