// dslc-gpu-tests: runs every GPU test (or those whose name contains FILTER)
// and prints one line per test and `N passed, N failed[, N skipped]`.
//
//   dslc-gpu-tests [--seed N] [--timeout SECONDS] [--list] [--where] [FILTER]
//
// --list names the tests; --where prints where the kernel files (lang-examples
// and the tests' own) and `dslc` are taken from.
// Without a CUDA driver or GPU every test is skipped and the exit status is
// 0; it is 1 when any test failed. Inputs are random, from a seed drawn per
// run (or --seed / $DSLC_GPU_TEST_SEED); a failure prints the seed.
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <random>
#include <string>
#include <thread>

#include "test/gpu/cache_child.h"
#include "test/gpu/fault_child.h"
#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

struct Options {
  std::string filter;
  uint64_t seed = 0;
  bool seed_given = false;
  int timeout_s = 60;
  bool list = false;
  bool where = false;
};

[[noreturn]] void Usage(const char* message) {
  std::fprintf(stderr,
               "dslc-gpu-tests: %s\nusage: dslc-gpu-tests [--seed N] [--timeout SECONDS] [--list] "
               "[--where] [FILTER]\n",
               message);
  std::exit(2);
}

Options ParseOptions(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if ((arg == "--seed" || arg == "--timeout") && i + 1 < argc) {
      char* end = nullptr;
      unsigned long long value = std::strtoull(argv[++i], &end, 0);
      if (*end) Usage("--seed and --timeout take a number");
      if (arg == "--seed") {
        options.seed = value, options.seed_given = true;
      } else {
        options.timeout_s = static_cast<int>(value);
      }
    } else if (arg == "--list") {
      options.list = true;
    } else if (arg == "--where") {
      options.where = true;
    } else if (arg == "-h" || arg == "--help") {
      Usage("runs the GPU tests");
    } else if (!arg.empty() && arg[0] == '-') {
      Usage(("unknown option " + arg).c_str());
    } else if (options.filter.empty()) {
      options.filter = arg;
    } else {
      Usage("one FILTER at most");
    }
  }
  if (!options.seed_given) {
    if (const char* env = std::getenv("DSLC_GPU_TEST_SEED"); env && *env) {
      options.seed = std::strtoull(env, nullptr, 0);
    } else {
      options.seed =
          (static_cast<uint64_t>(std::random_device()()) << 20) ^
          static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
      options.seed &= (uint64_t{1} << 48) - 1;  // short enough to retype
    }
  }
  return options;
}

// One line per test: newlines of a reason (diagnostics) become " | ".
std::string OneLine(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  std::string line;
  for (char c : text) {
    if (c == '\n') {
      line += " | ";
    } else {
      line += c;
    }
  }
  return line;
}

uint64_t NameHash(const char* name) {
  uint64_t hash = 1469598103934665603ull;  // FNV-1a
  for (; *name; ++name) hash = (hash ^ static_cast<unsigned char>(*name)) * 1099511628211ull;
  return hash;
}

// Ends a run whose test hangs (a kernel that never finishes): the test
// fails, the rest are reported as not run.
class Watchdog {
 public:
  Watchdog(int timeout_s, std::vector<const TestCase*> tests, int* passed, int* failed,
           int* skipped)
      : timeout_s_(timeout_s),
        tests_(std::move(tests)),
        passed_(passed),
        failed_(failed),
        skipped_(skipped),
        thread_([this] { Watch(); }) {}
  ~Watchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    wake_.notify_one();
    thread_.join();
  }
  void Start(size_t index, uint64_t seed) {
    std::lock_guard<std::mutex> lock(mutex_);
    index_ = index;
    seed_ = seed;
    deadline_ = std::chrono::steady_clock::now() + std::chrono::seconds(timeout_s_);
    running_ = true;
    wake_.notify_one();
  }
  // Prints under the watchdog's lock, so a timeout never interleaves.
  void Finish(const std::string& line) {
    std::lock_guard<std::mutex> lock(mutex_);
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    running_ = false;
  }

 private:
  void Watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!done_) {
      if (!running_) {
        wake_.wait(lock);
        continue;
      }
      if (wake_.wait_until(lock, deadline_) != std::cv_status::timeout || !running_) continue;
      if (std::chrono::steady_clock::now() < deadline_) continue;
      std::printf("FAIL %s: timed out after %d s (seed %llu)\n", tests_[index_]->name, timeout_s_,
                  static_cast<unsigned long long>(seed_));
      ++*failed_;
      for (size_t i = index_ + 1; i < tests_.size(); ++i) {
        std::printf("SKIP %s: not run (an earlier test hung)\n", tests_[i]->name);
        ++*skipped_;
      }
      std::printf("%d passed, %d failed, %d skipped\n", *passed_, *failed_, *skipped_);
      std::fflush(stdout);
      _exit(1);
    }
  }

  int timeout_s_;
  std::vector<const TestCase*> tests_;
  int* passed_;
  int* failed_;
  int* skipped_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  bool running_ = false;
  size_t index_ = 0;
  uint64_t seed_ = 0;
  std::chrono::steady_clock::time_point deadline_;
  std::thread thread_;
};

int RunAll(const Options& options) {
  std::vector<const TestCase*> tests;
  for (const TestCase& test : Registry()) {
    if (std::strstr(test.name, options.filter.c_str())) tests.push_back(&test);
  }
  if (options.where) {
    std::printf("lang-examples: %s\ntest kernels: %s\ndslc: %s/dslc\n", ExamplesDir().c_str(),
                TestKernelsDir().c_str(), BinDir().c_str());
    return 0;
  }
  if (options.list) {
    for (const TestCase* test : tests) std::printf("%s\n", test->name);
    return 0;
  }
  int passed = 0, failed = 0, skipped = 0;
  std::string no_gpu;
  if (!Device::DriverAvailable(&no_gpu)) {
    no_gpu = "no CUDA driver: " + no_gpu;
  } else {
    try {
      if (Device::Count() == 0) no_gpu = "the CUDA driver sees no GPU";
    } catch (const Error& error) {
      no_gpu = error.what();
    }
  }
  if (!no_gpu.empty()) {
    for (const TestCase* test : tests)
      std::printf("SKIP %s: %s\n", test->name, OneLine(no_gpu).c_str());
    skipped = static_cast<int>(tests.size());
  } else {
    Watchdog watchdog(options.timeout_s, tests, &passed, &failed, &skipped);
    for (size_t i = 0; i < tests.size(); ++i) {
      const TestCase& test = *tests[i];
      uint64_t seed = options.seed;
      Random().seed(seed ^ NameHash(test.name));
      TakeNotes();
      watchdog.Start(i, seed);
      std::string line;
      auto failure = [&](const std::string& reason) {
        ++failed;
        line = "FAIL " + std::string(test.name) + ": " + OneLine(reason) + " (seed " +
               std::to_string(seed) + "; rerun: dslc-gpu-tests --seed " + std::to_string(seed) +
               " " + test.name + ")";
      };
      try {
        test.function();
        ++passed;
        std::string notes = TakeNotes();
        line = "PASS " + std::string(test.name) + (notes.empty() ? "" : ": " + OneLine(notes));
      } catch (const Skipped& skip) {
        ++skipped;
        line = "SKIP " + std::string(test.name) + ": " + OneLine(skip.what());
      } catch (const Failure& failure_) {
        failure(failure_.what());
      } catch (const CompileError& error) {
        failure(std::string("CompileError: ") + error.what());
      } catch (const CudaError& error) {
        failure(std::string("CudaError: ") + error.what());
      } catch (const Error& error) {
        failure(std::string("dslc::Error: ") + error.what());
      } catch (const std::exception& error) {
        failure(std::string("exception: ") + error.what());
      }
      watchdog.Finish(line);
    }
  }
  if (passed == 0 && failed == 0 && skipped > 0) {
    // Say plainly that nothing ran, rather than a count of zero passes.
    std::printf("GPU tests not run: all %d skipped\n", skipped);
  } else {
    std::printf("%d passed, %d failed", passed, failed);
    if (skipped > 0) std::printf(", %d skipped", skipped);
    std::printf("\n");
  }
  return failed > 0 ? 1 : 0;
}

}  // namespace
}  // namespace dslc::gpu_test

int main(int argc, char** argv) {
  // A child process of the disk-cache or GPU-fault tests, not a test run.
  if (argc > 1 && std::strcmp(argv[1], dslc::gpu_test::kCacheChildFlag) == 0)
    return dslc::gpu_test::RunCacheChild(argc, argv);
  if (argc > 1 && std::strcmp(argv[1], dslc::gpu_test::kFaultChildFlag) == 0)
    return dslc::gpu_test::RunFaultChild();
  return dslc::gpu_test::RunAll(dslc::gpu_test::ParseOptions(argc, argv));
}
