// Infer: (kernel, launch signature) -> TypedProgram. Types the kernel and
// every device function it calls (specialised per call-site argument types)
// with Numba's rules; reports type errors with their locations.
#pragma once

#include <memory>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/scope/module_scope.h"
#include "compiler/sema/typed_function.h"
#include "compiler/types/block_shape.h"
#include "compiler/types/signature.h"

namespace dslc {

// Null when there were errors (already reported). Each function's body is
// typed in its own scope (FunctionInfo::scope). `block`: the block the
// kernel is launched with, where the caller knows it (`--block-dim`, the
// launch); the kernel's `launch_bounds` comes first.
std::unique_ptr<TypedProgram> InferKernel(const FunctionInfo& kernel, const Signature& signature,
                                          DiagnosticEmitter& emitter, const BlockShape& block = {});

// `function`, kernel or not, typed as a device function that code outside
// the module calls with `signature`'s arguments. Its result is the
// signature's return type when it gives one (the value returned is
// converted to it as Numba converts it) and must be a number, a tuple of
// numbers or None.
std::unique_ptr<TypedProgram> InferDeviceEntry(const FunctionInfo& function,
                                               const Signature& signature,
                                               DiagnosticEmitter& emitter);

}  // namespace dslc
