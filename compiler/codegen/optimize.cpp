#include "compiler/codegen/optimize.h"

#include "compiler/codegen/local_atomics.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/OptimizationLevel.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"

namespace dslc {
namespace {

void Internalize(llvm::Module& module) {
  for (llvm::Function& function : module) {
    if (function.isDeclaration() || IsKernel(function)) continue;
    if (function.hasFnAttribute(kDeviceEntryAttribute)) continue;
    function.setLinkage(llvm::GlobalValue::InternalLinkage);
    function.setVisibility(llvm::GlobalValue::DefaultVisibility);
    function.setComdat(nullptr);
  }
}

void SetFastMathAttributes(llvm::Module& module) {
  for (llvm::Function& function : module) {
    if (function.isDeclaration()) continue;
    function.addFnAttr("unsafe-fp-math", "true");
    function.addFnAttr("denormal-fp-math-f32", "preserve-sign,preserve-sign");
  }
}

llvm::OptimizationLevel Level(int opt_level) {
  switch (opt_level) {
    case 1:
      return llvm::OptimizationLevel::O1;
    case 2:
      return llvm::OptimizationLevel::O2;
    default:
      return llvm::OptimizationLevel::O3;
  }
}

}  // namespace

bool IsKernel(const llvm::Function& function) {
  return function.getCallingConv() == llvm::CallingConv::PTX_Kernel;
}

void PrepareForOptimization(llvm::Module& module, const CodegenOptions& options) {
  Internalize(module);
  module.setModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", options.fastmath ? 1 : 0);
  if (options.fastmath) SetFastMathAttributes(module);
}

void Optimize(llvm::Module& module, llvm::TargetMachine& machine, const CodegenOptions& options) {
  // Declared in this order so that they are destroyed in the reverse one:
  // each refers to the ones before it through the proxies.
  llvm::LoopAnalysisManager loop_analyses;
  llvm::FunctionAnalysisManager function_analyses;
  llvm::CGSCCAnalysisManager cgscc_analyses;
  llvm::ModuleAnalysisManager module_analyses;
  // Built with the machine, the PassBuilder gets NVPTX's pipeline-start
  // passes, among them NVVMReflect with __CUDA_ARCH of the target (without it
  // libdevice's architecture checks fold to 0), and its TargetTransformInfo.
  llvm::PassBuilder builder(&machine);
  builder.registerModuleAnalyses(module_analyses);
  builder.registerCGSCCAnalyses(cgscc_analyses);
  builder.registerFunctionAnalyses(function_analyses);
  builder.registerLoopAnalyses(loop_analyses);
  builder.crossRegisterProxies(loop_analyses, function_analyses, cgscc_analyses, module_analyses);

  llvm::ModulePassManager passes;
  if (options.opt_level <= 0) {
    // The O0 pipeline holds the pipeline-start passes and the always-inliner
    // (device functions and libdevice are always-inline); GlobalDCE then
    // drops the libdevice bodies the inliner copied, which would otherwise
    // all be printed.
    passes = builder.buildO0DefaultPipeline(llvm::OptimizationLevel::O0);
    passes.addPass(llvm::GlobalDCEPass());
  } else {
    passes = builder.buildPerModuleDefaultPipeline(Level(options.opt_level));
  }
  // Last, when inlining has shown where each atomic's address comes from.
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(LowerLocalAtomicsPass()));
  passes.run(module, module_analyses);
}

}  // namespace dslc
