// The few CUDA driver calls dslc-bench makes itself, from libcuda.so.1 opened
// here (the library needs no link-time CUDA dependency, and neither does
// this): raw launches of dslc's own CUfunctions, and the nvcc and CUB
// kernels loaded from cubins.
#pragma once

#include <dlfcn.h>

#include <array>
#include <cstring>
#include <deque>
#include <map>
#include <string>
#include <vector>

#include "dslc/runtime.h"

namespace dslc_bench {

struct RawDriver {
  using LaunchKernel = int (*)(void* function, unsigned grid_x, unsigned grid_y, unsigned grid_z,
                               unsigned block_x, unsigned block_y, unsigned block_z,
                               unsigned shared_bytes, void* stream, void** params, void** extra);
  using MemcpyDtoDAsync = int (*)(unsigned long long dst, unsigned long long src, size_t bytes,
                                  void* stream);
  using LaunchCooperativeKernel = int (*)(void* function, unsigned grid_x, unsigned grid_y,
                                          unsigned grid_z, unsigned block_x, unsigned block_y,
                                          unsigned block_z, unsigned shared_bytes, void* stream,
                                          void** params);
  using ModuleLoad = int (*)(void** module, const char* path);
  using ModuleGetFunction = int (*)(void** function, void* module, const char* name);
  using Occupancy = int (*)(int* blocks, void* function, int block_size, size_t shared_bytes);
  LaunchKernel cuLaunchKernel = nullptr;
  MemcpyDtoDAsync cuMemcpyDtoDAsync = nullptr;
  LaunchCooperativeKernel cuLaunchCooperativeKernel = nullptr;
  ModuleLoad cuModuleLoad = nullptr;
  ModuleGetFunction cuModuleGetFunction = nullptr;
  Occupancy cuOccupancyMaxActiveBlocksPerMultiprocessor = nullptr;

  RawDriver() {
    void* library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) throw dslc::Error("cannot open libcuda.so.1");
    cuLaunchKernel = reinterpret_cast<LaunchKernel>(dlsym(library, "cuLaunchKernel"));
    cuMemcpyDtoDAsync = reinterpret_cast<MemcpyDtoDAsync>(dlsym(library, "cuMemcpyDtoDAsync_v2"));
    if (!cuLaunchKernel || !cuMemcpyDtoDAsync)
      throw dslc::Error("libcuda.so.1 lacks cuLaunchKernel or cuMemcpyDtoDAsync_v2");
    cuLaunchCooperativeKernel =
        reinterpret_cast<LaunchCooperativeKernel>(dlsym(library, "cuLaunchCooperativeKernel"));
    cuModuleLoad = reinterpret_cast<ModuleLoad>(dlsym(library, "cuModuleLoad"));
    cuModuleGetFunction =
        reinterpret_cast<ModuleGetFunction>(dlsym(library, "cuModuleGetFunction"));
    cuOccupancyMaxActiveBlocksPerMultiprocessor =
        reinterpret_cast<Occupancy>(dlsym(library, "cuOccupancyMaxActiveBlocksPerMultiprocessor"));
  }
};

// A raw launch's parameters, each in its own 8-byte slot: the scalars as the
// kernel declares them, arrays as their device pointers.
class RawParams {
 public:
  template <typename T>
  RawParams& Add(T value) {
    static_assert(sizeof(T) <= 8);
    std::memcpy(slots_.emplace_back().bytes, &value, sizeof(T));
    return *this;
  }
  RawParams& Add(const dslc::DeviceArray& array) { return Add(array.device_pointer()); }
  void** pointers() {
    pointers_.clear();
    for (Slot& slot : slots_) pointers_.push_back(slot.bytes);
    return pointers_.data();
  }

 private:
  struct Slot {
    alignas(8) unsigned char bytes[8];
  };
  std::deque<Slot> slots_;
  std::vector<void*> pointers_;
};

// Kernels of the cubins in one directory (bench/build_nvcc_cubins.sh makes
// them), each module loaded once.
class CubinKernels {
 public:
  CubinKernels(const RawDriver& raw, std::string dir) : raw_(raw), dir_(std::move(dir)) {}

  // `function` of <dir>/<cubin>, or null with the reason in `why`.
  void* Get(const std::string& cubin, const std::string& function, std::string* why);

  // A launch of `function`, cooperative where asked; the CUresult.
  int Launch(void* function, dslc::Dim3 grid, dslc::Dim3 block, uint32_t shared_bytes,
             RawParams& params, bool cooperative = false) const;

  // The blocks of `function` that fit on the GPU at once (a cooperative
  // launch's limit); 0 when the driver cannot say.
  uint32_t MaxCooperativeBlocks(void* function, uint32_t threads, uint32_t shared_bytes,
                                int multiprocessors) const;

  const std::string& dir() const { return dir_; }

 private:
  const RawDriver& raw_;
  std::string dir_;
  std::map<std::string, void*> modules_;
};

}  // namespace dslc_bench
