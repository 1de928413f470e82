// The runtime JIT's use of the disk cache: a compiled kernel loaded from
// its entry instead of compiled, or stored after it was. Internal to the
// runtime.
#pragma once

#include <string>

#include "compiler/driver/cache_key.h"
#include "runtime/device_state.h"
#include "runtime/disk_cache.h"
#include "runtime/kernel_state.h"

namespace dslc {

// The driver and the GPU a cubin is linked for.
CubinTarget CubinTargetOf(const DeviceState& device);

// What names a compile in the cache's lines: `saxpy` (float32, ...) for sm_90.
struct CacheSubject {
  std::string kernel;
  std::string signature;
  std::string target;       // "sm_90"
  std::string source_file;  // the program's name
};

// Loads the entry for `key` into `compiled` (module, function, entry name,
// PTX, facts; `info.from_cache` and `info.cache_path`): its cubin, or its
// PTX when the driver rejects the cubin. False when there is no usable
// entry; the kernel must then be compiled.
bool LoadFromDiskCache(DiskCache& cache, const std::string& key, const CacheSubject& subject,
                       CompiledKernel* compiled);

// Stores `compiled` (loaded, its launch limits read) with `cubin` under
// `key`; sets `info.cache_path` when stored.
void StoreInDiskCache(DiskCache& cache, const std::string& key, const CacheSubject& subject,
                      const std::string& cubin, CompiledKernel* compiled);

}  // namespace dslc
