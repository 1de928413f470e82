// The runner's hidden child mode for the disk-cache tests: a fresh process
// that compiles (or loads from the cache) lang-examples/grid_sync.py's
// `two_phase` through the C++ API, launches it, checks the result and prints
// what CompiledInfo said:
//
//   dslc-gpu-tests --cache-child CACHE_DIR cache|no-cache
//
// prints one line
//
//   cache-child: from_cache=1 compile_ms=0 registers=R static_shared=S max_threads=T
//   cooperative=1 entry=NAME result=right path=PATH
//
// (on one line) and exits 0, or `cache-child: error: ...` and exits 1.
#pragma once

#include <string>

namespace dslc::gpu_test {

inline constexpr char kCacheChildFlag[] = "--cache-child";

// Runs the child mode; argv[1] is kCacheChildFlag. Returns the exit status.
int RunCacheChild(int argc, char** argv);

struct CacheChildReport {
  bool from_cache = false;
  double compile_ms = -1;
  int registers = -1;
  long static_shared_bytes = -1;
  int max_threads_per_block = -1;
  bool cooperative = false;
  std::string entry;
  std::string result;
  std::string cache_path;
};

// Reads the child's line from its output; fails the test (naming `command`)
// when it is not there.
CacheChildReport ParseCacheChildReport(const std::string& output, const std::string& command);

}  // namespace dslc::gpu_test
