// ComputeKernelResources: what a typed kernel needs from its launch
// (cooperative launch, static and dynamic shared memory), over every
// function it calls, and the compile-time check of its static shared memory.
#pragma once

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/scope/module_scope.h"
#include "compiler/sema/typed_function.h"
#include "compiler/types/gpu_limits.h"

namespace dslc {

// The bytes of parameter space a kernel with these parameter types takes,
// laid out by the kernel ABI (compiler/lower/lower.cpp): each parameter at
// its alignment; a number its own size (a bool one byte), an array a
// pointer and an int64 per dimension, and for strided arrays another per
// dimension.
uint64_t KernelParameterBytes(llvm::ArrayRef<const Type*> params);

// Fills `program.resources`. Reports, at the kernel's definition, static
// shared memory over kMaxStaticSharedBytes with a note at each array, and
// constant arrays over kMaxConstantBytes with a note at the first read of
// each; false if it did.
bool ComputeKernelResources(TypedProgram& program, DiagnosticEmitter& emitter);

}  // namespace dslc
