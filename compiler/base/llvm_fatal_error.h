// LLVM's fatal errors (llvm::report_fatal_error: a pass that cannot select
// an instruction, a module the back end cannot handle) as internal errors,
// so that inside libdslc they reach the caller as InternalCompilerError
// instead of ending the host process.
#pragma once

#include <source_location>

#include "compiler/base/internal_error.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace dslc {

// Runs `work`, code that calls into LLVM, and throws InternalCompilerError
// (with the phase and subject of the CompileContext current at the fatal
// error, and `where` as its place in dslc) when LLVM reports a fatal error
// inside it. Exceptions from `work` pass through. Calls nest.
//
// The fatal error leaves `work` by longjmp (llvm_fatal_error.cpp says why):
// nothing in the frames it skips is destroyed, so `work` must own, and
// abandon, every LLVM object it changes (context, module, target machine);
// objects from outside may only be read, or written once `work` is done.
// What the skipped frames held is leaked.
void RunCatchingLlvmFatalErrors(llvm::function_ref<void()> work,
                                std::source_location where = std::source_location::current());

}  // namespace dslc
