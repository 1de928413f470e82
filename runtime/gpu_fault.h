// GPU faults. A kernel that faults (an illegal or misaligned address, an
// illegal instruction, a trap, a stack overflow) leaves CUDA unusable in the
// process: every later call reports the same error, and the driver refuses
// to reset the primary context or make a new one (NVIDIA documents that the
// process must be restarted). The runtime notes each launch per GPU (a few
// relaxed stores); when a driver call reports such an error, Check() calls
// ThrowGpuFault, which throws GpuFaultError naming the kernel launched last
// and its configuration. Internal to the runtime.
#pragma once

#include <cuda.h>

#include <string>

namespace dslc {

struct DeviceState;
struct LoadedKernel;
struct LaunchConfig;

// Whether `result` is an error that leaves the context unusable.
bool IsContextFault(CUresult result);

// The name `kernel`, kept for the process, for LaunchRecord::kernel.
const char* InternKernelName(const std::string& kernel);

// Records a launch of `compiled` on `device`.
void NoteLaunch(DeviceState& device, const LoadedKernel& compiled, const LaunchConfig& config);

// Throws GpuFaultError for `result`, returned by `call`, naming the last
// launch on the GPU whose context is current on this thread.
[[noreturn]] void ThrowGpuFault(const char* call, CUresult result, const char* name,
                                const char* text);

}  // namespace dslc
