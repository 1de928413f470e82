#include "bench/first_launch.h"

#include <spawn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "bench/examples.h"
#include "dslc/runtime.h"

extern char** environ;

namespace dslc_bench {

int64_t MonotonicNs() {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return int64_t{now.tv_sec} * 1000000000 + now.tv_nsec;
}

namespace {

constexpr char kSpawnVariable[] = "DSLC_BENCH_SPAWN_NS";
// Repetitions stop being added once this much time has gone, so the mode
// stays near a minute on a GPU whose context takes long to create.
constexpr double kBudgetSeconds = 50;

double Ms(int64_t from_ns, int64_t to_ns) { return static_cast<double>(to_ns - from_ns) / 1e6; }

// The table, made once: KernelRuns point into it.
const std::vector<ExampleKernel>& Examples() {
  static const std::vector<ExampleKernel> examples = ExampleKernels();
  return examples;
}

const ExampleKernel* FindExample(const std::string& file, const std::string& kernel) {
  for (const ExampleKernel& example : Examples()) {
    if (file == example.file && kernel == example.kernel) return &example;
  }
  return nullptr;
}

// ------------------------------------------------------------- the child

void RunChild(const ExampleKernel& example, int64_t spawn_ns, int64_t main_ns) {
  dslc::Device device = dslc::Device::Get(0);
  device.MakeCurrent();
  int64_t cuda_ns = MonotonicNs();
  dslc::Program program = dslc::Program::Load(ExamplesDir() + "/" + example.file);
  dslc::Kernel kernel = program.kernel(example.kernel);
  int64_t load_ns = MonotonicNs();
  std::vector<dslc::DeviceArray> arrays;
  std::vector<dslc::Arg> args = MakeArgs(example.params, &arrays);
  device.Synchronize();
  int64_t args_ns = MonotonicNs();
  dslc::CompiledInfo info = kernel.Compile(args);
  int64_t compile_ns = MonotonicNs();
  kernel.Launch(dslc::LaunchConfig{example.grid, example.block, example.shared_bytes, nullptr},
                args);
  device.Synchronize();
  int64_t done_ns = MonotonicNs();
  std::printf(
      "first-launch-child: start=%.4f cuda=%.4f load=%.4f args=%.4f compile=%.4f launch=%.4f "
      "from_cache=%d compile_ms=%.4f arch=%s\n",
      Ms(spawn_ns, main_ns), Ms(main_ns, cuda_ns), Ms(cuda_ns, load_ns), Ms(load_ns, args_ns),
      Ms(args_ns, compile_ns), Ms(compile_ns, done_ns), info.from_cache ? 1 : 0, info.compile_ms,
      device.properties().arch.c_str());
}

}  // namespace

int FirstLaunchChild(int argc, char** argv, int64_t main_ns) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: dslc-bench %s FILE KERNEL\n", kFirstLaunchChildFlag);
    return 2;
  }
  const ExampleKernel* example = FindExample(argv[2], argv[3]);
  if (!example) {
    std::printf("first-launch-child: error: no example kernel %s %s\n", argv[2], argv[3]);
    return 2;
  }
  const char* spawn = std::getenv(kSpawnVariable);
  int64_t spawn_ns = spawn ? std::strtoll(spawn, nullptr, 10) : main_ns;
  try {
    RunChild(*example, spawn_ns, main_ns);
    return 0;
  } catch (const std::exception& error) {
    std::string text = error.what();
    std::replace(text.begin(), text.end(), '\n', ' ');
    std::printf("first-launch-child: error: %s\n", text.c_str());
    return 1;
  }
}

namespace {

// ------------------------------------------------------------ the parent

struct ChildTimes {
  double start = 0, cuda = 0, load = 0, args = 0, compile = 0, launch = 0;
  bool from_cache = false;
  double compile_ms = 0;
  std::string arch;

  // Spawn -> the kernel finished.
  double Total() const { return start + cuda + load + args + compile + launch; }
  // What dslc adds to a program that has its CUDA context and arrays.
  double DslcPart() const { return load + compile + launch; }
};

std::optional<ChildTimes> ParseChild(const std::string& output) {
  size_t at = output.find("first-launch-child: start=");
  if (at == std::string::npos) return std::nullopt;
  ChildTimes times;
  int from_cache = 0;
  char arch[32] = {};
  int fields = std::sscanf(output.c_str() + at,
                           "first-launch-child: start=%lf cuda=%lf load=%lf args=%lf compile=%lf "
                           "launch=%lf from_cache=%d compile_ms=%lf arch=%31s",
                           &times.start, &times.cuda, &times.load, &times.args, &times.compile,
                           &times.launch, &from_cache, &times.compile_ms, arch);
  if (fields != 9) return std::nullopt;
  times.from_cache = from_cache != 0;
  times.arch = arch;
  return times;
}

// The environment for a child: this one's, with the cache directory, the
// driver's cache off and a placeholder for the spawn time (filled in at the
// last moment, so building this is not counted).
std::vector<std::string> ChildEnvironment(const std::string& cache_dir) {
  std::vector<std::string> entries;
  const char* replaced[] = {"DSLC_CACHE_DIR=", "DSLC_DISABLE_CACHE=", "DSLC_VERBOSE=",
                            "CUDA_CACHE_DISABLE=", "DSLC_BENCH_SPAWN_NS="};
  for (char** entry = environ; *entry; ++entry) {
    std::string text = *entry;
    if (std::none_of(std::begin(replaced), std::end(replaced),
                     [&](const char* name) { return text.starts_with(name); }))
      entries.push_back(text);
  }
  entries.push_back("DSLC_CACHE_DIR=" + cache_dir);
  entries.push_back("CUDA_CACHE_DISABLE=1");
  entries.push_back(std::string(kSpawnVariable) + "=" + std::string(20, '0'));
  return entries;
}

// Runs one child to completion; its times, or nothing with `error` set.
std::optional<ChildTimes> RunChildProcess(const std::string& exe, const ExampleKernel& example,
                                          const std::string& cache_dir, std::string* error) {
  std::vector<std::string> environment = ChildEnvironment(cache_dir);
  std::vector<std::string> argv = {exe, kFirstLaunchChildFlag, example.file, example.kernel};
  std::vector<char*> args, env;
  for (std::string& arg : argv) args.push_back(arg.data());
  args.push_back(nullptr);
  for (std::string& entry : environment) env.push_back(entry.data());
  env.push_back(nullptr);
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) {
    *error = "pipe failed";
    return std::nullopt;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 2);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[1]);
  // The spawn time, written into the placeholder the child will read.
  std::string& spawn_entry = environment.back();
  std::snprintf(spawn_entry.data() + spawn_entry.size() - 20, 21, "%020lld",
                static_cast<long long>(MonotonicNs()));
  pid_t pid = -1;
  int spawned = posix_spawn(&pid, exe.c_str(), &actions, nullptr, args.data(), env.data());
  posix_spawn_file_actions_destroy(&actions);
  close(pipe_fds[1]);
  std::string output;
  char buffer[4096];
  ssize_t got;
  while ((got = read(pipe_fds[0], buffer, sizeof buffer)) > 0)
    output.append(buffer, static_cast<size_t>(got));
  close(pipe_fds[0]);
  if (spawned != 0) {
    *error = std::string("posix_spawn failed: ") + std::strerror(spawned);
    return std::nullopt;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  std::optional<ChildTimes> times = ParseChild(output);
  if (!times || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    while (!output.empty() && output.back() == '\n') output.pop_back();
    *error = "the child failed: " + output;
    return std::nullopt;
  }
  return times;
}

std::string NewTempDir() {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/dslc-first-launch-XXXXXX";
  if (!mkdtemp(pattern.data())) throw dslc::Error("mkdtemp failed for " + pattern);
  return pattern;
}

double Median(std::vector<double> values) {
  if (values.empty()) return NAN;
  std::sort(values.begin(), values.end());
  size_t middle = values.size() / 2;
  return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

// Every repetition of one kernel.
struct KernelRuns {
  const ExampleKernel* example;
  std::vector<ChildTimes> cold, warm;
  std::string error;  // the first failure
};

// One cold child on a new empty directory, then one warm child on it.
void RunPair(const std::string& exe, KernelRuns* runs) {
  std::string dir = NewTempDir();
  std::string error;
  if (std::optional<ChildTimes> cold = RunChildProcess(exe, *runs->example, dir, &error)) {
    runs->cold.push_back(*cold);
    if (std::optional<ChildTimes> warm = RunChildProcess(exe, *runs->example, dir, &error))
      runs->warm.push_back(*warm);
  }
  if (!error.empty() && runs->error.empty()) runs->error = error;
  std::error_code ignored;
  std::filesystem::remove_all(dir, ignored);
}

template <typename Field>
double MedianOf(const std::vector<ChildTimes>& runs, Field field) {
  std::vector<double> values;
  for (const ChildTimes& times : runs) values.push_back(field(times));
  return Median(values);
}

std::string Cell(double ms) {
  if (std::isnan(ms)) return "-";
  char text[32];
  std::snprintf(text, sizeof text, ms < 10 ? "%.2f" : "%.1f", ms);
  return text;
}

// Prints the table; returns whether every child ran and every warm one hit.
bool PrintTable(const std::vector<KernelRuns>& all, int repetitions, double seconds) {
  std::string arch;
  for (const KernelRuns& runs : all) {
    if (!runs.warm.empty()) arch = runs.warm.front().arch;
  }
  std::printf(
      "\nfirst launch in a new process, %s: median of %d (cold: empty cache directory; warm: the "
      "directory the cold process filled), %.0f s in all; times in ms\n",
      arch.empty() ? "?" : arch.c_str(), repetitions, seconds);
  std::printf("%-38s %9s %9s %9s %9s %6s   %s\n", "kernel", "cold", "warm", "cold", "warm", "warm",
              "warm: start / CUDA init / load / compile-or-cache / launch+sync");
  std::printf("%-38s %9s %9s %9s %9s %6s\n", "", "total", "total", "dslc", "dslc", "cached");
  bool all_good = true;
  int within_target = 0, measured = 0;
  for (const KernelRuns& runs : all) {
    std::string label = std::string(runs.example->file) + " " + runs.example->kernel;
    int hits = 0;
    for (const ChildTimes& times : runs.warm) hits += times.from_cache ? 1 : 0;
    double warm_dslc = MedianOf(runs.warm, [](const ChildTimes& t) { return t.DslcPart(); });
    std::printf("%-38s %9s %9s %9s %9s %3d/%-2zu   %s / %s / %s / %s / %s\n", label.c_str(),
                Cell(MedianOf(runs.cold, [](const ChildTimes& t) { return t.Total(); })).c_str(),
                Cell(MedianOf(runs.warm, [](const ChildTimes& t) { return t.Total(); })).c_str(),
                Cell(MedianOf(runs.cold, [](const ChildTimes& t) { return t.DslcPart(); })).c_str(),
                Cell(warm_dslc).c_str(), hits, runs.warm.size(),
                Cell(MedianOf(runs.warm, [](const ChildTimes& t) { return t.start; })).c_str(),
                Cell(MedianOf(runs.warm, [](const ChildTimes& t) { return t.cuda; })).c_str(),
                Cell(MedianOf(runs.warm, [](const ChildTimes& t) { return t.load; })).c_str(),
                Cell(MedianOf(runs.warm, [](const ChildTimes& t) { return t.compile; })).c_str(),
                Cell(MedianOf(runs.warm, [](const ChildTimes& t) { return t.launch; })).c_str());
    if (!runs.error.empty()) std::printf("    FAILED: %s\n", runs.error.c_str());
    if (hits != static_cast<int>(runs.warm.size()))
      std::printf("    WRONG: a warm process compiled instead of loading from the cache\n");
    all_good = all_good && runs.error.empty() && hits == static_cast<int>(runs.warm.size());
    if (!runs.warm.empty()) ++measured, within_target += warm_dslc <= 5 ? 1 : 0;
  }
  std::printf("warm dslc part <= 5 ms (the target): %d of %d kernels\n", within_target, measured);
  std::fflush(stdout);
  return all_good;
}

}  // namespace

int FirstLaunch(int repeats) {
  std::string why;
  if (!dslc::Device::DriverAvailable(&why) || dslc::Device::Count() == 0) {
    std::printf("dslc-bench --first-launch needs a GPU: %s\n",
                why.empty() ? "the CUDA driver sees no GPU" : why.c_str());
    return 0;
  }
  std::error_code error;
  std::string exe = std::filesystem::read_symlink("/proc/self/exe", error).string();
  std::vector<KernelRuns> all;
  for (const ExampleKernel& example : Examples()) {
    if (IsFile(ExamplesDir() + "/" + example.file)) all.push_back({&example, {}, {}, {}});
  }
  int64_t begin_ns = MonotonicNs();
  int repetitions = 0;
  // Round-robin over the kernels, so a cut by the time budget leaves each
  // with the same number of repetitions.
  while (repetitions < repeats &&
         (repetitions == 0 || Ms(begin_ns, MonotonicNs()) < kBudgetSeconds * 1000)) {
    for (KernelRuns& runs : all) RunPair(exe, &runs);
    ++repetitions;
  }
  double seconds = Ms(begin_ns, MonotonicNs()) / 1000;
  return PrintTable(all, repetitions, seconds) ? 0 : 1;
}

}  // namespace dslc_bench
