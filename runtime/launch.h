// The launch core that Kernel::Launch (arguments as Arg) and the C
// interface's packed launch (arguments as 64-bit words, c_api.h) share:
// each builds a SignatureKey and the kernel ABI's parameter pointers its own
// way, and everything after that is one path. Internal to the runtime.
#pragma once

#include <cuda.h>

#include <cstddef>
#include <cstdint>

#include "dslc/program.h"
#include "runtime/kernel_state.h"

namespace dslc {

// Parameters of the kernel ABI: scalars one each, arrays 1 + ndim (+ ndim
// strides when strided): at most 64 arguments of 4 strided dimensions.
constexpr int kMaxParams = SignatureKey::kMaxArgs * (1 + 2 * kMaxDims);
// Parameters the runtime adds after the kernel ABI's: a coarsened kernel's
// grid extent along its axis (KernelFacts::grid_parameter). Parameter
// arrays hold both.
constexpr int kHiddenParams = 1;

// Throws Error unless `given` arguments are as many as the kernel's
// parameters.
void CheckArity(const internal::KernelState& state, size_t given);

// The kernel compiled for `key`: a lock-free find, else a compile.
LoadedKernel* FindOrCompile(internal::KernelState& state, const SignatureKey& key,
                            const Dim3* block = nullptr);

// Launches the kernel compiled for `key` (compiling it first when it is
// new) with `params`, the kernel ABI's parameter pointers (an array with
// room for kHiddenParams more, which a coarsened kernel's launch fills), on `stream`
// (null: the legacy default stream): dynamic shared memory allowed, a
// cooperative kernel's grid checked and launched with
// cuLaunchCooperativeKernel, any other with cuLaunchKernel. `config.stream`
// is not read.
void LaunchWithParams(internal::KernelState& state, const SignatureKey& key, void** params,
                      const LaunchConfig& config, CUstream stream);

// Blocks of `block` threads with `dynamic_shared_bytes` of dynamic shared
// memory that can be resident on the GPU at once for `compiled`, a kernel
// of `state` (Kernel::MaxCooperativeBlocks).
uint32_t ResidentBlocks(internal::KernelState& state, LoadedKernel& compiled, Dim3 block,
                        uint32_t dynamic_shared_bytes);

}  // namespace dslc
