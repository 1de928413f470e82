// ComputeKernelResources: what a typed kernel needs from its launch
// (cooperative launch, static and dynamic shared memory), over every
// function it calls, and the compile-time check of its static shared memory.
#pragma once

#include <optional>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/scope/module_scope.h"
#include "compiler/sema/typed_function.h"
#include "compiler/types/gpu_limits.h"

namespace dslc {

// What a kernel needs from its launch, over every function it calls.
struct KernelResources {
  // Calls `cuda.cg.this_grid()`: must be launched cooperatively, with a grid
  // that fits on the GPU at once.
  bool cooperative = false;
  uint64_t static_shared_bytes = 0;  // all static shared arrays, aligned
  bool dynamic_shared = false;       // some `cuda.shared.array(0, ...)`
  uint64_t parameter_bytes = 0;      // the kernel's parameter space (KernelParameterBytes)
  uint64_t constant_bytes = 0;       // the constant arrays it reads, each once
};

// The bytes of parameter space a kernel with these parameter types takes,
// laid out by the kernel ABI (compiler/lower/lower.cpp): each parameter at
// its alignment; a number its own size (a bool one byte), an array a
// pointer and an int64 per dimension, and for strided arrays another per
// dimension.
uint64_t KernelParameterBytes(llvm::ArrayRef<const Type*> params);

// The resources of `program`, a kernel or a device entry. Reports, at the kernel's definition,
// static shared memory over kMaxStaticSharedBytes with a note at each array, and constant arrays
// over kMaxConstantBytes with a note at the first read of each; nothing if it did.
std::optional<KernelResources> ComputeKernelResources(const TypedProgram& program,
                                                      DiagnosticEmitter& emitter);

}  // namespace dslc
