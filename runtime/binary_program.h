// Programs from a cubin or fat binary (Program::LoadBinary). Internal to
// the runtime.
#pragma once

#include <memory>
#include <string>

#include "runtime/kernel_state.h"

namespace dslc {

// Loads the binary at `path` on options.device and reads its kernels'
// facts; throws Error or CudaError.
std::shared_ptr<internal::ProgramState> LoadBinaryState(const std::string& path,
                                                        const ProgramOptions& options);

// The kernel `kernel` of a binary program for the launch signature `key`,
// with its launch limits read; throws Error when the binary has no such
// signature (naming those it has), or `key`'s arrays overlap and the
// kernel assumes they do not.
std::unique_ptr<LoadedKernel> LoadFromBinary(internal::ProgramState& program,
                                             const std::string& kernel, const SignatureKey& key);

}  // namespace dslc
