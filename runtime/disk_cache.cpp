#include "runtime/disk_cache.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <random>

#include "compiler/base/key_hash.h"
#include "compiler/base/read_file.h"
#include "llvm/Support/FileSystem.h"

namespace dslc {
namespace {

constexpr llvm::StringLiteral kEntrySuffix = ".dslck";
constexpr llvm::StringLiteral kTemporaryMarker = ".tmp.";

const char* Environment(const char* name) {
  const char* value = std::getenv(name);
  return value && *value ? value : nullptr;
}

std::string ErrnoText(int error) { return std::strerror(error); }

class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  int get() const { return fd_; }
  int Release() { return std::exchange(fd_, -1); }

 private:
  int fd_;
};

// The bytes of an entry file; nothing with `reason` empty when there is no
// such file, or set when it cannot be used. Only a regular file of this
// user, not a symbolic link and not over kMaxCacheEntryBytes, is read: a FIFO,
// a device or a huge (perhaps sparse) file in the directory is reported,
// never waited on or allocated for.
std::optional<std::string> ReadEntryFile(const std::string& path, std::string* reason) {
  reason->clear();
  ReadFileOptions options;
  options.max_bytes = kMaxCacheEntryBytes;
  options.refuse_symlink = true;
  // Another user's file could hold any code: never load it.
  options.required_owner = ::geteuid();
  ReadFileError error;
  std::optional<std::string> bytes = ReadRegularFile(path, options, &error);
  if (!bytes && !error.missing) *reason = error.message;
  return bytes;
}

// Errors that mean the directory cannot take entries at all.
bool DirectoryUnusable(int error) {
  return error == EACCES || error == EPERM || error == EROFS || error == ENOSPC ||
         error == EDQUOT || error == ENOTDIR || error == ENOENT;
}

std::string RandomSuffix() {
  static thread_local std::mt19937_64 generator{std::random_device{}()};
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(generator()));
  return text;
}

// Why `directory` cannot be used, after creating it if missing; "" if it can.
std::string PrepareDirectory(const std::string& directory) {
  if (std::error_code error = llvm::sys::fs::create_directories(directory, /*IgnoreExisting=*/true,
                                                                llvm::sys::fs::perms::owner_all)) {
    return "cannot create it: " + error.message();
  }
  if (!llvm::sys::fs::is_directory(directory)) return "not a directory";
  if (::access(directory.c_str(), W_OK | X_OK) != 0) return "cannot write it: " + ErrnoText(errno);
  return "";
}

bool IsEntryName(llvm::StringRef name) {
  return !name.starts_with(".") && name.ends_with(kEntrySuffix);
}

bool IsTemporaryName(llvm::StringRef name) {
  return name.starts_with(".") && name.contains(kTemporaryMarker);
}

// The names in `directory`; a missing directory has none.
bool DirectoryNames(const std::string& directory, std::vector<std::string>* names,
                    std::string* error) {
  DIR* dir = ::opendir(directory.c_str());
  if (!dir) {
    if (errno == ENOENT) return true;
    *error = "cannot read kernel cache " + directory + ": " + ErrnoText(errno);
    return false;
  }
  while (const dirent* item = ::readdir(dir)) names->push_back(item->d_name);
  ::closedir(dir);
  std::sort(names->begin(), names->end());
  return true;
}

}  // namespace

std::string DefaultCacheDirectory() {
  if (const char* directory = Environment("DSLC_CACHE_DIR")) return directory;
  if (const char* xdg = Environment("XDG_CACHE_HOME")) return std::string(xdg) + "/dslc";
  if (const char* home = Environment("HOME")) return std::string(home) + "/.cache/dslc";
  return "";
}

bool CacheDisabledByEnvironment() {
  const char* value = Environment("DSLC_DISABLE_CACHE");
  return value && std::string(value) != "0";
}

bool CacheVerboseByEnvironment() {
  const char* value = Environment("DSLC_VERBOSE");
  return value && std::string(value) != "0";
}

void DiskCache::LogToStandardError(const std::string& line) {
  std::string text = line + "\n";
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::write(STDERR_FILENO, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    done += static_cast<size_t>(n);
  }
}

DiskCache::DiskCache(std::string directory, bool verbose, Log log)
    : directory_(std::move(directory)), verbose_(verbose), log_(std::move(log)) {
  problem_ = PrepareDirectory(directory_);
  if (problem_.empty()) {
    usable_.store(true, std::memory_order_release);
  } else {
    Disable(problem_);
  }
}

std::string DiskCache::PathFor(const std::string& key) const {
  return directory_ + "/" + KeyHash(key) + kEntrySuffix.str();
}

void DiskCache::Report(const std::string& line) {
  if (verbose_) log_(line);
}

void DiskCache::Disable(const std::string& reason) {
  usable_.store(false, std::memory_order_release);
  std::call_once(warned_, [&] {
    log_("dslc: warning: kernel cache " + directory_ + " is not usable (" + reason +
         "); continuing without a cache");
  });
}

std::optional<CacheEntry> DiskCache::Load(const std::string& key, std::string* ignored) {
  if (!usable()) return std::nullopt;
  std::string path = PathFor(key);
  std::string reason;
  std::optional<CacheEntry> entry;
  if (std::optional<std::string> bytes = ReadEntryFile(path, &reason)) {
    entry = ParseCacheEntry(*bytes, &reason);
    if (entry && entry->key != key) {
      entry.reset();
      reason = "key mismatch";
    }
  }
  if (!reason.empty()) {
    Report("dslc: cache: ignoring " + path + ": " + reason + "; recompiling");
    if (ignored) *ignored = reason;
  }
  return entry;
}

bool DiskCache::WriteTemporary(const std::string& temporary, const std::string& bytes,
                               std::string* why) {
  FileDescriptor fd(::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
  if (fd.get() < 0) {
    *why = "cannot create " + temporary + ": " + ErrnoText(errno);
    if (DirectoryUnusable(errno)) Disable(*why);
    return false;
  }
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd.get(), bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    done += static_cast<size_t>(n);
  }
  int write_error = done == bytes.size() ? 0 : errno;
  // Some file systems (NFS) report a full disk only when the file is closed.
  if (::close(fd.Release()) != 0 && write_error == 0) write_error = errno;
  if (write_error == 0) return true;
  ::unlink(temporary.c_str());
  *why = "cannot write " + temporary + ": " + ErrnoText(write_error);
  if (DirectoryUnusable(write_error) || write_error == EIO) Disable(*why);
  return false;
}

bool DiskCache::Store(const CacheEntry& entry, std::string* why) {
  if (!usable()) {
    *why = "the cache is not usable";
    return false;
  }
  std::string bytes = SerializeCacheEntry(entry);
  if (bytes.size() > kMaxCacheEntryBytes) {
    // Load would refuse it.
    *why = "the entry is " + ByteCountText(bytes.size()) + ", more than the " +
           ByteCountText(kMaxCacheEntryBytes) + " a cache entry may be";
    return false;
  }
  std::string path = PathFor(entry.key);
  std::string name = path.substr(directory_.size() + 1);
  std::string temporary = directory_ + "/." + name + kTemporaryMarker.str() +
                          std::to_string(::getpid()) + "." + RandomSuffix();
  if (!WriteTemporary(temporary, bytes, why)) return false;
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    int error = errno;
    ::unlink(temporary.c_str());
    *why = "cannot rename " + temporary + ": " + ErrnoText(error);
    // ENOENT: `dslc cache clear` removed the temporary file meanwhile; the
    // directory is fine.
    if (error != ENOENT && DirectoryUnusable(error)) Disable(*why);
    return false;
  }
  return true;
}

DiskCache* ProcessDiskCache(const std::string& directory) {
  if (CacheDisabledByEnvironment()) return nullptr;
  std::string resolved = directory.empty() ? DefaultCacheDirectory() : directory;
  if (resolved.empty()) return nullptr;
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<DiskCache>> caches;
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<DiskCache>& cache = caches[resolved];
  if (!cache) cache = std::make_unique<DiskCache>(resolved, CacheVerboseByEnvironment());
  return cache->usable() ? cache.get() : nullptr;
}

bool ListCacheDirectory(const std::string& directory, std::vector<CacheFile>* files,
                        std::string* error) {
  std::vector<std::string> names;
  if (!DirectoryNames(directory, &names, error)) return false;
  for (const std::string& name : names) {
    if (!IsEntryName(name)) continue;
    CacheFile file;
    file.path = directory + "/" + name;
    std::optional<std::string> bytes = ReadEntryFile(file.path, &file.problem);
    if (!bytes) {
      if (file.problem.empty()) continue;  // removed meanwhile
      struct stat status;
      if (::lstat(file.path.c_str(), &status) == 0) file.bytes = status.st_size;
    } else {
      file.bytes = bytes->size();
      file.entry = ParseCacheEntry(*bytes, &file.problem);
    }
    files->push_back(std::move(file));
  }
  return true;
}

bool ClearCacheDirectory(const std::string& directory, int* removed, std::string* error) {
  *removed = 0;
  std::vector<std::string> names;
  if (!DirectoryNames(directory, &names, error)) return false;
  for (const std::string& name : names) {
    bool entry = IsEntryName(name);
    if (!entry && !IsTemporaryName(name)) continue;
    std::string path = directory + "/" + name;
    if (::unlink(path.c_str()) != 0 && errno != ENOENT) {
      *error = "cannot remove " + path + ": " + ErrnoText(errno);
      return false;
    }
    if (entry) ++*removed;
  }
  return true;
}

}  // namespace dslc
