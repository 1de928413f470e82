#include "runtime/gpu_fault.h"

#include <mutex>
#include <set>

#include "dslc/error.h"
#include "runtime/device_state.h"
#include "runtime/kernel_state.h"

namespace dslc {
namespace {

std::string Triple(const std::atomic<uint32_t> (&value)[3]) {
  return "(" + std::to_string(value[0].load(std::memory_order_relaxed)) + ", " +
         std::to_string(value[1].load(std::memory_order_relaxed)) + ", " +
         std::to_string(value[2].load(std::memory_order_relaxed)) + ")";
}

// "grid (4, 1, 1), block (256, 1, 1) and 0 bytes of dynamic shared memory".
std::string LaunchText(const LaunchRecord& record) {
  return "grid " + Triple(record.grid) + ", block " + Triple(record.block) + " and " +
         std::to_string(record.shared_bytes.load(std::memory_order_relaxed)) +
         " bytes of dynamic shared memory";
}

}  // namespace

bool IsContextFault(CUresult result) {
  switch (result) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_ASSERT:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
      return true;
    default:
      return false;
  }
}

const char* InternKernelName(const std::string& kernel) {
  static std::mutex mutex;
  static auto* names = new std::set<std::string>;  // lives for the process
  std::lock_guard<std::mutex> lock(mutex);
  return names->insert(kernel).first->c_str();
}

void NoteLaunch(DeviceState& device, const LoadedKernel& compiled, const LaunchConfig& config) {
  LaunchRecord& record = device.last_launch;
  record.kernel.store(compiled.interned_name, std::memory_order_relaxed);
  const uint32_t grid[3] = {config.grid.x, config.grid.y, config.grid.z};
  const uint32_t block[3] = {config.block.x, config.block.y, config.block.z};
  for (int i = 0; i < 3; ++i) {
    record.grid[i].store(grid[i], std::memory_order_relaxed);
    record.block[i].store(block[i], std::memory_order_relaxed);
  }
  record.shared_bytes.store(config.shared_bytes, std::memory_order_relaxed);
}

void ThrowGpuFault(const char* call, CUresult result, const char* name, const char* text) {
  std::string message = std::string(call) + " failed: " + name + " (" + text + ")";
  DeviceState* device = StateOfCurrentContext();
  const char* kernel =
      device ? device->last_launch.kernel.load(std::memory_order_relaxed) : nullptr;
  std::string launch;
  std::string gpu = device ? "GPU " + std::to_string(device->ordinal) : "the GPU";
  if (kernel) {
    launch = LaunchText(device->last_launch);
    message += "; the last kernel launched on " + gpu + " was `" + std::string(kernel) +
               "`, with " + launch;
  }
  message +=
      ". Rerun the kernel with debug=True (`dslc run -g`) to find the failing access. "
      "The CUDA driver runs nothing more in this process after such an error: start a "
      "new process to use the GPU again";
  throw GpuFaultError(message, call, static_cast<int>(result), name, kernel ? kernel : "", launch);
}

}  // namespace dslc
