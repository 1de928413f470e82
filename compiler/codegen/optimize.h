// The module-level steps between linking and PTX emission: internalising,
// fast-math settings, and LLVM's optimisation pipeline.
#pragma once

#include "compiler/codegen/codegen_options.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

namespace dslc {

// Gives every function but the kernels and device entries internal linkage (so the optimiser may
// inline and drop them), records the flush-to-zero mode for libdevice's
// `__nvvm_reflect("__CUDA_FTZ")`, answers its `__nvvm_reflect("__CUDA_PREC_SQRT")`
// (1: a correctly rounded square root, 0 under fastmath), and under fastmath sets the function
// attributes the NVPTX back end reads (approximate division and sqrt, `.ftz`)
// on every function, libdevice's included: the inliner would otherwise merge
// libdevice's "unsafe-fp-math"="false" into the kernel. Float min and max
// are then opaque to LLVM until the pipeline ends (opaque_min_max.h).
void PrepareForOptimization(llvm::Module& module, const CodegenOptions& options);

// Runs LLVM's pipeline for options.opt_level with `machine`'s passes
// (NVVMReflect with the target's __CUDA_ARCH, NVVMIntrRange). -O0 runs only
// what correctness needs: NVVMReflect, the always-inliner, and dropping the
// functions nothing calls any more. Every level ends by lowering atomics on
// local memory (local_atomics.h).
void Optimize(llvm::Module& module, llvm::TargetMachine& machine, const CodegenOptions& options);

}  // namespace dslc
