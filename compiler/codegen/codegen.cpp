#include "compiler/codegen/codegen.h"
#include "compiler/diagnostics/diagnostic_emitter.h"

#include <chrono>
#include <mutex>

#include "compiler/base/internal_error.h"
#include "compiler/codegen/context_errors.h"
#include "compiler/codegen/entry_marks.h"
#include "compiler/codegen/libdevice.h"
#include "compiler/codegen/optimize.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(NvptxUnavailable, Error, "the NVPTX back end is not available: {0}", std::string);
DSLC_DIAGNOSTIC(NoTargetMachine, Error, "cannot create an NVPTX target machine for {0}",
                std::string);
DSLC_DIAGNOSTIC(BackEndReported, Error, "the NVPTX back end reported: {0}", std::string);

// Sets one of LLVM's command-line options as `-name=value` would (its own
// parser reads the value, whatever the option's type). They are process-wide,
// so they are set once, before the first compilation.
void SetBackEndOption(llvm::StringRef name, llvm::StringRef value) {
  auto& options = llvm::cl::getRegisteredOptions();
  auto option = options.find(name);
  if (option != options.end()) option->second->addOccurrence(0, name, value);
}

// Only the NVPTX back end is linked in; registering it is not thread-safe,
// so it happens once.
void InitializeNvptx() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    // 32-bit pointers into shared, constant and local memory (the data
    // layout's p3/p4/p5), as nvcc addresses them: those spaces are far below
    // 4 GiB, and 64-bit address arithmetic costs two instructions per add.
    SetBackEndOption("nvptx-short-ptr", "true");
    // Loop strength reduction keeps its rewrite only where its own cost
    // model says the rewrite is cheaper than the loop as it was. Otherwise
    // it turns `x + i` in a loop into one induction variable per `x` (a
    // register each, plus copies for their values after the loop), which
    // took a block scan's loop from 32 registers to 39 and a quarter of the
    // GPU's warps away.
    SetBackEndOption("lsr-drop-solution", "true");
  });
}

// -O3 optimises the IR at O3 but runs the back end at its O2 level: NVPTX's
// Aggressive level differs only in re-running GVN where O2 runs EarlyCSE over
// IR that O3 has just cleaned, which costs a millisecond on a math-heavy
// kernel (a twentieth of its compile) and left every example's PTX the same.
llvm::CodeGenOptLevel BackEndLevel(int opt_level) {
  switch (opt_level) {
    case 0:
      return llvm::CodeGenOptLevel::None;
    case 1:
      return llvm::CodeGenOptLevel::Less;
    default:
      return llvm::CodeGenOptLevel::Default;
  }
}

// Milliseconds since `start`.
double Elapsed(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

// One `!{ptr @f, !"key", i32 value}` in !nvvm.annotations, the only form of
// kernel properties that LLVM 19's NVPTX back end reads.
void Annotate(llvm::Function& function, llvm::StringRef key, int value) {
  llvm::LLVMContext& context = function.getContext();
  llvm::Metadata* operands[] = {
      llvm::ValueAsMetadata::get(&function),
      llvm::MDString::get(context, key),
      llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(llvm::Type::getInt32Ty(context), value)),
  };
  function.getParent()
      ->getOrInsertNamedMetadata("nvvm.annotations")
      ->addOperand(llvm::MDNode::get(context, operands));
}

// The checks that keep a lowering mistake from becoming an LLVM crash or
// wrong code: valid IR, and the layout the lowering sized types with.
void Verify(const llvm::Module& module, const llvm::TargetMachine& machine) {
  DSLC_CHECK(module.getTargetTriple() == machine.getTargetTriple().str() &&
                 module.getDataLayout() == machine.createDataLayout(),
             "the module's triple or data layout is not the target's (ConfigureModule was not "
             "called before lowering)");
  std::string problems;
  llvm::raw_string_ostream out(problems);
  if (llvm::verifyModule(module, &out)) {
    DSLC_FATAL("invalid LLVM IR for the NVPTX back end: " + problems);
  }
}

// The back end proper: instruction selection, register allocation, the PTX
// printer.
std::string EmitAssembly(llvm::Module& module, llvm::TargetMachine& machine) {
  llvm::SmallString<0> text;
  llvm::raw_svector_ostream out(text);
  llvm::legacy::PassManager passes;
  // Without the module's triple the pass manager would make a library info
  // that assumes a host C library.
  passes.add(new llvm::TargetLibraryInfoWrapperPass(llvm::Triple(module.getTargetTriple())));
  if (machine.addPassesToEmitFile(passes, out, nullptr, llvm::CodeGenFileType::AssemblyFile)) {
    DSLC_FATAL("the NVPTX target cannot emit PTX");
  }
  passes.run(module);
  return text.str().str();
}

}  // namespace

std::unique_ptr<llvm::TargetMachine> CreateTargetMachine(const Target& target,
                                                         const CodegenOptions& options,
                                                         DiagnosticMessage* error) {
  InitializeNvptx();
  std::string lookup_error;
  const llvm::Target* nvptx =
      llvm::TargetRegistry::lookupTarget(Target::Triple().str(), lookup_error);
  if (!nvptx) {
    *error = DiagnosticEmitter::MakeMessage({}, NvptxUnavailable, lookup_error);
    return nullptr;
  }
  llvm::TargetOptions target_options;
  // Without Fast, a*b+c stays mul.rn + add.rn, which ptxas does not fuse.
  target_options.AllowFPOpFusion =
      options.contract ? llvm::FPOpFusion::Fast : llvm::FPOpFusion::Standard;
  // The back end resets these per function from the attributes EmitPtx sets;
  // setting them here too keeps the machine consistent with its options.
  target_options.UnsafeFPMath = options.fastmath;
  std::unique_ptr<llvm::TargetMachine> machine(nvptx->createTargetMachine(
      Target::Triple(), target.CpuName(), target.Features(), target_options, std::nullopt,
      std::nullopt, BackEndLevel(options.opt_level)));
  if (!machine) *error = DiagnosticEmitter::MakeMessage({}, NoTargetMachine, target.Name());
  return machine;
}

void ConfigureModule(llvm::Module& module, const llvm::TargetMachine& machine) {
  module.setTargetTriple(machine.getTargetTriple().str());
  module.setDataLayout(machine.createDataLayout());
}

void MarkKernel(llvm::Function& function, const KernelBounds& bounds) {
  function.setCallingConv(llvm::CallingConv::PTX_Kernel);
  function.setLinkage(llvm::GlobalValue::ExternalLinkage);
  // The calling convention alone is enough from LLVM 20 on; 19 reads both.
  Annotate(function, "kernel", 1);
  if (bounds.max_threads > 0) {
    Annotate(function, "maxntidx", bounds.max_threads);
    // ptxas ignores .minnctapersm without .maxntid.
    if (bounds.min_blocks_per_sm > 0) Annotate(function, "minctasm", bounds.min_blocks_per_sm);
  }
  if (bounds.max_registers > 0) Annotate(function, "maxnreg", bounds.max_registers);
}

void MarkDeviceEntry(llvm::Function& function) {
  function.setLinkage(llvm::GlobalValue::ExternalLinkage);
  function.addFnAttr(kDeviceEntryAttribute);
}

bool OptimizeModule(llvm::Module& module, llvm::TargetMachine& machine,
                    const CodegenOptions& options, CodegenTimings* timings,
                    DiagnosticMessage* error) {
  Verify(module, machine);
  if (!FirstLibdeviceCall(module).empty()) {
    auto start = std::chrono::steady_clock::now();
    bool linked = LinkLibdevice(module, error);
    timings->link_libdevice_ms = Elapsed(start);
    if (!linked) return false;
  }
  auto start = std::chrono::steady_clock::now();
  PrepareForOptimization(module, options);
  Optimize(module, machine, options);
  timings->optimize_ms = Elapsed(start);
  return true;
}

std::string EmitPtx(llvm::Module& module, llvm::TargetMachine& machine,
                    const CodegenOptions& options, CodegenTimings* timings,
                    DiagnosticMessage* error) {
  CodegenTimings unused_timings;
  if (!timings) timings = &unused_timings;
  ContextErrors context_errors(module.getContext());
  if (!OptimizeModule(module, machine, options, timings, error)) return "";

  auto start = std::chrono::steady_clock::now();
  std::string ptx = EmitAssembly(module, machine);
  timings->emit_ms = Elapsed(start);
  if (!context_errors.errors().empty()) {
    *error = DiagnosticEmitter::MakeMessage({}, BackEndReported, context_errors.errors());
    return "";
  }
  return ptx;
}

}  // namespace dslc
