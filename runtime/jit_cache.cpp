#include "runtime/jit_cache.h"

#include "llvm/Support/FormatVariadic.h"
#include "runtime/cuda_driver.h"
#include "runtime/module_load.h"

namespace dslc {
namespace {

// `saxpy` (float32, float32[::1]) for sm_90, as the cache's lines name it.
std::string Named(const KernelFacts& facts) {
  return "`" + facts.kernel + "` (" + facts.signature + ") for " + facts.target;
}

}  // namespace

CubinTarget CubinTargetOf(const DeviceState& device) {
  CubinTarget target;
  Driver().cuDriverGetVersion(&target.driver_version);
  target.compute_major = device.properties.compute_major;
  target.compute_minor = device.properties.compute_minor;
  return target;
}

std::string CubinArch(const DeviceState& device) {
  return "sm_" + std::to_string(device.properties.compute_major) +
         std::to_string(device.properties.compute_minor);
}

bool LoadFromDiskCache(DiskCache& cache, const std::string& key, LoadedKernel* compiled) {
  std::optional<CacheEntry> entry = cache.Load(key);
  if (!entry) return false;
  std::string path = cache.PathFor(key);
  // The key names the GPU and driver, so the cubin should load; the PTX is
  // the fallback should the driver still refuse it.
  bool loaded =
      (!entry->cubin.empty() && TryLoadModuleImage(entry->cubin, entry->facts.entry, compiled)) ||
      TryLoadModuleImage(entry->ptx, entry->facts.entry, compiled);
  if (!loaded) {
    cache.Report("dslc: cache: ignoring " + path + ": the driver rejects its code; recompiling");
    return false;
  }
  compiled->info.facts = std::move(entry->facts);
  compiled->info.ptx = std::move(entry->ptx);
  compiled->info.spill_store_bytes = entry->spill_store_bytes;
  compiled->info.spill_load_bytes = entry->spill_load_bytes;
  compiled->info.from_cache = true;
  compiled->info.compile_ms = 0;
  compiled->info.cache_path = path;
  cache.Report("dslc: cache: hit " + Named(compiled->info.facts) + ": " + path);
  return true;
}

void StoreInDiskCache(DiskCache& cache, const std::string& key, const std::string& source_file,
                      const std::string& cubin, LoadedKernel* compiled) {
  CacheEntry entry;
  entry.key = key;
  entry.source_file = source_file;
  entry.facts = compiled->info.facts;
  entry.registers = compiled->info.registers;
  entry.max_threads_per_block = compiled->info.max_threads_per_block;
  entry.spill_store_bytes = compiled->info.spill_store_bytes;
  entry.spill_load_bytes = compiled->info.spill_load_bytes;
  entry.ptx = compiled->info.ptx;
  entry.cubin = cubin;
  std::string why;
  std::string compiled_in = llvm::formatv("compiled in {0:F2} ms", compiled->info.compile_ms).str();
  if (cache.Store(entry, &why)) {
    compiled->info.cache_path = cache.PathFor(key);
    cache.Report("dslc: cache: miss " + Named(entry.facts) + ": " + compiled_in + ", stored " +
                 compiled->info.cache_path);
  } else {
    cache.Report("dslc: cache: miss " + Named(entry.facts) + ": " + compiled_in + ", not stored (" +
                 why + ")");
  }
}

}  // namespace dslc
