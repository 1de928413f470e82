// Per-GPU state behind dslc::Device: the device handle, its retained
// primary context and its properties. Internal to the runtime.
#pragma once

#include <cuda.h>

#include <atomic>

#include "dslc/device.h"
#include "runtime/gpu_fault.h"

namespace dslc {

struct DeviceState {
  int ordinal = 0;
  CUdevice device = 0;
  CUcontext context = nullptr;
  DeviceProperties properties;
  int sm = 0;  // the compile target's sm (properties.arch as a number)
  // How many times the context was reset after a GPU fault (gpu_fault.h):
  // what was made in the context before then is gone.
  std::atomic<uint32_t> generation{0};
  LaunchRecord last_launch;
};

// The state of GPU `ordinal`, created on first use; throws when there is no
// such GPU or no driver.
DeviceState& StateOf(int ordinal);

// Makes `state`'s context current on this thread; a thread-local check
// makes this a compare when it already is (the launch path calls it).
void MakeContextCurrent(const DeviceState& state);

// The state whose context is current on this thread, or null.
DeviceState* StateOfCurrentContext();

// Resets `state`'s primary context after a GPU fault and makes it current;
// false when the driver refuses.
bool ResetAfterFault(DeviceState& state);

}  // namespace dslc
