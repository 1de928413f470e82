#include "runtime/launch_limits.h"

#include "dslc/error.h"
#include "runtime/cuda_driver.h"

namespace dslc {
namespace {

int FunctionAttribute(CUfunction function, CUfunction_attribute attribute,
                      const std::string& kernel) {
  int value = 0;
  Check(Driver().cuFuncGetAttribute(&value, attribute, function), "cuFuncGetAttribute", kernel);
  return value;
}

// "4096 blocks" or "4096 blocks (64 x 64)" for a grid of several dimensions.
std::string Count(const Dim3& dims, const char* what) {
  std::string text = std::to_string(Volume(dims)) + " " + what;
  if (dims.y == 1 && dims.z == 1) return text;
  text += " (" + std::to_string(dims.x) + " x " + std::to_string(dims.y);
  if (dims.z != 1) text += " x " + std::to_string(dims.z);
  return text + ")";
}

std::string GridSyncNeeds(const std::string& kernel) {
  return "`" + kernel + "` calls cuda.cg.this_grid(), so ";
}

}  // namespace

void ReadLaunchLimits(LoadedKernel& compiled, const std::string& kernel) {
  compiled.info.static_shared_bytes = static_cast<uint32_t>(
      FunctionAttribute(compiled.function, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, kernel));
  compiled.max_dynamic_shared_bytes.store(
      static_cast<uint32_t>(FunctionAttribute(
          compiled.function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, kernel)),
      std::memory_order_release);
  compiled.info.max_threads_per_block =
      FunctionAttribute(compiled.function, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, kernel);
  compiled.info.registers =
      FunctionAttribute(compiled.function, CU_FUNC_ATTRIBUTE_NUM_REGS, kernel);
  compiled.info.local_bytes = static_cast<uint64_t>(
      FunctionAttribute(compiled.function, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, kernel));
  compiled.info.constant_bytes = static_cast<uint64_t>(
      FunctionAttribute(compiled.function, CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES, kernel));
}

void ThrowBlockMismatch(const KernelFacts& facts, Dim3 block, const std::string& kernel) {
  const auto& dim = facts.block_dim;
  std::string compiled = dim[1] == 0 ? std::to_string(dim[0]) + " threads"
                                     : std::to_string(dim[0]) + "," + std::to_string(dim[1]) + "," +
                                           std::to_string(dim[2]);
  throw Error("kernel `" + kernel + "` is compiled for blocks of " + compiled + " (from " +
              facts.block_dim_source + ", for its cuda.coop block collectives), not " +
              std::to_string(block.x) + "," + std::to_string(block.y) + "," +
              std::to_string(block.z) + " as launched");
}

void RaiseDynamicSharedLimit(LoadedKernel& compiled, const DeviceState& device, uint32_t bytes,
                             const std::string& kernel) {
  std::lock_guard<std::mutex> lock(compiled.limits_mutex);
  if (bytes <= compiled.max_dynamic_shared_bytes.load(std::memory_order_relaxed)) return;
  const DeviceProperties& p = device.properties;
  uint64_t opt_in = static_cast<uint64_t>(p.max_shared_memory_per_block_optin);
  uint64_t static_bytes = compiled.info.static_shared_bytes;
  uint64_t allowed = opt_in > static_bytes ? opt_in - static_bytes : 0;
  if (bytes > allowed) {
    throw Error("`" + kernel + "` asks for " + std::to_string(bytes) +
                " bytes of dynamic shared memory, but at most " + std::to_string(allowed) +
                " can be given: " + p.name + " allows " + std::to_string(opt_in) +
                " bytes of shared memory per block (with opt-in), and the kernel uses " +
                std::to_string(static_bytes) + " bytes of static shared memory");
  }
  Check(Driver().cuFuncSetAttribute(compiled.function,
                                    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                    static_cast<int>(bytes)),
        "cuFuncSetAttribute", kernel);
  compiled.max_dynamic_shared_bytes.store(bytes, std::memory_order_release);
}

int BlocksPerSm(LoadedKernel& compiled, uint32_t threads, uint32_t shared_bytes,
                const std::string& kernel) {
  std::lock_guard<std::mutex> lock(compiled.limits_mutex);
  for (const Occupancy& entry : compiled.occupancy) {
    if (entry.threads == threads && entry.shared_bytes == shared_bytes) return entry.blocks_per_sm;
  }
  int blocks = 0;
  Check(Driver().cuOccupancyMaxActiveBlocksPerMultiprocessor(
            &blocks, compiled.function, static_cast<int>(threads), shared_bytes),
        "cuOccupancyMaxActiveBlocksPerMultiprocessor", kernel);
  compiled.occupancy.push_back({threads, shared_bytes, blocks});
  return blocks;
}

void CheckCooperativeLaunch(LoadedKernel& compiled, const DeviceState& device, int ordinal,
                            const LaunchConfig& config, const std::string& kernel) {
  const DeviceProperties& p = device.properties;
  if (!p.cooperative_launch) {
    throw Error(GridSyncNeeds(kernel) + "it must be launched cooperatively, but GPU " +
                std::to_string(ordinal) + " (" + p.name +
                ") does not support cooperative launches");
  }
  uint64_t threads = Volume(config.block);
  // A block the GPU cannot run at all: the launch itself reports it, as
  // for any kernel.
  if (threads == 0 || threads > static_cast<uint64_t>(p.max_threads_per_block)) return;
  int per_sm = BlocksPerSm(compiled, static_cast<uint32_t>(threads), config.shared_bytes, kernel);
  uint64_t resident = static_cast<uint64_t>(per_sm) * static_cast<uint64_t>(p.multiprocessors);
  if (Volume(config.grid) <= resident) return;
  std::string shared = std::to_string(config.shared_bytes) + " bytes of dynamic shared memory";
  std::string asked = Count(config.grid, "blocks") + " of " + Count(config.block, "threads");
  if (per_sm == 0) {
    throw Error(GridSyncNeeds(kernel) + "its grid must fit on the GPU at once: " + asked +
                " were asked for, but not one block of " + std::to_string(threads) +
                " threads with " + shared + " fits on an SM of " + p.name +
                " (too many registers or too much shared memory per block)");
  }
  throw Error(GridSyncNeeds(kernel) + "its grid must fit on the GPU at once: " + asked +
              " were asked for, but at most " + std::to_string(resident) + " (" +
              std::to_string(per_sm) + " per SM x " + std::to_string(p.multiprocessors) +
              " SMs with " + shared + ") can be resident");
}

}  // namespace dslc
