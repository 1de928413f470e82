#include "runtime/jit_cache.h"

#include "llvm/Support/FormatVariadic.h"
#include "runtime/cuda_driver.h"
#include "runtime/module_load.h"

namespace dslc {
namespace {

std::string Named(const CacheSubject& subject) {
  return "`" + subject.kernel + "` (" + subject.signature + ") for " + subject.target;
}

}  // namespace

CubinTarget CubinTargetOf(const DeviceState& device) {
  CubinTarget target;
  Driver().cuDriverGetVersion(&target.driver_version);
  target.compute_major = device.properties.compute_major;
  target.compute_minor = device.properties.compute_minor;
  return target;
}

bool LoadFromDiskCache(DiskCache& cache, const std::string& key, const CacheSubject& subject,
                       CompiledKernel* compiled) {
  std::optional<CacheEntry> entry = cache.Load(key);
  if (!entry) return false;
  std::string path = cache.PathFor(key);
  // The key names the GPU and driver, so the cubin should load; the PTX is
  // the fallback should the driver still refuse it.
  bool loaded =
      (!entry->cubin.empty() && TryLoadModuleImage(entry->cubin, entry->entry, compiled)) ||
      TryLoadModuleImage(entry->ptx, entry->entry, compiled);
  if (!loaded) {
    cache.Report("dslc: cache: ignoring " + path + ": the driver rejects its code; recompiling");
    return false;
  }
  compiled->info.entry = entry->entry;
  compiled->info.ptx = std::move(entry->ptx);
  compiled->facts.entry = entry->entry;
  compiled->facts.cooperative = entry->cooperative;
  compiled->facts.static_shared_bytes = entry->static_shared_bytes;
  compiled->facts.dynamic_shared = entry->dynamic_shared;
  compiled->info.from_cache = true;
  compiled->info.compile_ms = 0;
  compiled->info.cache_path = path;
  cache.Report("dslc: cache: hit " + Named(subject) + ": " + path);
  return true;
}

void StoreInDiskCache(DiskCache& cache, const std::string& key, const CacheSubject& subject,
                      const std::string& cubin, CompiledKernel* compiled) {
  CacheEntry entry;
  entry.key = key;
  entry.kernel = subject.kernel;
  entry.signature = subject.signature;
  entry.target = subject.target;
  entry.source_file = subject.source_file;
  entry.entry = compiled->info.entry;
  entry.cooperative = compiled->facts.cooperative;
  entry.dynamic_shared = compiled->facts.dynamic_shared;
  entry.static_shared_bytes = compiled->facts.static_shared_bytes;
  entry.registers = compiled->info.registers;
  entry.max_threads_per_block = compiled->info.max_threads_per_block;
  entry.ptx = compiled->info.ptx;
  entry.cubin = cubin;
  std::string why;
  std::string compiled_in = llvm::formatv("compiled in {0:F2} ms", compiled->info.compile_ms).str();
  if (cache.Store(entry, &why)) {
    compiled->info.cache_path = cache.PathFor(key);
    cache.Report("dslc: cache: miss " + Named(subject) + ": " + compiled_in + ", stored " +
                 compiled->info.cache_path);
  } else {
    cache.Report("dslc: cache: miss " + Named(subject) + ": " + compiled_in + ", not stored (" +
                 why + ")");
  }
}

}  // namespace dslc
