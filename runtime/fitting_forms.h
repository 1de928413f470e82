// Launches whose block has more threads than the kernel as compiled allows
// (its registers: CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK) run a form
// compiled to fit that block, chosen by block_fit.h's policy: its registers
// capped for the block, or a coarsened kernel's body uncoarsened. Each form
// is compiled once per signature and block size in warps, cached in memory
// beside the kernel as compiled (and on disk, under its own key). Internal
// to the runtime.
#pragma once

#include <cstdint>

#include "dslc/device.h"
#include "runtime/kernel_state.h"
#include "runtime/launch_limits.h"

namespace dslc {

// Whether the kernels of `program` may be compiled again in other forms: not
// those read from a binary file (nothing to compile them from).
inline bool MayCompileForms(const internal::ProgramState& program) {
  return program.module && program.device;
}

// The slow path of FormFor: the form a launch of `block` runs when the
// kernel as compiled (`compiled`, of `state`) does not fit it; `compiled`
// itself when none fits, or none may be compiled (a binary file's kernel,
// a kernel whose `launch_bounds` is smaller than the block, a block the GPU
// cannot run), so that the launch meets the driver's error. A lock-free
// find once the form is known; compiles it (under the program's mutex) the
// first time.
LoadedKernel& FormForBlock(internal::KernelState& state, LoadedKernel& compiled, Dim3 block);

// The form a launch too small to coarsen (CoarsenLaunch leaves its grid)
// runs of `compiled`, a kernel of lanes of virtual warps: the kernel
// compiled without coarsening, rather than the uncoarsened path inside it.
// ptxas (CUDA 13.0, and the 580 driver's JIT) miscompiles that path beside
// the lanes' code at -O3: a value of the one-element body comes out wrong
// though the PTX is right (ptxas -O0 of the same PTX is, and so is the LLVM
// IR run on the host). `compiled` itself where no form may be compiled (a
// binary file's kernel, which launch.cpp then runs coarsened at every size).
// Compiled once, the first time; lock-free after.
LoadedKernel& SmallLaunchForm(internal::KernelState& state, LoadedKernel& compiled);

// The form of `compiled` (the kernel as compiled for a launch's signature)
// that a launch of `block` runs: itself when its block fits, at the cost of
// one compare.
inline LoadedKernel& FormFor(internal::KernelState& state, LoadedKernel& compiled, Dim3 block) {
  if (Volume(block) <= compiled.max_threads) return compiled;
  return FormForBlock(state, compiled, block);
}

// What a launch of `block` too small to coarsen runs of `compiled`, a
// kernel of lanes: its SmallLaunchForm, fitted to `block` in turn where its
// registers do not allow it (`compiled` may itself be a form fitted to the
// block, registers capped, which its uncoarsened compile is not).
inline LoadedKernel& SmallLaunchFormFor(internal::KernelState& state, LoadedKernel& compiled,
                                        Dim3 block) {
  return FormFor(state, SmallLaunchForm(state, compiled), block);
}

}  // namespace dslc
