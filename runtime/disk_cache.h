// The disk cache of compiled kernels: one file per entry,
// `<directory>/<32 hex digits of the key's hash>.dslck` (cache_entry.h).
//
// Entries are written to `.<name>.tmp.<pid>.<random>` and renamed into
// place, so a reader (in this process or another) sees a whole entry or
// none. An entry that is truncated, garbled, from another dslc, for another
// key, owned by another user, larger than kMaxCacheEntryBytes or not a
// regular file (a FIFO, a symbolic link) is ignored (one line with
// DSLC_VERBOSE=1), never waited on or read whole, and replaced by the
// recompiled one. A directory that cannot be created or
// written gives one warning and no cache. Internal to the runtime and
// `dslc cache`.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "runtime/cache_entry.h"

namespace dslc {

// The largest entry file the cache reads or writes. An entry is one
// kernel's PTX and cubin, KiB to a few MiB; a larger file is not one of
// dslc's, and reading it could exhaust memory (it may also be sparse).
constexpr uint64_t kMaxCacheEntryBytes = uint64_t{256} << 20;  // 256 MiB

// $DSLC_CACHE_DIR, else $XDG_CACHE_HOME/dslc, else $HOME/.cache/dslc; ""
// when none of them is set.
std::string DefaultCacheDirectory();

// DSLC_DISABLE_CACHE=1: no cache at all.
bool CacheDisabledByEnvironment();

// DSLC_VERBOSE=1: cache events on standard error.
bool CacheVerboseByEnvironment();

class DiskCache {
 public:
  // Receives whole lines (no newline): the verbose lines and the warning.
  using Log = std::function<void(const std::string&)>;
  // Writes each line to standard error in one write(2), so that lines of
  // concurrent processes do not interleave.
  static void LogToStandardError(const std::string& line);

  // Creates `directory` (mode 0700, with its parents) when missing and checks
  // that it can be written; if not, logs the warning and stays unusable.
  DiskCache(std::string directory, bool verbose, Log log = LogToStandardError);

  const std::string& directory() const { return directory_; }
  bool usable() const { return usable_.load(std::memory_order_acquire); }
  // Why the constructor found the directory unusable ("not a directory",
  // "cannot write it: Permission denied"); empty when it was usable.
  const std::string& problem() const { return problem_; }
  bool verbose() const { return verbose_; }
  // The entry file for `key`.
  std::string PathFor(const std::string& key) const;

  // The entry stored for `key`, or nothing: missing, or ignored (with the
  // verbose line; `ignored` receives the reason).
  std::optional<CacheEntry> Load(const std::string& key, std::string* ignored = nullptr);

  // Writes `entry` (whose `key` names the file) atomically. False when it was
  // not stored (also when it would be larger than kMaxCacheEntryBytes), with
  // `why` set; an unusable directory also logs the warning
  // and turns the cache off for the rest of the process.
  bool Store(const CacheEntry& entry, std::string* why);

  // A verbose line, when verbose.
  void Report(const std::string& line);

 private:
  void Disable(const std::string& reason);
  bool WriteTemporary(const std::string& temporary, const std::string& bytes, std::string* why);

  std::string directory_;
  std::string problem_;
  bool verbose_;
  Log log_;
  std::atomic<bool> usable_{false};
  std::once_flag warned_;
};

// The process's cache for `directory` ("" = DefaultCacheDirectory()), made
// at first use and kept for the process (one warning per process); null
// when DSLC_DISABLE_CACHE=1, when no directory is known, or when it is not
// usable.
DiskCache* ProcessDiskCache(const std::string& directory);

// ------------------------------------------------- listing, for `dslc cache`

struct CacheFile {
  std::string path;
  uint64_t bytes = 0;
  std::optional<CacheEntry> entry;  // nothing when unreadable
  std::string problem;              // why it is unreadable
};

// Every `*.dslck` file in `directory`, by path. A missing directory has
// none. False, with `error` set, when the directory cannot be read.
bool ListCacheDirectory(const std::string& directory, std::vector<CacheFile>* files,
                        std::string* error);

// Removes every entry file (readable or not) and every temporary file;
// `removed` counts the entry files. False, with `error` set, when the
// directory cannot be read or a file cannot be removed.
bool ClearCacheDirectory(const std::string& directory, int* removed, std::string* error);

}  // namespace dslc
