// `dslc cache`: where the disk cache is, what it holds, emptying it.
#include "compiler/driver/cache_command.h"

#include <cstdio>
#include <map>
#include <string>

#include "compiler/diagnostics/console_consumer.h"
#include "compiler/diagnostics/sorting_consumer.h"
#include "compiler/pipeline/compile.h"
#include "compiler/pipeline/target_selection.h"
#include "llvm/Support/raw_ostream.h"
// The runtime's disk cache, which this command shows, empties and fills.
#include "runtime/disk_cache.h"

namespace dslc {
namespace {

int Fail(const std::string& message) {
  std::fprintf(stderr, "dslc: error: %s\n", message.c_str());
  return 1;
}

// One line per entry, by path:
//   saxpy (float32, float32[::1]) sm_90 10456 /dir/<hash>.dslck (from saxpy.py)
//   ? (unreadable: checksum mismatch) /dir/<hash>.dslck
void PrintList(const std::vector<CacheFile>& files) {
  for (const CacheFile& file : files) {
    if (!file.entry) {
      std::printf("? (unreadable: %s) %s\n", file.problem.c_str(), file.path.c_str());
      continue;
    }
    const CacheEntry& entry = *file.entry;
    std::printf("%s (%s) %s %llu %s", entry.facts.kernel.c_str(), entry.facts.signature.c_str(),
                entry.facts.target.c_str(), static_cast<unsigned long long>(file.bytes),
                file.path.c_str());
    if (!entry.source_file.empty()) std::printf(" (from %s)", entry.source_file.c_str());
    std::printf("\n");
  }
}

// "1 entry", "3 entries".
std::string Count(uint64_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// DIR: N entries, B bytes; then entries per target, and unreadable files.
void PrintStats(const std::string& directory, const std::vector<CacheFile>& files) {
  std::map<std::string, int> per_target;
  uint64_t entries = 0, bytes = 0, unreadable = 0, unreadable_bytes = 0;
  for (const CacheFile& file : files) {
    if (file.entry) {
      ++entries;
      bytes += file.bytes;
      ++per_target[file.entry->facts.target];
    } else {
      ++unreadable;
      unreadable_bytes += file.bytes;
    }
  }
  std::printf("%s: %s, %s\n", directory.c_str(), Count(entries, "entry", "entries").c_str(),
              Count(bytes, "byte", "bytes").c_str());
  for (const auto& [target, count] : per_target)
    std::printf("  %s: %s\n", target.c_str(), Count(count, "entry", "entries").c_str());
  if (unreadable > 0) {
    std::printf("  unreadable: %s, %s\n", Count(unreadable, "file", "files").c_str(),
                Count(unreadable_bytes, "byte", "bytes").c_str());
  }
}

// Compiles one kernel to PTX for `options.arch` and stores it as the runtime
// would, without a cubin (there may be no GPU): lets tests fill a cache. A
// cache that cannot take the entry is an error, checked before compiling.
int AddEntry(const std::string& directory, const CacheCommandOptions& options) {
  // No warning: the runtime's says it continues without a cache, but here
  // there is nothing to continue with.
  DiskCache cache(directory, /*verbose=*/false, [](const std::string&) {});
  if (!cache.usable()) {
    return Fail("kernel cache " + directory + " is not usable (" + cache.problem() + ")");
  }
  ConsoleDiagnosticConsumer console(llvm::errs(), /*color=*/false);
  SortingDiagnosticConsumer sorted(console);
  DiagnosticEmitter emitter(sorted);
  std::string error;
  std::optional<SourceBuffer> source = SourceBuffer::ReadFile(options.input_path, &error);
  if (!source) return Fail("cannot read `" + options.input_path + "`: " + error);
  DiagnosticMessage arch_error;
  std::optional<Target> target = SelectTarget(options.arch, nullptr, &arch_error);
  if (!target) return Fail(arch_error.text);
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module = LoadModule(std::move(*source), emitter, timer);
  UnitRequest request;
  request.kernel = options.kernel;
  request.signature = options.signature;
  request.target = *target;
  std::vector<CompileUnit> units;
  if (module->ok()) units = SelectCompileUnits(*module, request, emitter);
  std::optional<CompiledKernel> compiled;
  // The first signature only.
  if (!units.empty()) compiled = CompileKernel(*module, units[0], CubinTarget{}, emitter, timer);
  emitter.Flush();
  if (!compiled) return 1;
  CacheEntry entry;
  entry.key = std::move(compiled->key_material);
  entry.source_file = module->name();
  entry.facts = std::move(compiled->facts);
  entry.ptx = std::move(compiled->ptx);
  if (!cache.Store(entry, &error)) {
    return Fail("cannot store the entry in kernel cache " + directory + ": " + error);
  }
  std::printf("%s\n", cache.PathFor(entry.key).c_str());
  return 0;
}

}  // namespace

int RunCacheCommand(const CacheCommandOptions& options) {
  std::string directory = DefaultCacheDirectory();
  if (directory.empty()) {
    return Fail("no kernel cache directory: set DSLC_CACHE_DIR, XDG_CACHE_HOME or HOME");
  }
  std::vector<CacheFile> files;
  std::string error;
  switch (options.action) {
    case CacheCommandOptions::Action::Dir:
      std::printf("%s\n", directory.c_str());
      return 0;
    case CacheCommandOptions::Action::List:
      if (!ListCacheDirectory(directory, &files, &error)) return Fail(error);
      PrintList(files);
      return 0;
    case CacheCommandOptions::Action::Stats:
      if (!ListCacheDirectory(directory, &files, &error)) return Fail(error);
      PrintStats(directory, files);
      return 0;
    case CacheCommandOptions::Action::Clear: {
      int removed = 0;
      if (!ClearCacheDirectory(directory, &removed, &error)) return Fail(error);
      std::printf("removed %s from %s\n", Count(removed, "entry", "entries").c_str(),
                  directory.c_str());
      return 0;
    }
    case CacheCommandOptions::Action::Add:
      return AddEntry(directory, options);
  }
  return 1;
}

}  // namespace dslc
