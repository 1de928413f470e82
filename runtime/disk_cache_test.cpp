#include "runtime/disk_cache.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "llvm/Support/FileSystem.h"
#include "pipeline/version.h"

namespace dslc {
namespace {

// A fresh directory under the system's temporary directory, removed after.
class TemporaryDirectory {
 public:
  TemporaryDirectory() {
    llvm::SmallString<128> path;
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("dslc-cache-test", path));
    path_ = std::string(path);
  }
  ~TemporaryDirectory() {
    ::chmod(path_.c_str(), 0700);
    llvm::sys::fs::remove_directories(path_);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Bytes as a cubin starts, zeros included.
constexpr char kCubinStart[] = "\177ELF\0\1\2";

CacheEntry SampleEntry(const std::string& key, size_t ptx_bytes = 1000) {
  CacheEntry entry;
  entry.key = key;
  entry.facts.kernel = "saxpy";
  entry.facts.signature = "float32, float32[::1], float32[::1]";
  entry.facts.target = "sm_90";
  entry.source_file = "saxpy.py";
  entry.facts.entry = "saxpy";
  entry.facts.cooperative = true;
  entry.facts.dynamic_shared = true;
  entry.facts.static_shared_bytes = 4096;
  entry.facts.coarsening = 4;
  entry.facts.grid_parameter = 5;
  entry.facts.coarsen_whole_warps = true;
  entry.facts.block_dim = {128, 2, 1};
  entry.facts.block_dim_source = "the launch";
  entry.registers = 40;
  entry.max_threads_per_block = 1024;
  entry.spill_store_bytes = 24;
  entry.spill_load_bytes = 36;
  entry.ptx = std::string(ptx_bytes, 'p');
  entry.cubin = std::string(kCubinStart, sizeof kCubinStart - 1) + std::string(100, 'c');
  return entry;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void WriteFile(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

// Ends the test process (SIGALRM) if it is still running `seconds` from
// now: a read that blocks fails the test instead of hanging it.
class Deadline {
 public:
  explicit Deadline(unsigned seconds) { ::alarm(seconds); }
  ~Deadline() { ::alarm(0); }
};

// Makes `path` a sparse file of `bytes`: no disk space, any size. False when
// the file system cannot hold a file that large.
bool MakeSparseFile(const std::string& path, uint64_t bytes) {
  WriteFile(path, "");
  return ::truncate(path.c_str(), static_cast<off_t>(bytes)) == 0;
}

constexpr uint64_t k15TiB = uint64_t{15} << 40;

struct Logged {
  std::vector<std::string> lines;
  DiskCache::Log Sink() {
    return [this](const std::string& line) { lines.push_back(line); };
  }
};

bool SameEntry(const CacheEntry& a, const CacheEntry& b) {
  return a.key == b.key && a.source_file == b.source_file && a.facts == b.facts &&
         a.registers == b.registers && a.max_threads_per_block == b.max_threads_per_block &&
         a.spill_store_bytes == b.spill_store_bytes && a.spill_load_bytes == b.spill_load_bytes &&
         a.ptx == b.ptx && a.cubin == b.cubin;
}

TEST(DiskCacheTest, StoresAndLoadsAnEntry) {
  TemporaryDirectory dir;
  Logged log;
  DiskCache cache(dir.path() + "/nested/cache", /*verbose=*/true, log.Sink());
  ASSERT_TRUE(cache.usable());
  EXPECT_EQ(cache.problem(), "");
  EXPECT_FALSE(cache.Load("key one").has_value());  // missing: no line
  CacheEntry entry = SampleEntry("key one");
  std::string why;
  ASSERT_TRUE(cache.Store(entry, &why)) << why;
  std::optional<CacheEntry> loaded = cache.Load("key one");
  ASSERT_TRUE(loaded.has_value());
  EXPECT_TRUE(SameEntry(*loaded, entry));
  EXPECT_TRUE(log.lines.empty());
  // The file is named by 32 hex digits of the key's hash.
  std::string path = cache.PathFor("key one");
  EXPECT_EQ(llvm::StringRef(path).rsplit('/').second.size(), 32u + 6u);
  EXPECT_TRUE(llvm::StringRef(path).ends_with(".dslck"));
  EXPECT_NE(cache.PathFor("key one"), cache.PathFor("key two"));
}

// A debug kernel's error sites survive the cache: the runtime reports a
// failed check of a kernel loaded from it with their text.
TEST(DiskCacheTest, StoresAndLoadsErrorSites) {
  TemporaryDirectory dir;
  DiskCache cache(dir.path(), /*verbose=*/false);
  CacheEntry entry = SampleEntry("debug key");
  entry.facts.error_sites.push_back({"IndexError", "", true, "saxpy", "saxpy.py", 7, 9});
  entry.facts.error_sites.push_back(
      {"ValueError", "bad \"input\"\n", false, "helper", "lib/ñ.py", 12, 1});
  entry.facts.error_sites.push_back({"AssertionError", "", false, "saxpy", "saxpy.py", 3, 5});
  std::string why;
  ASSERT_TRUE(cache.Store(entry, &why)) << why;
  std::optional<CacheEntry> loaded = cache.Load("debug key");
  ASSERT_TRUE(loaded.has_value());
  EXPECT_TRUE(SameEntry(*loaded, entry));
  ASSERT_EQ(loaded->facts.error_sites.size(), 3u);
  EXPECT_TRUE(loaded->facts.error_sites[0].bounds);
  EXPECT_EQ(loaded->facts.error_sites[1].message, "bad \"input\"\n");
  EXPECT_EQ(loaded->facts.error_sites[1].file, "lib/ñ.py");
  EXPECT_EQ(loaded->facts.error_sites[2].line, 3u);
}

TEST(DiskCacheTest, DirectoryAndEntriesArePrivate) {
  TemporaryDirectory dir;
  DiskCache cache(dir.path() + "/a/b", /*verbose=*/false, [](const std::string&) {});
  std::string why;
  ASSERT_TRUE(cache.Store(SampleEntry("k"), &why)) << why;
  struct stat status;
  ASSERT_EQ(::stat((dir.path() + "/a/b").c_str(), &status), 0);
  EXPECT_EQ(status.st_mode & 0777, 0700u);
  ASSERT_EQ(::stat((dir.path() + "/a").c_str(), &status), 0);
  EXPECT_EQ(status.st_mode & 0777, 0700u);
  ASSERT_EQ(::stat(cache.PathFor("k").c_str(), &status), 0);
  EXPECT_EQ(status.st_mode & 0777, 0600u);
}

// Stores an entry, damages its file with `damage`, and returns the reason
// the load gave for ignoring it ("" if it was not ignored) and the line.
std::pair<std::string, std::string> DamagedLoad(void (*damage)(std::string& bytes)) {
  TemporaryDirectory dir;
  Logged log;
  DiskCache cache(dir.path(), /*verbose=*/true, log.Sink());
  std::string why;
  EXPECT_TRUE(cache.Store(SampleEntry("key"), &why)) << why;
  std::string path = cache.PathFor("key");
  std::string bytes = ReadFile(path);
  damage(bytes);
  WriteFile(path, bytes);
  std::string reason;
  EXPECT_FALSE(cache.Load("key", &reason).has_value());
  std::string expected_line = "dslc: cache: ignoring " + path + ": " + reason + "; recompiling";
  EXPECT_EQ(log.lines.size(), 1u);
  if (!log.lines.empty()) {
    EXPECT_EQ(log.lines[0], expected_line);
  }
  // The rebuilt entry replaces the damaged one.
  EXPECT_TRUE(cache.Store(SampleEntry("key"), &why)) << why;
  EXPECT_TRUE(cache.Load("key").has_value());
  return {reason, log.lines.empty() ? "" : log.lines[0]};
}

TEST(DiskCacheTest, IgnoresAFlippedByte) {
  auto [reason, line] = DamagedLoad([](std::string& bytes) { bytes[bytes.size() / 2] ^= 0x01; });
  EXPECT_EQ(reason, "checksum mismatch");
  EXPECT_TRUE(llvm::StringRef(line).starts_with("dslc: cache: ignoring "));
}

TEST(DiskCacheTest, IgnoresAFlippedByteInTheChecksum) {
  // The checksum follows the magic, the format, the version and the size.
  auto [reason, line] = DamagedLoad(
      [](std::string& bytes) { bytes[8 + 4 + 4 + std::strlen(DSLC_VERSION) + 8 + 1] ^= 0x80; });
  EXPECT_EQ(reason, "checksum mismatch");
}

TEST(DiskCacheTest, IgnoresATruncatedEntry) {
  EXPECT_EQ(DamagedLoad([](std::string& bytes) { bytes.resize(bytes.size() - 1); }).first,
            "truncated");
  EXPECT_EQ(DamagedLoad([](std::string& bytes) { bytes.resize(5); }).first, "truncated");
  EXPECT_EQ(DamagedLoad([](std::string& bytes) { bytes.clear(); }).first, "truncated");
}

TEST(DiskCacheTest, IgnoresTrailingBytes) {
  EXPECT_EQ(DamagedLoad([](std::string& bytes) { bytes += "x"; }).first, "trailing bytes");
}

TEST(DiskCacheTest, IgnoresAnotherFile) {
  EXPECT_EQ(DamagedLoad([](std::string& bytes) { bytes = "#!/bin/sh\necho hello\n"; }).first,
            "not a dslc cache entry");
}

TEST(DiskCacheTest, IgnoresAnotherFormatVersion) {
  // The u32 after the 8-byte magic.
  EXPECT_EQ(DamagedLoad([](std::string& bytes) { bytes[8] += 1; }).first,
            "written by another dslc version");
}

TEST(DiskCacheTest, IgnoresAnotherDslcVersion) {
  TemporaryDirectory dir;
  Logged log;
  DiskCache cache(dir.path(), /*verbose=*/true, log.Sink());
  WriteFile(cache.PathFor("key"), SerializeCacheEntry(SampleEntry("key"), "0.0.1-other"));
  std::string reason;
  EXPECT_FALSE(cache.Load("key", &reason).has_value());
  EXPECT_EQ(reason, "written by another dslc version");
  ASSERT_EQ(log.lines.size(), 1u);
}

TEST(DiskCacheTest, IgnoresAnEntryForAnotherKey) {
  TemporaryDirectory dir;
  Logged log;
  DiskCache cache(dir.path(), /*verbose=*/true, log.Sink());
  // A valid entry for another key in this key's file: a hash collision.
  WriteFile(cache.PathFor("key"), SerializeCacheEntry(SampleEntry("another key")));
  std::string reason;
  EXPECT_FALSE(cache.Load("key", &reason).has_value());
  EXPECT_EQ(reason, "key mismatch");
  ASSERT_EQ(log.lines.size(), 1u);
  EXPECT_EQ(log.lines[0],
            "dslc: cache: ignoring " + cache.PathFor("key") + ": key mismatch; recompiling");
}

TEST(DiskCacheTest, QuietWithoutVerbose) {
  TemporaryDirectory dir;
  Logged log;
  DiskCache cache(dir.path(), /*verbose=*/false, log.Sink());
  WriteFile(cache.PathFor("key"), "garbage");
  EXPECT_FALSE(cache.Load("key").has_value());
  EXPECT_TRUE(log.lines.empty());
}

TEST(DiskCacheTest, SkipsEntriesOwnedByAnotherUser) {
  if (::geteuid() != 0) GTEST_SKIP() << "needs root to give a file to another user";
  TemporaryDirectory dir;
  Logged log;
  DiskCache cache(dir.path(), /*verbose=*/true, log.Sink());
  std::string why;
  ASSERT_TRUE(cache.Store(SampleEntry("key"), &why)) << why;
  if (::chown(cache.PathFor("key").c_str(), 65534, 65534) != 0) {  // nobody
    GTEST_SKIP() << "root here cannot give a file away: " << std::strerror(errno);
  }
  std::string reason;
  EXPECT_FALSE(cache.Load("key", &reason).has_value());
  EXPECT_EQ(reason, "it is owned by uid 65534");
}

// A directory that cannot be used gives one warning and no cache. Root may
// write a mode-0500 directory, so as root the directory is made impossible
// to create instead: below a regular file, and in /proc.
TEST(DiskCacheTest, UnusableDirectoryWarnsOnceAndDisables) {
  TemporaryDirectory dir;
  std::vector<std::string> unusable;
  if (::geteuid() != 0) {
    std::string read_only = dir.path() + "/read-only";
    ASSERT_EQ(::mkdir(read_only.c_str(), 0500), 0);
    unusable.push_back(read_only);
  }
  WriteFile(dir.path() + "/file", "not a directory");
  unusable.push_back(dir.path() + "/file/cache");
  unusable.push_back("/proc/dslc-cache-test");
  for (const std::string& path : unusable) {
    Logged log;
    DiskCache cache(path, /*verbose=*/false, log.Sink());
    EXPECT_FALSE(cache.usable()) << path;
    std::string why;
    EXPECT_FALSE(cache.Store(SampleEntry("key"), &why));
    EXPECT_FALSE(cache.Load("key").has_value());
    ASSERT_EQ(log.lines.size(), 1u) << path;
    EXPECT_NE(log.lines[0].find("(" + cache.problem() + ")"), std::string::npos);
    EXPECT_TRUE(llvm::StringRef(log.lines[0])
                    .starts_with("dslc: warning: kernel cache " + path + " is not usable ("))
        << log.lines[0];
    EXPECT_TRUE(llvm::StringRef(log.lines[0]).ends_with("); continuing without a cache"));
  }
}

constexpr int kCannotDropPrivileges = 10;

// 0: a cache on `path` is unusable from the start, warns once and stores
// nothing; else which of those failed.
int CheckReadOnly(const std::string& path) {
  Logged log;
  DiskCache cache(path, /*verbose=*/false, log.Sink());
  if (cache.usable()) return 1;
  if (log.lines.size() != 1) return 2;
  std::string why;
  if (cache.Store(SampleEntry("key"), &why)) return 3;
  return 0;
}

// Root writes any directory, so as root the check runs in a child process
// that has become the unprivileged user `nobody` (65534).
TEST(DiskCacheTest, ReadOnlyDirectoryIsNoCacheFromTheStart) {
  TemporaryDirectory dir;
  ASSERT_EQ(::chmod(dir.path().c_str(), 0555), 0);
  if (::geteuid() != 0) {
    EXPECT_EQ(CheckReadOnly(dir.path()), 0);
    return;
  }
  pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    if (::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(kCannotDropPrivileges);
    ::_exit(CheckReadOnly(dir.path()));
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  if (WEXITSTATUS(status) == kCannotDropPrivileges) {
    GTEST_SKIP() << "root here cannot become another user to meet a read-only directory";
  }
  EXPECT_EQ(WEXITSTATUS(status), 0) << "1: usable, 2: not one warning, 3: stored";
  std::vector<CacheFile> files;
  std::string error;
  ASSERT_TRUE(ListCacheDirectory(dir.path(), &files, &error)) << error;
  EXPECT_TRUE(files.empty());
}

TEST(DiskCacheTest, DisabledByEnvironment) {
  TemporaryDirectory dir;
  ::setenv("DSLC_DISABLE_CACHE", "1", 1);
  EXPECT_EQ(ProcessDiskCache(dir.path()), nullptr);
  ::unsetenv("DSLC_DISABLE_CACHE");
  DiskCache* cache = ProcessDiskCache(dir.path());
  ASSERT_NE(cache, nullptr);
  EXPECT_EQ(ProcessDiskCache(dir.path()), cache);  // one per process
}

TEST(DiskCacheTest, DefaultDirectoryFromEnvironment) {
  const char* saved = std::getenv("DSLC_CACHE_DIR");
  std::string saved_value = saved ? saved : "";
  ::setenv("DSLC_CACHE_DIR", "/some/where", 1);
  EXPECT_EQ(DefaultCacheDirectory(), "/some/where");
  ::unsetenv("DSLC_CACHE_DIR");
  ::setenv("XDG_CACHE_HOME", "/xdg", 1);
  EXPECT_EQ(DefaultCacheDirectory(), "/xdg/dslc");
  ::unsetenv("XDG_CACHE_HOME");
  ::setenv("HOME", "/home/someone", 1);
  EXPECT_EQ(DefaultCacheDirectory(), "/home/someone/.cache/dslc");
  if (saved) ::setenv("DSLC_CACHE_DIR", saved_value.c_str(), 1);
}

// Eight processes store and load the same (large) entry at once on an empty
// directory: every load finds nothing or the whole entry, never a part.
TEST(DiskCacheTest, ConcurrentProcessesNeverSeeAPartialEntry) {
  TemporaryDirectory dir;
  const std::string directory = dir.path() + "/cache";
  constexpr int kProcesses = 8;
  constexpr int kRounds = 10;
  std::vector<pid_t> children;
  for (int i = 0; i < kProcesses; ++i) {
    pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      int bad = 0;
      CacheEntry entry = SampleEntry("shared key", 1 << 20);
      DiskCache cache(directory, /*verbose=*/true, [&](const std::string&) { ++bad; });
      for (int round = 0; round < kRounds && cache.usable(); ++round) {
        std::optional<CacheEntry> loaded = cache.Load("shared key");
        if (loaded && !SameEntry(*loaded, entry)) ++bad;
        std::string why;
        if (!cache.Store(entry, &why)) ++bad;
      }
      ::_exit(bad == 0 && cache.usable() ? 0 : 1);
    }
    children.push_back(pid);
  }
  for (pid_t pid : children) {
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  Logged log;
  DiskCache cache(directory, /*verbose=*/true, log.Sink());
  std::optional<CacheEntry> final_entry = cache.Load("shared key");
  ASSERT_TRUE(final_entry.has_value());
  EXPECT_TRUE(SameEntry(*final_entry, SampleEntry("shared key", 1 << 20)));
  EXPECT_TRUE(log.lines.empty());
  std::vector<CacheFile> files;
  std::string error;
  ASSERT_TRUE(ListCacheDirectory(directory, &files, &error)) << error;
  EXPECT_EQ(files.size(), 1u);
  // No temporary file is left behind.
  int removed = 0;
  std::error_code ec;
  int names = 0;
  for (llvm::sys::fs::directory_iterator it(directory, ec), end; it != end && !ec;
       it.increment(ec)) {
    ++names;
  }
  EXPECT_EQ(names, 1);
  ASSERT_TRUE(ClearCacheDirectory(directory, &removed, &error)) << error;
  EXPECT_EQ(removed, 1);
}

TEST(DiskCacheTest, ListsAndClears) {
  TemporaryDirectory dir;
  DiskCache cache(dir.path(), /*verbose=*/false, [](const std::string&) {});
  std::string why;
  ASSERT_TRUE(cache.Store(SampleEntry("a"), &why)) << why;
  ASSERT_TRUE(cache.Store(SampleEntry("b"), &why)) << why;
  WriteFile(dir.path() + "/0123.dslck", "garbage");
  WriteFile(dir.path() + "/.0123.dslck.tmp.1.2", "half");
  WriteFile(dir.path() + "/notes.txt", "kept");
  std::vector<CacheFile> files;
  std::string error;
  ASSERT_TRUE(ListCacheDirectory(dir.path(), &files, &error)) << error;
  ASSERT_EQ(files.size(), 3u);
  EXPECT_EQ(files[0].path, dir.path() + "/0123.dslck");
  EXPECT_FALSE(files[0].entry.has_value());
  EXPECT_EQ(files[0].problem, "not a dslc cache entry");
  EXPECT_EQ(files[0].bytes, 7u);
  EXPECT_TRUE(files[1].entry.has_value());
  EXPECT_TRUE(files[2].entry.has_value());
  int removed = 0;
  ASSERT_TRUE(ClearCacheDirectory(dir.path(), &removed, &error)) << error;
  EXPECT_EQ(removed, 3);
  EXPECT_FALSE(llvm::sys::fs::exists(dir.path() + "/.0123.dslck.tmp.1.2"));
  EXPECT_TRUE(llvm::sys::fs::exists(dir.path() + "/notes.txt"));
  files.clear();
  ASSERT_TRUE(ListCacheDirectory(dir.path(), &files, &error)) << error;
  EXPECT_TRUE(files.empty());
}

// A FIFO, a file over kMaxCacheEntryBytes and a symbolic link among the
// entries are listed as unreadable with the reason, without waiting on the
// FIFO or allocating for the large files (sparse, so they take no space).
TEST(DiskCacheTest, ListsFilesThatAreNotEntriesWithoutReadingThem) {
  TemporaryDirectory dir;
  std::string fifo = dir.path() + "/0.dslck";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  ASSERT_TRUE(MakeSparseFile(dir.path() + "/1.dslck", kMaxCacheEntryBytes + 1));
  ASSERT_EQ(::symlink("/dev/zero", (dir.path() + "/2.dslck").c_str()), 0);
  bool huge = MakeSparseFile(dir.path() + "/3.dslck", k15TiB);
  std::vector<CacheFile> files;
  std::string error;
  {
    Deadline deadline(20);
    ASSERT_TRUE(ListCacheDirectory(dir.path(), &files, &error)) << error;
  }
  ASSERT_EQ(files.size(), huge ? 4u : 3u);
  for (const CacheFile& file : files) EXPECT_FALSE(file.entry.has_value()) << file.path;
  EXPECT_EQ(files[0].problem, "it is a FIFO, not a regular file");
  EXPECT_EQ(files[1].problem, "it is 256.0 MiB, more than the 256 MiB allowed");
  EXPECT_EQ(files[1].bytes, kMaxCacheEntryBytes + 1);
  EXPECT_EQ(files[2].problem, "it is a symbolic link");
  if (!huge) GTEST_SKIP() << "this file system cannot hold a 15 TiB sparse file";
  EXPECT_EQ(files[3].problem, "it is 15 TiB, more than the 256 MiB allowed");
  EXPECT_EQ(files[3].bytes, k15TiB);
}

// Load meets a FIFO or a huge file at the key's path: it ignores it at once
// (the kernel is recompiled) and the next Store replaces it.
TEST(DiskCacheTest, LoadIgnoresAFifoOrAHugeFileAtTheKeyPath) {
  TemporaryDirectory dir;
  Logged log;
  DiskCache cache(dir.path(), /*verbose=*/true, log.Sink());
  ASSERT_EQ(::mkfifo(cache.PathFor("fifo").c_str(), 0600), 0);
  ASSERT_TRUE(MakeSparseFile(cache.PathFor("huge"), k15TiB) ||
              MakeSparseFile(cache.PathFor("huge"), kMaxCacheEntryBytes + 1));
  for (const char* key : {"fifo", "huge"}) {
    std::string reason;
    {
      Deadline deadline(20);
      EXPECT_FALSE(cache.Load(key, &reason).has_value()) << key;
    }
    EXPECT_TRUE(reason == "it is a FIFO, not a regular file" ||
                llvm::StringRef(reason).ends_with(", more than the 256 MiB allowed"))
        << reason;
    std::string why;
    ASSERT_TRUE(cache.Store(SampleEntry(key), &why)) << why;
    EXPECT_TRUE(cache.Load(key).has_value()) << key;
  }
  ASSERT_EQ(log.lines.size(), 2u);
  EXPECT_EQ(log.lines[0], "dslc: cache: ignoring " + cache.PathFor("fifo") +
                              ": it is a FIFO, not a regular file; recompiling");
}

// An entry Load would refuse is not written either.
TEST(DiskCacheTest, DoesNotStoreAnEntryOverTheLimit) {
  TemporaryDirectory dir;
  DiskCache cache(dir.path(), /*verbose=*/false, [](const std::string&) {});
  std::string why;
  EXPECT_FALSE(cache.Store(SampleEntry("key", kMaxCacheEntryBytes), &why));
  EXPECT_TRUE(llvm::StringRef(why).ends_with(", more than the 256 MiB a cache entry may be"))
      << why;
  EXPECT_TRUE(cache.usable());
  EXPECT_FALSE(llvm::sys::fs::exists(cache.PathFor("key")));
}

TEST(DiskCacheTest, MissingDirectoryListsEmpty) {
  TemporaryDirectory dir;
  std::vector<CacheFile> files;
  std::string error;
  EXPECT_TRUE(ListCacheDirectory(dir.path() + "/none", &files, &error));
  EXPECT_TRUE(files.empty());
  EXPECT_FALSE(llvm::sys::fs::exists(dir.path() + "/none"));
}

}  // namespace
}  // namespace dslc
