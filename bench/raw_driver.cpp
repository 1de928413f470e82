#include "bench/raw_driver.h"

#include "bench/examples.h"

namespace dslc_bench {

void* CubinKernels::Get(const std::string& cubin, const std::string& function, std::string* why) {
  std::string path = dir_ + "/" + cubin;
  if (!IsFile(path)) {
    *why = "no " + path +
           " (nvcc was not found at build time: bench/build_nvcc_cubins.sh DIR, "
           "then --cubin-dir DIR)";
    return nullptr;
  }
  if (!raw_.cuModuleLoad || !raw_.cuModuleGetFunction) {
    *why = "libcuda.so.1 lacks cuModuleLoad";
    return nullptr;
  }
  auto found = modules_.find(path);
  if (found == modules_.end()) {
    void* module = nullptr;
    int result = raw_.cuModuleLoad(&module, path.c_str());
    if (result != 0) {
      *why = "cannot load " + path + " (CUresult " + std::to_string(result) +
             "; rebuild it for this GPU with bench/build_nvcc_cubins.sh)";
      return nullptr;
    }
    found = modules_.emplace(path, module).first;
  }
  void* handle = nullptr;
  int result = raw_.cuModuleGetFunction(&handle, found->second, function.c_str());
  if (result != 0) {
    *why = path + " has no kernel " + function + " (CUresult " + std::to_string(result) + ")";
    return nullptr;
  }
  return handle;
}

int CubinKernels::Launch(void* function, dslc::Dim3 grid, dslc::Dim3 block, uint32_t shared_bytes,
                         RawParams& params, bool cooperative) const {
  if (cooperative) {
    if (!raw_.cuLaunchCooperativeKernel) return -1;
    return raw_.cuLaunchCooperativeKernel(function, grid.x, grid.y, grid.z, block.x, block.y,
                                          block.z, shared_bytes, nullptr, params.pointers());
  }
  return raw_.cuLaunchKernel(function, grid.x, grid.y, grid.z, block.x, block.y, block.z,
                             shared_bytes, nullptr, params.pointers(), nullptr);
}

uint32_t CubinKernels::MaxCooperativeBlocks(void* function, uint32_t threads, uint32_t shared_bytes,
                                            int multiprocessors) const {
  int per_sm = 0;
  if (!raw_.cuOccupancyMaxActiveBlocksPerMultiprocessor ||
      raw_.cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, function, static_cast<int>(threads),
                                                       shared_bytes) != 0)
    return 0;
  return static_cast<uint32_t>(per_sm * multiprocessors);
}

}  // namespace dslc_bench
