// The disk cache seen from fresh processes: `dslc run` (the runtime JIT, as
// any user gets it) and this runner's own child mode (the C++ API), each with
// DSLC_CACHE_DIR in a temporary directory and DSLC_VERBOSE=1, whose lines
// say what happened:
//
//   dslc: cache: miss `KERNEL` (SIGNATURE) for sm_XX: compiled in N.NN ms, stored PATH
//   dslc: cache: hit `KERNEL` (SIGNATURE) for sm_XX: PATH
//   dslc: cache: ignoring PATH: REASON; recompiling
//
// A hit proves nothing was compiled: the entry file is the same inode with
// the same modification time afterwards, and the API reports from_cache with
// compile_ms 0.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <functional>

#include "test/gpu/cache_child.h"
#include "test/gpu/gpu_test.h"
#include "test/gpu/process.h"
#include "test/gpu/saxpy_run.h"

namespace dslc::gpu_test {
namespace {

const char kTwoPhaseSignature[] = "int64[::1], int64[::1]";
const char kSaxpySignature[] = "float32, float32[::1], float32[::1]";

std::string Arch() { return TheDevice().properties().arch; }

// The environment of a child using `cache_dir`, whatever this runner's is.
EnvironmentChanges CacheEnvironment(const std::string& cache_dir, bool verbose = true) {
  return {"DSLC_CACHE_DIR=" + cache_dir, verbose ? "DSLC_VERBOSE=1" : "DSLC_VERBOSE",
          "DSLC_DISABLE_CACHE"};
}

// The one line of `output` that starts with `prefix`; fails when there is
// none or more than one.
std::string OnlyLineStartingWith(const std::string& output, const std::string& prefix,
                                 const std::string& when) {
  std::string found;
  int count = 0;
  size_t start = 0;
  while (start < output.size()) {
    size_t end = output.find('\n', start);
    if (end == std::string::npos) end = output.size();
    std::string line = output.substr(start, end - start);
    if (line.starts_with(prefix)) found = line, ++count;
    start = end + 1;
  }
  if (count != 1)
    Fail(when + ": expected one line starting with `" + prefix + "`, found " +
         std::to_string(count) + " in: " + output);
  return found;
}

// `dslc: cache: miss ...`: checks the line and returns the stored PATH.
std::string MissPath(const ProcessResult& run, const std::string& kernel,
                     const std::string& signature, const std::string& when) {
  std::string prefix =
      "dslc: cache: miss `" + kernel + "` (" + signature + ") for " + Arch() + ": compiled in ";
  std::string line = OnlyLineStartingWith(run.output, prefix, when);
  size_t stored = line.find(" ms, stored ");
  if (stored == std::string::npos) Fail(when + ": no ` ms, stored PATH` in `" + line + "`");
  return line.substr(stored + std::strlen(" ms, stored "));
}

// `dslc: cache: hit ...`: checks the line and returns the entry's PATH.
std::string HitPath(const ProcessResult& run, const std::string& kernel,
                    const std::string& signature, const std::string& when) {
  std::string prefix = "dslc: cache: hit `" + kernel + "` (" + signature + ") for " + Arch() + ": ";
  return OnlyLineStartingWith(run.output, prefix, when).substr(prefix.size());
}

void ExpectNo(const ProcessResult& run, const std::string& text, const std::string& when) {
  if (run.output.find(text) != std::string::npos)
    Fail(when + ": expected no `" + text + "`, got: " + run.output);
}

// PATH is `<cache_dir>/<32 hex digits>.dslck`, a file there.
void ExpectEntryPath(const std::string& path, const std::string& cache_dir) {
  std::string name = path.substr(path.rfind('/') + 1);
  bool hex = name.size() == 32 + 6 && name.ends_with(".dslck") &&
             name.find_first_not_of("0123456789abcdef") == 32;
  if (path != cache_dir + "/" + name || !hex)
    Fail("the entry is " + path + ", expected " + cache_dir + "/<32 hex digits>.dslck");
  if (access(path.c_str(), R_OK) != 0) Fail("the entry " + path + " is not there");
}

// The names in `cache_dir` are exactly `expected` (no temporary files).
void ExpectDirectoryHolds(const std::string& cache_dir, const std::vector<std::string>& expected) {
  std::vector<std::string> names = ListDirectory(cache_dir);
  if (names == expected) return;
  std::string have, want;
  for (const std::string& name : names) have += " " + name;
  for (const std::string& name : expected) want += " " + name;
  Fail(cache_dir + " holds [" + have + " ], expected [" + want + " ]");
}

std::string BaseName(const std::string& path) { return path.substr(path.rfind('/') + 1); }

// ----------------------------------------------- grid_sync.py: two_phase

// `dslc run lang-examples/grid_sync.py --kernel two_phase` on x and y of n
// int64 (poisoned with -1: what the kernel does not write shows), one block
// per SM, so the cooperative grid fits.
struct TwoPhaseRun {
  std::string dir;
  int64_t n;

  void WriteInputs() const {
    std::vector<int64_t> poison(static_cast<size_t>(n), -1);
    WriteNpy(dir + "/x.npy", NpyOf(poison));
    WriteNpy(dir + "/y.npy", NpyOf(poison));
  }
  std::vector<std::string> Argv(const std::string& out) const {
    return {Dslc(),
            "run",
            ExamplesDir() + "/grid_sync.py",
            "--kernel",
            "two_phase",
            "--grid",
            std::to_string(TheDevice().properties().multiprocessors),
            "--block",
            "256",
            dir + "/x.npy",
            dir + "/y.npy",
            "--out",
            out};
  }
  ProcessResult Run(const std::string& cache_dir, const std::string& out) const {
    std::vector<std::string> argv = Argv(out);
    ProcessResult run = RunProcess(argv, CacheEnvironment(cache_dir));
    ExpectSuccess(argv, run);
    ExpectNo(run, "dslc: warning:", Command(argv));
    return run;
  }
  void CheckOutputs(const std::string& out) const {
    std::vector<int64_t> x_ref(static_cast<size_t>(n)), y_ref(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) x_ref[i] = i * i;
    for (int64_t i = 0; i < n; ++i) y_ref[i] = x_ref[i] + x_ref[(i + 1) % n];
    EXPECT_ALL_EQ(Int64sOf(ReadNpy(out + "/x.npy")), x_ref);
    EXPECT_ALL_EQ(Int64sOf(ReadNpy(out + "/y.npy")), y_ref);
  }
};

struct FileIdentity {
  ino_t inode = 0;
  struct timespec modified = {};
  bool operator==(const FileIdentity& other) const {
    return inode == other.inode && modified.tv_sec == other.modified.tv_sec &&
           modified.tv_nsec == other.modified.tv_nsec;
  }
};

FileIdentity IdentityOf(const std::string& path) {
  struct stat info;
  if (stat(path.c_str(), &info) != 0) Fail("cannot stat " + path);
  return {info.st_ino, info.st_mtim};
}

// Must-show 1: a grid-sync kernel compiled into an empty cache by one
// process, then launched from the cache by a fresh one, both right.
GPU_TEST(cache_grid_sync_across_processes) {
  TempDir work;
  std::string cache = work.path() + "/cache";  // not there yet: dslc creates it
  TwoPhaseRun two_phase{work.path(), RandomInt(200000, 300000) | 1};
  two_phase.WriteInputs();

  ProcessResult first = two_phase.Run(cache, work.path() + "/out1");
  std::string path = MissPath(first, "two_phase", kTwoPhaseSignature, "first process");
  ExpectNo(first, "dslc: cache: hit", "first process");
  ExpectNo(first, "dslc: cache: ignoring", "first process");
  ExpectEntryPath(path, cache);
  ExpectDirectoryHolds(cache, {BaseName(path)});
  struct stat info;
  if (stat(cache.c_str(), &info) != 0) Fail("no cache directory " + cache);
  if ((info.st_mode & 0777) != 0700) {
    char mode[8];
    std::snprintf(mode, sizeof mode, "%03o", info.st_mode & 0777);
    Fail(cache + " has mode " + mode + ", expected 700 (private to the user)");
  }
  two_phase.CheckOutputs(work.path() + "/out1");
  FileIdentity stored = IdentityOf(path);

  ProcessResult second = two_phase.Run(cache, work.path() + "/out2");
  EXPECT_EQ(HitPath(second, "two_phase", kTwoPhaseSignature, "second process"), path);
  ExpectNo(second, "dslc: cache: miss", "second process");
  ExpectNo(second, "dslc: cache: ignoring", "second process");
  two_phase.CheckOutputs(work.path() + "/out2");
  // Nothing rewrote the entry.
  EXPECT_TRUE(IdentityOf(path) == stored);
  ExpectDirectoryHolds(cache, {BaseName(path)});
  Note("grid sync from the cache in a fresh process: right; entry " + BaseName(path));
}

// The C++ API in fresh processes (this runner's child mode): the first
// compiles and stores, the second loads from the cache (from_cache, compile_ms
// 0) with the same metadata, and use_cache = false compiles without it.
// ProgramOptions::cache_dir wins over DSLC_CACHE_DIR.
GPU_TEST(cache_api_from_cache_in_new_process) {
  TempDir work;
  std::string cache = work.path() + "/cache", other = work.path() + "/other";
  auto run_child = [&](bool use_cache) {
    std::vector<std::string> argv = {SelfExecutable(), kCacheChildFlag, cache,
                                     use_cache ? "cache" : "no-cache"};
    ProcessResult run = RunProcess(argv, CacheEnvironment(other));
    ExpectSuccess(argv, run);
    return ParseCacheChildReport(run.output, Command(argv));
  };
  CacheChildReport compiled = run_child(true);
  EXPECT_EQ(compiled.result, std::string("right"));
  EXPECT_EQ(compiled.from_cache, false);
  EXPECT_TRUE(compiled.compile_ms > 0);
  ExpectEntryPath(compiled.cache_path, cache);

  CacheChildReport cached = run_child(true);
  EXPECT_EQ(cached.result, std::string("right"));
  EXPECT_EQ(cached.from_cache, true);
  EXPECT_EQ(cached.compile_ms, 0.0);
  EXPECT_EQ(cached.cache_path, compiled.cache_path);
  // The metadata survives the round trip.
  EXPECT_EQ(cached.cooperative, true);
  EXPECT_EQ(cached.registers, compiled.registers);
  EXPECT_TRUE(cached.registers > 0);
  EXPECT_EQ(cached.static_shared_bytes, compiled.static_shared_bytes);
  EXPECT_EQ(cached.max_threads_per_block, compiled.max_threads_per_block);
  EXPECT_EQ(cached.entry, compiled.entry);
  EXPECT_TRUE(ListDirectory(other).empty());

  CacheChildReport uncached = run_child(false);
  EXPECT_EQ(uncached.result, std::string("right"));
  EXPECT_EQ(uncached.from_cache, false);
  EXPECT_TRUE(uncached.compile_ms > 0);
  EXPECT_EQ(uncached.cache_path, std::string());
  char compile_ms[32];
  std::snprintf(compile_ms, sizeof compile_ms, "%.2f", compiled.compile_ms);
  Note(std::string("child 1 compiled in ") + compile_ms + " ms; child 2 from the cache, " +
       std::to_string(cached.registers) + " registers");
}

// ---------------------------------------------------- saxpy.py: saxpy (SaxpyRun)

// `dslc cache list` with DSLC_CACHE_DIR=cache_dir.
std::string CacheList(const std::string& cache_dir) {
  std::vector<std::string> argv = {Dslc(), "cache", "list"};
  ProcessResult list = RunProcess(argv, CacheEnvironment(cache_dir, false));
  ExpectSuccess(argv, list);
  return list.output;
}

// Must-show 3: 8 processes compile the same kernel at once into an empty
// cache. Each succeeds with the right result, none sees a half-written entry
// (no `ignoring`), and one valid entry is left, with no temporary files.
GPU_TEST(cache_concurrent_processes) {
  TempDir work;
  std::string cache = work.path() + "/cache";
  SaxpyRun saxpy(work.path(), RandomInt(100000, 120000) | 1);
  constexpr int kProcesses = 8;
  std::vector<ChildProcess> children;
  children.reserve(kProcesses);
  for (int i = 0; i < kProcesses; ++i) {
    std::string out = work.path() + "/out" + std::to_string(i);
    children.emplace_back(saxpy.Argv(out), CacheEnvironment(cache),
                          work.path() + "/log" + std::to_string(i) + ".txt");
  }
  int misses = 0, hits = 0;
  std::string entry;
  for (int i = 0; i < kProcesses; ++i) {
    ProcessResult run = children[i].Wait();
    std::string which = "process " + std::to_string(i);
    ExpectSuccess(saxpy.Argv(work.path() + "/out" + std::to_string(i)), run);
    ExpectNo(run, "dslc: cache: ignoring", which);
    ExpectNo(run, "dslc: warning:", which);
    std::string path;
    if (run.output.find("dslc: cache: miss") != std::string::npos) {
      path = MissPath(run, "saxpy", kSaxpySignature, which);
      ++misses;
    } else {
      path = HitPath(run, "saxpy", kSaxpySignature, which);
      ++hits;
    }
    if (!entry.empty() && path != entry) Fail(which + " used " + path + ", others " + entry);
    entry = path;
    saxpy.CheckOutput(work.path() + "/out" + std::to_string(i));
  }
  ExpectEntryPath(entry, cache);
  ExpectDirectoryHolds(cache, {BaseName(entry)});
  std::string list = CacheList(cache);
  std::string expected = "saxpy (" + std::string(kSaxpySignature) + ") " + Arch() + " ";
  if (CountOf(list, "\n") != 1 || !list.starts_with(expected) ||
      list.find(entry) == std::string::npos)
    Fail("`dslc cache list` printed `" + list + "`, expected one line `" + expected + "BYTES " +
         entry + "`");
  Note(std::to_string(misses) + " compiled, " + std::to_string(hits) + " from the cache");
}

// How an entry is damaged, and the reason the next process gives.
struct Corruption {
  const char* what;
  std::string reason;
  std::function<void(const std::string& path)> apply;
};

// The version in `dslc --version` (`dslc 0.1.0 (LLVM ...)`).
std::string DslcVersion() {
  std::vector<std::string> argv = {Dslc(), "--version"};
  ProcessResult run = RunProcess(argv);
  ExpectSuccess(argv, run);
  std::string text = run.output.substr(0, run.output.find('\n'));
  if (!text.starts_with("dslc ")) Fail("`dslc --version` printed " + run.output);
  return text.substr(5, text.find(' ', 5) - 5);
}

std::vector<Corruption> Corruptions() {
  std::vector<Corruption> corruptions = {
      {"one byte flipped", "checksum mismatch",
       [](const std::string& path) {
         std::string bytes = ReadWholeFile(path);
         bytes[bytes.size() * 3 / 4] ^= 0x20;
         WriteWholeFile(path, bytes);
       }},
      {"truncated to half", "truncated",
       [](const std::string& path) {
         std::string bytes = ReadWholeFile(path);
         WriteWholeFile(path, bytes.substr(0, bytes.size() / 2));
       }},
      {"another dslc version", "written by another dslc version",
       [](const std::string& path) {
         // The first copy of the version string is the header's.
         std::string version = DslcVersion(), bytes = ReadWholeFile(path);
         size_t at = bytes.find(version);
         if (at == std::string::npos) Fail(path + " does not hold the version `" + version + "`");
         char& last = bytes[at + version.size() - 1];
         last = last == '9' ? '8' : '9';
         WriteWholeFile(path, bytes);
       }},
  };
  // Only root can give an entry to another user.
  if (geteuid() == 0) {
    corruptions.push_back(
        {"owned by another user", "it is owned by uid 65534", [](const std::string& path) {
           if (chown(path.c_str(), 65534, 65534) != 0)
             Fail("chown " + path + " failed: " + std::strerror(errno));
         }});
  }
  return corruptions;
}

// Must-show 3: a damaged entry is ignored with its reason, the kernel is
// recompiled with the right result, and the rewritten entry is valid (the
// next process hits it).
GPU_TEST(cache_corrupt_entries_recompiled) {
  TempDir work;
  std::string cache = work.path() + "/cache";
  SaxpyRun saxpy(work.path(), RandomInt(100000, 120000) | 1);
  ProcessResult first = saxpy.Run(CacheEnvironment(cache), work.path() + "/out");
  std::string path = MissPath(first, "saxpy", kSaxpySignature, "first process");
  saxpy.CheckOutput(work.path() + "/out");
  int round = 0;
  std::string done;
  for (const Corruption& corruption : Corruptions()) {
    corruption.apply(path);
    std::string out = work.path() + "/out" + std::to_string(++round);
    std::string when = std::string("after the entry was ") + corruption.what;
    ProcessResult damaged = saxpy.Run(CacheEnvironment(cache), out);
    OnlyLineStartingWith(
        damaged.output,
        "dslc: cache: ignoring " + path + ": " + corruption.reason + "; recompiling", when);
    EXPECT_EQ(MissPath(damaged, "saxpy", kSaxpySignature, when), path);
    saxpy.CheckOutput(out);

    ProcessResult again = saxpy.Run(CacheEnvironment(cache), out);
    EXPECT_EQ(HitPath(again, "saxpy", kSaxpySignature, when + ", then rewritten"), path);
    ExpectNo(again, "dslc: cache: ignoring", when + ", then rewritten");
    saxpy.CheckOutput(out);
    ExpectDirectoryHolds(cache, {BaseName(path)});
    done += (done.empty() ? "" : ", ") + std::string(corruption.what);
  }
  if (geteuid() != 0) done += " (not root: an entry of another user not tried)";
  Note(done);
}

// A cache directory that cannot be used: one warning, then the kernel runs
// without a cache. As root, permissions do not stop writes, so a regular
// file stands in for the directory (and a path below one).
GPU_TEST(cache_unusable_directory) {
  TempDir work;
  SaxpyRun saxpy(work.path(), RandomInt(100000, 120000) | 1);
  std::string file = work.path() + "/not-a-directory";
  WriteWholeFile(file, "a regular file\n");
  std::vector<std::pair<std::string, std::string>> cases = {
      {"a regular file", file}, {"a path below a regular file", file + "/cache"}};
  std::string readonly = work.path() + "/read-only";
  if (geteuid() != 0) {
    if (mkdir(readonly.c_str(), 0700) != 0 || chmod(readonly.c_str(), 0500) != 0)
      Fail("cannot make " + readonly + " read-only");
    cases.push_back({"a read-only directory (0500)", readonly});
    cases.push_back({"a directory below a read-only one", readonly + "/cache"});
  }
  std::string done;
  int round = 0;
  for (const auto& [what, dir] : cases) {
    std::string out = work.path() + "/out" + std::to_string(++round);
    ProcessResult run = saxpy.Run(CacheEnvironment(dir, false), out);
    std::string prefix = "dslc: warning: kernel cache " + dir + " is not usable (";
    std::string line = OnlyLineStartingWith(run.output, prefix, "DSLC_CACHE_DIR " + what);
    if (!line.ends_with("); continuing without a cache"))
      Fail("the warning for " + what + " is `" + line + "`");
    EXPECT_EQ(CountOf(run.output, "warning:"), size_t{1});
    saxpy.CheckOutput(out);
    done += (done.empty() ? "" : ", ") + what;
  }
  if (geteuid() != 0) {
    EXPECT_TRUE(ListDirectory(readonly).empty());
  } else {
    done += " (root: no read-only directory case)";
  }
  EXPECT_EQ(ReadWholeFile(file), std::string("a regular file\n"));
  Note(done);
}

// DSLC_DISABLE_CACHE=1: no cache lines, no directory entries.
GPU_TEST(cache_disabled_by_environment) {
  TempDir work;
  std::string cache = work.path() + "/cache";
  SaxpyRun saxpy(work.path(), RandomInt(100000, 120000) | 1);
  ProcessResult run = saxpy.Run(
      {"DSLC_CACHE_DIR=" + cache, "DSLC_VERBOSE=1", "DSLC_DISABLE_CACHE=1"}, work.path() + "/out");
  ExpectNo(run, "dslc: cache:", "DSLC_DISABLE_CACHE=1");
  ExpectNo(run, "warning:", "DSLC_DISABLE_CACHE=1");
  saxpy.CheckOutput(work.path() + "/out");
  EXPECT_TRUE(ListDirectory(cache).empty());
}

}  // namespace
}  // namespace dslc::gpu_test
