// ComputeKernelResources: what a typed kernel needs from its launch
// (cooperative launch, static and dynamic shared memory), over every
// function it calls, and the compile-time check of its static shared memory.
#pragma once

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/sema/module_scope.h"
#include "compiler/sema/typed_function.h"

namespace dslc {

// Every GPU gives a block 48 KiB of static shared memory; more must be
// dynamic, which the runtime opts in.
constexpr uint64_t kMaxStaticSharedBytes = 48 * 1024;

// Fills `program.resources`. Reports, at the kernel's definition, static
// shared memory over kMaxStaticSharedBytes with a note at each array;
// false if it did.
bool ComputeKernelResources(TypedProgram& program, const ModuleScope& scope,
                            DiagnosticEmitter& emitter);

}  // namespace dslc
