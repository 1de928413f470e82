// Per-GPU state behind dslc::Device: the device handle, its retained
// primary context and its properties. Internal to the runtime.
#pragma once

#include <cuda.h>

#include <atomic>
#include <cstdint>

#include "dslc/device.h"

namespace dslc {

// The last launch on one GPU, as its faults report it. Written by every
// launch without a lock; a fault reads whatever the newest launch left.
struct LaunchRecord {
  std::atomic<const char*> kernel{nullptr};  // an interned name, never freed
  std::atomic<uint32_t> grid[3] = {};
  std::atomic<uint32_t> block[3] = {};
  std::atomic<uint32_t> shared_bytes{0};
};

struct DeviceState {
  int ordinal = 0;
  CUdevice device = 0;
  CUcontext context = nullptr;
  DeviceProperties properties;
  int sm = 0;                // the compile target's sm (properties.arch as a number)
  LaunchRecord last_launch;  // for GPU faults (gpu_fault.h)
};

// The state of GPU `ordinal`, created on first use; throws when there is no
// such GPU or no driver.
DeviceState& StateOf(int ordinal);

// Makes `state`'s context current on this thread; a thread-local check
// makes this a compare when it already is (the launch path calls it).
void MakeContextCurrent(const DeviceState& state);

// The state whose context is current on this thread, or null.
DeviceState* StateOfCurrentContext();

}  // namespace dslc
