// GPU faults. A kernel that faults (an illegal or misaligned address, an
// illegal instruction, a trap, a stack overflow) leaves its CUDA context
// unusable: every later call reports the same error. The runtime notes each
// launch per GPU (a few relaxed stores); when a driver call reports such an
// error, Check() calls ThrowGpuFault, which names the kernel launched last,
// resets the GPU's primary context and throws GpuFaultError. Kernels loaded
// before the reset load again at their next launch (DeviceState::generation),
// so the process goes on. Internal to the runtime.
#pragma once

#include <cuda.h>

#include <atomic>
#include <cstdint>
#include <string>

namespace dslc {

struct DeviceState;
struct LoadedKernel;
struct LaunchConfig;

// The last launch on one GPU, as its faults report it. Written by every
// launch without a lock; a fault reads whatever the newest launch left.
struct LaunchRecord {
  std::atomic<const char*> kernel{nullptr};  // an interned name, never freed
  std::atomic<uint32_t> grid[3] = {};
  std::atomic<uint32_t> block[3] = {};
  std::atomic<uint32_t> shared_bytes{0};
};

// Whether `result` is an error that leaves the context unusable.
bool IsContextFault(CUresult result);

// The name `kernel`, kept for the process, for LaunchRecord::kernel.
const char* InternKernelName(const std::string& kernel);

// Records a launch of `compiled` on `device`.
void NoteLaunch(DeviceState& device, const LoadedKernel& compiled, const LaunchConfig& config);

// Throws GpuFaultError for `result`, returned by `call`, after resetting the
// faulted GPU's context (the one current on this thread).
[[noreturn]] void ThrowGpuFault(const char* call, CUresult result, const char* name,
                                const char* text);

// Loads `compiled` again when its GPU's context was reset since it was
// loaded; `kernel` names it in errors. Called on the launch path: one
// compare when nothing was reset.
void ReloadIfReset(DeviceState& device, LoadedKernel& compiled, const std::string& kernel);

}  // namespace dslc
