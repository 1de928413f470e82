// Lower: TypedProgram -> LLVM IR for nvptx64-nvidia-cuda. One kernel (and the
// device-function specialisations it calls, inlined) goes into a module that
// already has the target's triple and data layout.
#pragma once

#include "compiler/base/entry_abi.h"
#include "compiler/plan/plan.h"
#include "compiler/scope/module_scope.h"
#include "compiler/sema/typed_function.h"
#include "dslc/kernel_facts.h"
#include "llvm/IR/Module.h"

namespace dslc {

struct LowerOptions {
  // Array arguments do not overlap (C's `restrict`): lets loads use the
  // read-only cache. The runtime checks it at launch and compiles a
  // variant without it when arrays overlap.
  bool noalias = true;
  // `fastmath=True`: fast-math flags on float operations and the fast
  // libdevice variants.
  bool fastmath = false;
  // The target's compute capability x 10: grid sync before sm_70 has no
  // acquire/release atomics and uses fences instead.
  int sm = 90;
  // DWARF line tables: a DILocation on every instruction lowered from a
  // statement or expression, which PTX carries as `.loc` lines
  // (line_table.h). The one switch for every mode that wants source lines:
  // ResolvedUnit::line_info (`lineinfo=True`, `--lineinfo`, debug mode) sets it. Off,
  // the module has no debug metadata at all.
  bool line_info = false;
  // `debug=True` or `-g`: bounds checks on array accesses, zero-divisor
  // checks, and live `raise` and `assert`; a failing thread fills the
  // module's error record (error_record.h) and exits. Off: none of it, and
  // the code is what it would be without this option.
  bool debug = false;
};

// Adds the kernel of `program` to `module` under `entry_name` and returns
// it, as `plan` (PlanKernel's) decided: coarsened when plan.elementwise is
// (its entry runs `factor` threads per GPU thread and takes the launch's
// grid.x as a hidden last parameter, coarsen.cpp), each function's
// never-negative indices without the wrap-around. The caller marks it a kernel (codegen's
// MarkKernel). Under `debug`, the kernel's checks are appended to `error_sites`, numbered from 0.
llvm::Function* LowerKernel(const TypedProgram& program, const KernelPlan& plan,
                            const LowerOptions& options, llvm::StringRef entry_name,
                            llvm::Module& module, std::vector<ErrorSite>* error_sites = nullptr);

// Adds `program`'s function (typed by InferDeviceEntry) to `module` as a
// device function other code links against, under `entry_name` with `abi`
// (Numba or C), and returns it.
llvm::Function* LowerDeviceEntry(const TypedProgram& program, const KernelPlan& plan,
                                 const LowerOptions& options, EntryAbi abi,
                                 llvm::StringRef entry_name, llvm::Module& module);

}  // namespace dslc
