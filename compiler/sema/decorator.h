// Reads a `@cuda.jit(...)` decorator: eager signatures (strings, lists of
// strings, or type expressions such as `void(float32[:], int32)`) and the
// keyword options.
#pragma once

#include <deque>

#include "compiler/sema/constant_eval.h"
#include "compiler/sema/module_scope.h"

namespace dslc {

// Fills `info.options` and `info.signatures` from the function's jit
// decorator; reports bad options and signatures. Signature strings that
// cannot be mapped into the file get a buffer in `extra_buffers`.
void ReadJitDecorator(const Ast& ast, const GlobalLookup& lookup, TypeContext& types,
                      DiagnosticEmitter& emitter, std::deque<SourceBuffer>& extra_buffers,
                      FunctionInfo& info);

}  // namespace dslc
