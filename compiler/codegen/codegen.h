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

#include "compiler/base/optimizations.h"
#include "compiler/codegen/target.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

namespace dslc {

struct CodegenOptions {
  int opt_level = 3;  // -O0 .. -O3
  // Approximate division, sqrt and transcendental functions; flush denormals.
  // Codegen sets the function attributes (division, .ftz) and libdevice's
  // flush-to-zero mode; the approximate sqrt also needs `afn ninf` on the
  // call, which is the lowering's to set, as are the other instruction flags.
  bool fastmath = false;
  bool contract = true;  // fuse a*b+c into fma, as nvcc does
  // Which of dslc's own passes run (base/optimizations.def), at -O1 and up.
  Optimizations optimizations;
};

// Launch bounds of a kernel (`@cuda.jit(launch_bounds=...)`, max_registers).
struct KernelBounds {
  int max_threads = 0;        // 0: none
  int min_blocks_per_sm = 0;  // 0: none; ignored without max_threads (ptxas would ignore it)
  int max_registers = 0;      // 0: none
};

// Timings of the codegen steps, for --time-passes.
struct CodegenTimings {
  double link_libdevice_ms = 0;  // 0 when the module calls no `__nv_*` function
  double optimize_ms = 0;
  double emit_ms = 0;
};

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

// Where libdevice.10.bc is looked for, in order: $DSLC_LIBDEVICE (used even
// when missing, so a wrong setting is reported), <prefix>/share/dslc/ where
// <prefix> is the directory above the one holding libdslc.so or the
// executable (the package layout), $CUDA_HOME/nvvm/libdevice,
// $CUDA_PATH/nvvm/libdevice, /usr/local/cuda/nvvm/libdevice. "" if none.
std::string FindLibdevice();

// The file a compile that needs libdevice reads: the pieces installed beside
// dslc (libdevice_pieces.h) unless $DSLC_LIBDEVICE is set, else
// FindLibdevice(). "" if none.
std::string LibdeviceInUse();

}  // namespace dslc
