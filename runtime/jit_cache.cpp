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

bool LoadFromDiskCache(DiskCache& cache, const std::string& key, LoadedKernel* compiled) {
  std::optional<CacheEntry> entry = cache.Load(key);
  if (!entry) return false;
  std::string path = cache.PathFor(key);
  // The driver's JIT finds its output for this PTX in its compute cache.
  if (!TryLoadModuleImage(entry->ptx, entry->facts.entry, compiled)) {
    cache.Report("dslc: cache: ignoring " + path + ": the driver rejects its code; recompiling");
    return false;
  }
  compiled->info.facts = std::move(entry->facts);
  compiled->info.ptx = std::move(entry->ptx);
  compiled->info.from_cache = true;
  compiled->info.compile_ms = 0;
  compiled->info.cache_path = path;
  cache.Report("dslc: cache: hit " + Named(compiled->info.facts) + ": " + path);
  return true;
}

void StoreInDiskCache(DiskCache& cache, const std::string& key, const std::string& source_file,
                      LoadedKernel* compiled) {
  CacheEntry entry;
  entry.key = key;
  entry.source_file = source_file;
  entry.facts = compiled->info.facts;
  entry.registers = compiled->info.registers;
  entry.max_threads_per_block = compiled->info.max_threads_per_block;
  entry.ptx = compiled->info.ptx;
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
