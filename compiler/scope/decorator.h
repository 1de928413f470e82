// Reads a `@cuda.jit(...)` decorator: eager signatures (strings, lists of
// strings, or type expressions such as `void(float32[:], int32)`) and the
// keyword options; or the same, as a host program read them from its own
// decorator (pipeline/host_module.h).
#pragma once

#include <deque>

#include "compiler/scope/constant_eval.h"
#include "compiler/scope/module_scope.h"

namespace dslc {

// Fills `info.options` and `info.signatures` from the function's jit
// decorator; reports bad options and signatures. Signature strings that
// cannot be mapped into the file get a buffer in `extra_buffers`.
void ReadJitDecorator(const Ast& ast, const GlobalLookup& lookup, TypeContext& types,
                      DiagnosticEmitter& emitter, std::deque<SourceBuffer>& extra_buffers,
                      FunctionInfo& info);

// Sets the option `name` of `info` to `value` (True is 1; `launch_bounds`
// is the thread count), checked as the decorator checks it: an unknown or
// refused option, or a value out of range, is an error at the `def`'s name.
void ApplyJitOption(llvm::StringRef name, int64_t value, DiagnosticEmitter& emitter,
                    FunctionInfo& info);

// Adds the eager signature `text` ("void(float32[::1], int64)" or
// "float32[::1], int64") to `info`; its errors point into a buffer of its own
// that `scope` keeps, with a note at the `def`'s name.
void AddSignatureText(const std::string& text, ModuleScope& scope, DiagnosticEmitter& emitter,
                      FunctionInfo& info);

}  // namespace dslc
