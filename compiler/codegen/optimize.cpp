#include "compiler/codegen/optimize.h"

#include <optional>

#include "compiler/codegen/dead_shuffles.h"
#include "compiler/codegen/entry_marks.h"
#include "compiler/codegen/local_atomics.h"
#include "compiler/codegen/opaque_min_max.h"
#include "compiler/codegen/remainder_loops.h"
#include "compiler/codegen/shared_address_registers.h"
#include "compiler/codegen/short_negations.h"
#include "compiler/codegen/sink_stores.h"
#include "compiler/codegen/warp_loops.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
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

// The name a call of `__nvvm_reflect` asks for, when it is a constant string.
std::optional<llvm::StringRef> ReflectName(const llvm::CallInst& call) {
  if (call.arg_size() != 1) return std::nullopt;
  const auto* global =
      llvm::dyn_cast<llvm::GlobalVariable>(call.getArgOperand(0)->stripPointerCasts());
  if (!global || !global->hasInitializer()) return std::nullopt;
  const auto* text = llvm::dyn_cast<llvm::ConstantDataSequential>(global->getInitializer());
  if (!text || !text->isCString()) return std::nullopt;
  return text->getAsCString();
}

// libdevice's `__nvvm_reflect("__CUDA_PREC_SQRT")` (its sqrtf, hypotf and
// norm functions), which LLVM 19's NVVMReflect folds to 0 as it does every
// name but __CUDA_ARCH and __CUDA_FTZ: 1, the correctly rounded square root
// of NVVM's default (-prec-sqrt=1, which Numba keeps), unless fastmath asks
// for the approximate one.
void FoldPrecSqrtReflect(llvm::Module& module, bool precise) {
  llvm::Function* reflect = module.getFunction("__nvvm_reflect");
  if (!reflect) return;
  for (llvm::User* user : llvm::make_early_inc_range(reflect->users())) {
    auto* call = llvm::dyn_cast<llvm::CallInst>(user);
    if (!call || call->getCalledFunction() != reflect) continue;
    if (ReflectName(*call) != "__CUDA_PREC_SQRT") continue;  // NVVMReflect's
    call->replaceAllUsesWith(llvm::ConstantInt::get(call->getType(), precise ? 1 : 0));
    call->eraseFromParent();
  }
}

// Whether `machine`'s GPU has min.f16 and max.f16 (sm_80 and newer).
bool HasHalfMinMax(const llvm::TargetMachine& machine) {
  int sm = 0;
  return !machine.getTargetCPU().drop_front(3).getAsInteger(10, sm) && sm >= 80;
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

void PrepareForOptimization(llvm::Module& module, const CodegenOptions& options) {
  Internalize(module);
  module.setModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", options.fastmath ? 1 : 0);
  FoldPrecSqrtReflect(module, !options.fastmath);
  if (options.fastmath) SetFastMathAttributes(module);
  HideFloatMinMax(module);
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
    const Optimizations& enabled = options.optimizations;
    // After inlining, before LLVM's own unrolling and the clean-up after it.
    if (enabled.enabled(Optimization::WarpLoops)) {
      builder.registerVectorizerStartEPCallback(
          [](llvm::FunctionPassManager& function_passes, llvm::OptimizationLevel) {
            function_passes.addPass(UnrollWarpLoopsPass());
          });
    }
    passes = builder.buildPerModuleDefaultPipeline(Level(options.opt_level));
    // After LLVM's unrolling; then, after every pass that could reorder
    // them again, the stores below the loads.
    if (enabled.enabled(Optimization::RemainderLoops))
      passes.addPass(llvm::createModuleToFunctionPassAdaptor(UnrollRemainderLoopsPass()));
    if (enabled.enabled(Optimization::SinkStores))
      passes.addPass(llvm::createModuleToFunctionPassAdaptor(SinkStoresPass()));
    if (enabled.enabled(Optimization::DeadShuffles))
      passes.addPass(llvm::createModuleToFunctionPassAdaptor(DeadShufflesPass()));
  }
  // Last, when inlining has shown where each atomic's address comes from,
  // and which array each address_in_register takes.
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(LowerLocalAtomicsPass()));
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(KeepSharedAddressesInRegistersPass(
      options.optimizations.enabled(Optimization::SharedAddressRegisters))));
  // Not an optimisation: around a ptxas miscompile, so after every pass that
  // could narrow a negation to 16 bits again.
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(WidenShortNegationsPass()));
  // Not an optimisation either: after every pass that could reason about a
  // float min or max wrongly (opaque_min_max.h).
  passes.addPass(RestoreFloatMinMaxPass(HasHalfMinMax(machine)));
  passes.run(module, module_analyses);
}

}  // namespace dslc
