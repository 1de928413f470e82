// Codegen: an llvm::Module of NVPTX IR -> optimised module -> PTX text.
//
//   auto machine = CreateTargetMachine(target, options, &error);
//   ConfigureModule(module, *machine);
//   ... lower kernels into `module`, calling MarkKernel for each entry ...
//   std::string ptx = EmitPtx(module, *machine, options, &timings, &error);
//
// A TargetMachine serves one thread at a time; use one per thread.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "compiler/codegen/codegen_options.h"
#include "compiler/codegen/libdevice.h"
#include "compiler/codegen/target.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

namespace dslc {

// A target machine for `target`, or null with `error` set. `options` must be
// the ones later passed to EmitPtx (fma contraction and the back end's
// optimisation level are fixed here).
std::unique_ptr<llvm::TargetMachine> CreateTargetMachine(const Target& target,
                                                         const CodegenOptions& options,
                                                         DiagnosticMessage* error);

// Gives `module` the triple and data layout of `machine`. Call before lowering
// into it: type sizes and alignments come from the layout.
void ConfigureModule(llvm::Module& module, const llvm::TargetMachine& machine);

// Makes `function` a kernel entry point (the ptx_kernel calling convention,
// external linkage) with its launch bounds. Call once per kernel, before
// EmitPtx: bounds added after optimisation are lost.
void MarkKernel(llvm::Function& function, const KernelBounds& bounds);

// Keeps `function` an external `.visible .func` through optimisation: a
// device function other code links against.
void MarkDeviceEntry(llvm::Function& function);

// Everything EmitPtx does before printing: verifies the module, links the
// libdevice functions it calls, internalises all but kernels and runs the
// optimisation pipeline. For `--emit=llvm`. False with `error` set on failure;
// a module that is not valid IR for the target is a lowering bug, an
// InternalCompilerError.
bool OptimizeModule(llvm::Module& module, llvm::TargetMachine& machine,
                    const CodegenOptions& options, CodegenTimings* timings,
                    DiagnosticMessage* error);

// Links the libdevice functions `module` calls (only those), internalises
// everything but kernels, runs the optimisation pipeline for `options` with
// `machine`, and returns the PTX text. `error` is set (and "" returned) when
// libdevice is needed but cannot be found or read, or when the back end
// reports an error; a module that is not valid IR, or a back end that cannot
// emit PTX, throws InternalCompilerError. `module` is consumed: it is left
// optimised and linked, not fit for a second EmitPtx.
std::string EmitPtx(llvm::Module& module, llvm::TargetMachine& machine,
                    const CodegenOptions& options, CodegenTimings* timings,
                    DiagnosticMessage* error);

}  // namespace dslc
