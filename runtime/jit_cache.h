// The runtime JIT's use of the disk cache: a compiled kernel loaded from
// its entry instead of compiled, or stored after it was. Internal to the
// runtime.
#pragma once

#include <string>

#include "compiler/pipeline/compile.h"
#include "runtime/device_state.h"
#include "runtime/disk_cache.h"
#include "runtime/kernel_state.h"

namespace dslc {

// The driver and the GPU a cubin is made for.
CubinTarget CubinTargetOf(const DeviceState& device);

// The GPU's architecture as ptxas names it: "sm_90".
std::string CubinArch(const DeviceState& device);

// Loads the entry for `key` into `compiled`, whose `info.facts` name the
// kernel (module, function, PTX; `info.from_cache` and `info.cache_path`):
// its cubin, or its PTX (which the driver's JIT compiles, or finds in its
// own compute cache) when it has none or the driver rejects the cubin. False when there
// is no usable entry; the kernel must then be compiled.
bool LoadFromDiskCache(DiskCache& cache, const std::string& key, LoadedKernel* compiled);

// Stores `compiled` (loaded, its launch limits read) with `cubin` (empty
// when ptxas made none) under
// `key`, from the program `source_file`; sets `info.cache_path` when stored.
void StoreInDiskCache(DiskCache& cache, const std::string& key, const std::string& source_file,
                      const std::string& cubin, LoadedKernel* compiled);

}  // namespace dslc
