// What a launch must respect beyond the driver's own checks: dynamic shared
// memory above the default 48 KiB (the opt-in through cuFuncSetAttribute)
// and, for kernels that synchronise the grid, a grid that fits on the GPU at
// once. Internal to the runtime.
#pragma once

#include <cstdint>
#include <string>

#include "dslc/program.h"
#include "runtime/device_state.h"
#include "runtime/kernel_state.h"

namespace dslc {

// Reads the loaded function's static shared memory and the dynamic shared
// memory it may be launched with before any opt-in, its register count and
// the most threads a block may have.
void ReadLaunchLimits(LoadedKernel& compiled, const std::string& kernel);

// The slow path of AllowDynamicShared: raises the function's limit to
// `bytes`, or throws Error when the GPU cannot give that much.
void RaiseDynamicSharedLimit(LoadedKernel& compiled, const DeviceState& device, uint32_t bytes,
                             const std::string& kernel);

// Lets `compiled` be launched with `bytes` of dynamic shared memory: a
// compare when it already may (every launch asks this), else one
// cuFuncSetAttribute per larger size, up to the device's opt-in limit minus
// the kernel's static shared memory; beyond it throws Error with the numbers.
inline void AllowDynamicShared(LoadedKernel& compiled, const DeviceState& device, uint32_t bytes,
                               const std::string& kernel) {
  if (bytes <= compiled.max_dynamic_shared_bytes.load(std::memory_order_acquire)) return;
  RaiseDynamicSharedLimit(compiled, device, bytes, kernel);
}

// The slow path of CheckLaunchBlock: throws Error naming the kernel, the
// block it is compiled for and what gave it, and the launch's block.
[[noreturn]] void ThrowBlockMismatch(const KernelFacts& facts, Dim3 block,
                                     const std::string& kernel);

// The threads of a block, or the blocks of a grid.
inline uint64_t Volume(const Dim3& dims) { return uint64_t{dims.x} * dims.y * dims.z; }

// A kernel compiled for one block (cuda.coop's block collectives,
// KernelFacts::block_dim) is launched with that block only: another would
// give wrong results, so it is an Error. One compare for other kernels.
inline void CheckLaunchBlock(const KernelFacts& facts, Dim3 block, const std::string& kernel) {
  const auto& dim = facts.block_dim;
  if (dim[0] == 0) return;
  bool same = dim[1] == 0 ? Volume(block) == dim[0]
                          : block.x == dim[0] && block.y == dim[1] && block.z == dim[2];
  if (!same) ThrowBlockMismatch(facts, block, kernel);
}

// Blocks of `threads` threads with `shared_bytes` of dynamic shared memory
// that can be resident on one SM at once; cached per (threads, bytes). The
// dynamic shared memory must have been allowed first.
int BlocksPerSm(LoadedKernel& compiled, uint32_t threads, uint32_t shared_bytes,
                const std::string& kernel);

// Throws Error unless a cooperative launch of `compiled` with `config` can
// run: the device supports cooperative launches and the grid is no larger
// than the blocks that can be resident at once.
void CheckCooperativeLaunch(LoadedKernel& compiled, const DeviceState& device, int ordinal,
                            const LaunchConfig& config, const std::string& kernel);

}  // namespace dslc
