// CheckArchitecture: the features a typed program uses against the GPU
// architecture it is compiled for. Typing does not depend on the target;
// this runs once the target is fixed (`--arch`, or the device in the JIT).
#pragma once

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/plan/kernel_resources.h"
#include "compiler/scope/module_scope.h"
#include "compiler/sema/typed_function.h"

namespace dslc {

// Reports, at its place, each use of a feature that needs a newer GPU than
// `sm` (compute capability x 10), naming the minimum, and parameters over
// the target's parameter space; false if any.
bool CheckArchitecture(const TypedProgram& program, const KernelResources& resources, int sm,
                       DiagnosticEmitter& emitter);

// The lowest PTX ISA version (x 10) the features `program` uses need, over
// every function it calls; 0 when none needs more than its architecture's
// minimum. The emitted `.version` is the larger of this and the target's.
int RequiredPtxVersion(const TypedProgram& program, const KernelResources& resources);

}  // namespace dslc
