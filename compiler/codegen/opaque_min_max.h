// Floating-point min and max kept out of LLVM's sight while it optimises.
//
// LLVM 19 infers the sign of `llvm.maxnum(a, b)` from an operand whose sign
// bit it knows even when that operand may be NaN, and maxnum of a NaN is
// the other operand: it folds `maxnum(fabs(x), -10000.0) < 0` to false
// (InstSimplify, and SelectionDAG the same), so a kernel clamping
// `max(abs(x), -10000.0)` of a NaN `x` lost the branch of libdevice's fmod
// that restores a negative dividend's sign, and `-10000.0 // 4.5` gave
// -2222 instead of -2223. The same holds for minnum and for NVVM's
// `llvm.nvvm.fmax.*` / `fmin.*`, which InstCombine turns into them.
//
// So before optimisation every such call (Python's min/max of floats,
// cuda.fp16's hmin/hmax, libdevice's fmin/fmax and their uses inside
// libdevice) becomes a call of an opaque function that reads no memory,
// which LLVM may move, merge or drop but not reason about; last, each
// becomes NVVM's min/max intrinsic, which NVPTX selects as `min.f32`,
// `max.f64`... without reasoning about it either. Calls marked `nnan`
// (fastmath) keep LLVM's intrinsic: with no NaN the inference is sound.
#pragma once

#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"

namespace dslc {

// Replaces the float min/max calls of `module` with opaque calls.
void HideFloatMinMax(llvm::Module& module);

// Turns the opaque calls back into min/max instructions (a call whose
// arguments optimisation made constants into its value). `f16_min_max`: the
// target has `min.f16`/`max.f16` (sm_80 and newer); before it, a half min
// or max becomes `llvm.minnum`/`maxnum` again, which NVPTX computes in
// float32.
class RestoreFloatMinMaxPass : public llvm::PassInfoMixin<RestoreFloatMinMaxPass> {
 public:
  explicit RestoreFloatMinMaxPass(bool f16_min_max) : f16_min_max_(f16_min_max) {}
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager&);

 private:
  bool f16_min_max_;
};

}  // namespace dslc
