// Infer: (kernel, launch signature) -> TypedProgram. Types the kernel and
// every device function it calls (specialised per call-site argument types)
// with Numba's rules; reports type errors with their locations.
#pragma once

#include <memory>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/sema/module_scope.h"
#include "compiler/sema/signature.h"
#include "compiler/sema/typed_function.h"

namespace dslc {

// Null when there were errors (already reported). Each function's body is
// typed in its own scope (FunctionInfo::scope).
std::unique_ptr<TypedProgram> InferKernel(const FunctionInfo& kernel, const Signature& signature,
                                          DiagnosticEmitter& emitter);

}  // namespace dslc
