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

// Constant memory: 64 KiB per module, which holds the constant arrays a
// host program froze into it.
constexpr uint64_t kMaxConstantBytes = 64 * 1024;

// Kernel parameter space: PTX before ISA 8.1 and GPUs before sm_70 give a
// kernel 4352 bytes of parameters; from PTX 8.1 on, sm_70 and newer 32764.
constexpr uint64_t kMaxParameterBytes = 4352;
constexpr uint64_t kMaxParameterBytesFromSm70 = 32764;
constexpr int kLargeParametersPtx = 81;

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
