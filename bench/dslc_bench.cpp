// dslc-bench: dslc's performance on the GPU, as one table.
//
//   dslc-bench [--launches N] [--log2-size K] [--repeats R] [--parity]
//              [--collectives] [--cubin-dir DIR] [--json FILE]
//   dslc-bench --first-launch [--repeats R]
//   dslc-bench --debug-slowdown [--repeats R]
//   (options.cpp has the usage text)
//
//   (a) host launch overhead of a cached kernel: Kernel::Launch beside raw
//       cuLaunchKernel of the very same CUfunction, N launches each;
//   (b) JIT: cold (source -> loaded function: parse, compile, driver load,
//       with the disk cache off) and warm (the in-process hit) for each
//       lang-example kernel that compiles;
//   (c) bandwidth of the memory-bound examples on 2^K float32 elements
//       (default 2^28 = 1 GiB), beside a device-to-device copy;
//   (d) one grid sync at the largest cooperative grid, blocks of 128 and
//       1024 threads: a kernel of 1000 syncs in a loop, in dslc and in CUDA
//       C++ (cooperative groups; bench/nvcc/grid_sync.cu built by nvcc into
//       share/dslc/bench/grid_sync.cubin), as kernel time / syncs; and the
//       histogram and Jacobi lang-examples;
//   (e) parity (parity.h): every lang-example kernel beside the same
//       algorithm in CUDA C++ built by nvcc, timed side by side, outputs
//       compared.
//
// --collectives prints cuda.coop's collectives beside CUB's instead
// (collectives.h); --parity the parity table alone; --json FILE also writes
// every row of every table printed.
//
// --first-launch prints another table instead: for each lang-example kernel,
// the time from starting a new process to its first kernel finished, with an
// empty disk cache (cold) and with the cache the cold process filled (warm);
// see first_launch.h. --debug-slowdown prints each lang-example kernel's
// time with and without debug mode (debug_slowdown.h).
//
// Every GPU time is the median of R CUDA-event-timed repeats after warm-up;
// host times are std::chrono wall time. Results are checked against a
// float64 reference before they are timed. Without a GPU it says so and
// exits 0.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "bench/collectives.h"
#include "bench/debug_slowdown.h"
#include "bench/examples.h"
#include "bench/first_launch.h"
#include "bench/gpu_compare.h"
#include "bench/options.h"
#include "bench/parity.h"
#include "bench/peers_report.h"
#include "bench/raw_driver.h"
#include "bench/report.h"
#include "dslc/runtime.h"

namespace {

using dslc::Arg;
using dslc::CompiledInfo;
using dslc::Device;
using dslc::DeviceArray;
using dslc::Dim3;
using dslc::DType;
using dslc::Kernel;
using dslc::Program;
using dslc_bench::CubinKernels;
using dslc_bench::ExampleKernel;
using dslc_bench::ExampleKernels;
using dslc_bench::ExamplesDir;
using dslc_bench::IsFile;
using dslc_bench::MakeArgs;
using dslc_bench::Options;
using dslc_bench::RandomFloats;
using dslc_bench::RawDriver;
using dslc_bench::Row;

// ---------------------------------------------------------------- the table

std::vector<Row> rows;  // every section's, for --json
bool any_wrong = false;

void AddRow(std::string what, double value, std::string unit, std::string note = "") {
  rows.push_back({"main", std::move(what), value, std::move(unit), std::move(note)});
}

void PrintTable(const std::string& title) {
  std::printf("\n%s\n", title.c_str());
  std::printf("%-58s %12s %-6s %s\n", "what", "value", "unit", "note");
  for (const Row& row : rows) {
    if (row.section != "main") continue;
    if (std::isnan(row.value)) {
      std::printf("%-58s %12s %-6s %s\n", row.what.c_str(), "-", row.unit.c_str(),
                  row.note.c_str());
    } else {
      std::printf("%-58s %12.3f %-6s %s\n", row.what.c_str(), row.value, row.unit.c_str(),
                  row.note.c_str());
    }
  }
  std::fflush(stdout);
}

std::string Format(const char* format, double value) {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

// --------------------------------------------------------------- utilities

// Compiles in this process, whatever the disk cache holds: the JIT rows time
// the compiler, not a cache hit (the first-launch mode times the cache).
dslc::ProgramOptions NoDiskCache() {
  dslc::ProgramOptions options;
  options.use_cache = false;
  return options;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

// Median of `repeats` event-timed runs of `work` on the default stream, in ms.
double MedianMs(const Device& device, int repeats, const std::function<void()>& work) {
  for (int i = 0; i < 3; ++i) work();
  device.Synchronize();
  dslc::Event start(device), stop(device);
  std::vector<float> times;
  for (int i = 0; i < repeats; ++i) {
    start.Record();
    work();
    stop.Record();
    stop.Synchronize();
    times.push_back(dslc::Event::ElapsedMs(start, stop));
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

// ||out - ref|| / ||ref|| in float64 (NaN: infinity).
double RelativeError(const std::vector<float>& out, const std::vector<double>& ref) {
  double diff = 0, norm = 0;
  for (size_t i = 0; i < out.size(); ++i) {
    if (std::isnan(out[i])) return INFINITY;
    diff += (out[i] - ref[i]) * (out[i] - ref[i]);
    norm += ref[i] * ref[i];
  }
  return norm > 0 ? std::sqrt(diff / norm) : (diff > 0 ? INFINITY : 0);
}

std::string Checked(double error, double tolerance) {
  if (error <= tolerance) return "checked: rel err " + Format("%.1e", error);
  any_wrong = true;
  return "WRONG: rel err " + Format("%.1e", error);
}

// ------------------------------------------------------ (a) launch overhead

void LaunchOverhead(const Device& device, const RawDriver& raw, const Options& options) {
  const int64_t n = 256;
  DeviceArray x = DeviceArray::FromVector(RandomFloats(n)),
              y = DeviceArray::FromVector(RandomFloats(n));
  float a = 1e-3f;
  const Arg args[] = {a, x, y};
  auto start = std::chrono::steady_clock::now();
  Kernel saxpy = Program::Load(ExamplesDir() + "/saxpy.py", NoDiskCache()).kernel("saxpy");
  CompiledInfo info = saxpy.Compile(args);
  AddRow("first JIT in this process (saxpy, with one-time setup)", MsSince(start), "ms",
         "load + compile " + Format("%.2f", info.compile_ms) + " + driver load " +
             Format("%.2f", info.load_ms));

  // The kernel ABI for (float32, float32[::1], float32[::1]): the scalar,
  // then each array's pointer and extent.
  uint64_t x_pointer = x.device_pointer(), y_pointer = y.device_pointer();
  int64_t extent = n;
  // A coarsened kernel (docs/performance.md) takes the launch's grid.x last;
  // 0 runs each block's own threads, as the runtime does for a small grid.
  uint32_t virtual_grid = 0;
  void* params[] = {&a, &x_pointer, &extent, &y_pointer, &extent, &virtual_grid};
  auto launch_dslc = [&] { saxpy.Launch(Dim3(1), Dim3(256), a, x, y); };
  auto launch_raw = [&] {
    int result = raw.cuLaunchKernel(info.function, 1, 1, 1, 256, 1, 1, 0, nullptr, params, nullptr);
    if (result != 0) throw dslc::Error("cuLaunchKernel failed: " + std::to_string(result));
  };
  // Host time per launch: the loop alone, and until the GPU is done.
  auto time_loop = [&](auto& launch, double* loop_us, double* total_us) {
    for (int i = 0; i < 1000; ++i) launch();
    device.Synchronize();
    auto begin = std::chrono::steady_clock::now();
    for (int64_t i = 0; i < options.launches; ++i) launch();
    double loop = MsSince(begin);
    device.Synchronize();
    double total = MsSince(begin);
    *loop_us = loop * 1000 / static_cast<double>(options.launches);
    *total_us = total * 1000 / static_cast<double>(options.launches);
  };
  // A long loop fills the driver's launch queue, after which launches wait
  // for the GPU; bursts shorter than the queue, from an idle GPU, time the
  // host's side alone.
  constexpr int kBurst = 256;
  auto time_bursts = [&](auto& launch) {
    std::vector<double> per_launch_us;
    for (int burst = 0; burst < 200; ++burst) {
      device.Synchronize();
      auto begin = std::chrono::steady_clock::now();
      for (int i = 0; i < kBurst; ++i) launch();
      per_launch_us.push_back(MsSince(begin) * 1000 / kBurst);
    }
    std::sort(per_launch_us.begin(), per_launch_us.end());
    return per_launch_us[per_launch_us.size() / 2];
  };
  // Alternating rounds; the median round of each.
  std::vector<double> dslc_loop, dslc_total, dslc_burst, raw_loop, raw_total, raw_burst;
  for (int round = 0; round < 3; ++round) {
    double loop, total;
    time_loop(launch_dslc, &loop, &total);
    dslc_loop.push_back(loop), dslc_total.push_back(total);
    time_loop(launch_raw, &loop, &total);
    raw_loop.push_back(loop), raw_total.push_back(total);
    dslc_burst.push_back(time_bursts(launch_dslc));
    raw_burst.push_back(time_bursts(launch_raw));
  }
  auto median = [](std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
  };
  std::string per = std::to_string(options.launches) + " launches, median of 3 rounds";
  AddRow("launch overhead: dslc Kernel::Launch (cached saxpy)", median(dslc_loop), "us",
         per + "; incl. sync " + Format("%.3f", median(dslc_total)) + " us");
  AddRow("launch overhead: raw cuLaunchKernel (same CUfunction)", median(raw_loop), "us",
         per + "; incl. sync " + Format("%.3f", median(raw_total)) + " us");
  AddRow("launch overhead: dslc - raw", median(dslc_loop) - median(raw_loop), "us",
         "target: dslc <= 3 us");
  std::string bursts = "median of 3x200 bursts of " + std::to_string(kBurst) + " from an idle GPU";
  AddRow("launch overhead, short bursts: dslc Kernel::Launch", median(dslc_burst), "us", bursts);
  AddRow("launch overhead, short bursts: raw cuLaunchKernel", median(raw_burst), "us", bursts);
  AddRow("launch overhead, short bursts: dslc - raw", median(dslc_burst) - median(raw_burst), "us");
}

// ------------------------------------------------------------------ (b) JIT

std::string FirstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

void JitTimes() {
  for (const ExampleKernel& example : ExampleKernels()) {
    std::string path = ExamplesDir() + "/" + example.file;
    std::string label = std::string(example.file) + " " + example.kernel;
    if (!IsFile(path)) {
      AddRow("JIT cold: " + label, NAN, "ms", "not there yet");
      continue;
    }
    std::vector<DeviceArray> arrays;
    std::vector<Arg> args = MakeArgs(example.params, &arrays);
    std::string source = ReadFile(path);
    try {
      auto start = std::chrono::steady_clock::now();
      Kernel kernel = Program::FromSource(path, source, NoDiskCache()).kernel(example.kernel);
      CompiledInfo info = kernel.Compile(args);
      double cold = MsSince(start);
      auto warm_start = std::chrono::steady_clock::now();
      kernel.Compile(args);
      double warm_us = MsSince(warm_start) * 1000;
      AddRow("JIT cold: " + label, cold, "ms",
             "source->PTX " + Format("%.2f", info.compile_ms) + " ms (target <= 20), driver load " +
                 Format("%.2f", info.load_ms) + " ms");
      AddRow("JIT warm (in-process hit): " + label, warm_us, "us");
    } catch (const dslc::CompileError& error) {
      AddRow("JIT cold: " + label, NAN, "ms", "does not compile yet: " + FirstLine(error.what()));
    }
  }
}

// ------------------------------------------------------------ (c) bandwidth

// 2^K random float32 inputs x and y, on the host (for references) and the GPU.
struct Inputs {
  int64_t n;
  std::vector<float> x, y;
  DeviceArray dx, dy;
};

// The relative error of up to 2^16 random elements: out[i] against ref_at(i).
template <typename RefAt>
double SampledError(const std::vector<float>& out, RefAt ref_at) {
  std::vector<float> sample;
  std::vector<double> ref;
  uint64_t state =
      static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  size_t count = std::min<size_t>(size_t{1} << 16, out.size());
  for (size_t k = 0; k < count; ++k) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    size_t i = static_cast<size_t>((state >> 17) % out.size());
    sample.push_back(out[i]);
    ref.push_back(ref_at(i));
  }
  return RelativeError(sample, ref);
}

class BandwidthTable {
 public:
  BandwidthTable(const Device& device, const Options& options, const Inputs& inputs)
      : device_(device),
        options_(options),
        inputs_(inputs),
        size_("2^" + std::to_string(options.log2_size) + " float32") {}

  void Copy(const RawDriver& raw) {
    DeviceArray copy(DType::Float32, {inputs_.n});
    size_t bytes = static_cast<size_t>(inputs_.n) * 4;
    double ms = MedianMs(device_, options_.repeats, [&] {
      int result =
          raw.cuMemcpyDtoDAsync(copy.device_pointer(), inputs_.dx.device_pointer(), bytes, nullptr);
      if (result != 0) throw dslc::Error("cuMemcpyDtoDAsync failed: " + std::to_string(result));
    });
    copy_tbs_ = 2.0 * static_cast<double>(bytes) / (ms * 1e-3) / 1e12;
    AddRow("copy (cuMemcpyDtoDAsync) " + size_ + ": time", ms, "ms");
    AddRow("copy (cuMemcpyDtoDAsync) " + size_ + ": bandwidth", copy_tbs_, "TB/s",
           "bytes read + written");
  }

  // Checks `launch`'s first result with `error()`, then times it; `bytes`
  // is what it must move. A kernel that does not compile yet gets a note
  // (and false).
  bool Measure(const std::string& label, double bytes, const std::function<void()>& launch,
               const std::function<double()>& error, double tolerance,
               const std::string& note = "") {
    try {
      launch();
    } catch (const dslc::CompileError& compile_error) {
      AddRow(label, NAN, "TB/s", "does not compile yet: " + FirstLine(compile_error.what()));
      return false;
    }
    std::string check = Checked(error(), tolerance);
    double ms = MedianMs(device_, options_.repeats, launch);
    double tbs = bytes / (ms * 1e-3) / 1e12;
    AddRow(label + ": time", ms, "ms", check);
    AddRow(label + ": bandwidth", tbs, "TB/s",
           Format("%.0f%% of copy", 100 * tbs / copy_tbs_) + (note.empty() ? "" : "; " + note));
    return true;
  }

  const std::string& size() const { return size_; }

 private:
  const Device& device_;
  const Options& options_;
  const Inputs& inputs_;
  std::string size_;
  double copy_tbs_ = NAN;
};

std::optional<dslc::Kernel> LoadExampleKernel(const std::string& file, const std::string& kernel) {
  std::string path = ExamplesDir() + "/" + file;
  if (!IsFile(path)) return std::nullopt;
  return Program::Load(path, dslc_bench::ExampleProgramOptions()).kernel(kernel);
}

void Bandwidth(const Device& device, const RawDriver& raw, const Options& options) {
  const int64_t n = int64_t{1} << options.log2_size;
  const double bytes = 4.0 * static_cast<double>(n);
  Inputs in{n, RandomFloats(static_cast<size_t>(n)), RandomFloats(static_cast<size_t>(n)), {}, {}};
  in.dx = DeviceArray::FromVector(in.x);
  in.dy = DeviceArray::FromVector(in.y);
  BandwidthTable table(device, options, in);
  table.Copy(raw);
  const Dim3 grid(static_cast<uint32_t>((n + 255) / 256)), block(256);

  // saxpy updates y: checked on its first launch, then y is restored.
  if (auto saxpy = LoadExampleKernel("saxpy.py", "saxpy")) {
    const float a = 0.5f;
    table.Measure(
        "dslc saxpy " + table.size() + " (3*N*4 bytes)", 3 * bytes,
        [&] { saxpy->Launch(grid, block, a, in.dx, in.dy); },
        [&] {
          return SampledError(in.dy.ToVector<float>(),
                              [&](size_t i) { return double(a) * in.x[i] + in.y[i]; });
        },
        1e-6, "target >= 90%");
    in.dy.CopyFromHost(in.y.data());
  }

  if (auto damped_wave = LoadExampleKernel("math_elementwise.py", "damped_wave")) {
    DeviceArray out(DType::Float32, {n});
    out.Fill(0xFF);
    const float decay = 0.1f;
    table.Measure(
        "dslc math_elementwise damped_wave (3*N*4 bytes)", 3 * bytes,
        [&] { damped_wave->Launch(grid, block, in.dx, in.dy, out, decay); },
        [&] {
          return SampledError(out.ToVector<float>(), [&](size_t i) {
            double x = in.x[i];
            return std::exp(-double(decay) * x) * std::sin(x + in.y[i]) * std::cos(0.5 * x) /
                       (1.0 + std::exp(-x)) +
                   0.01 * (std::sqrt(std::fabs(x)) * std::tanh(x) + std::log1p(x * x));
          });
        },
        1e-5, "5 math functions per element");
  }

  if (auto to_polar = LoadExampleKernel("device_functions.py", "to_polar")) {
    DeviceArray radius(DType::Float32, {n}), angle(DType::Float32, {n});
    radius.Fill(0xFF);
    angle.Fill(0xFF);
    table.Measure(
        "dslc device_functions to_polar (4*N*4 bytes)", 4 * bytes,
        [&] { to_polar->Launch(grid, block, in.dx, in.dy, radius, angle); },
        [&] {
          double r = SampledError(radius.ToVector<float>(), [&](size_t i) {
            return std::hypot(double(in.x[i]), double(in.y[i]));
          });
          double t = SampledError(angle.ToVector<float>(), [&](size_t i) {
            return std::atan2(double(in.y[i]), double(in.x[i]));
          });
          return std::max(r, t);
        },
        1e-5);
  }

  if (auto heat_step = LoadExampleKernel("stencil2d.py", "heat_step")) {
    const int64_t cols = int64_t{1} << (options.log2_size / 2), rows = n / cols;
    DeviceArray u = in.dx.View({rows, cols}, {cols * 4, 4});
    DeviceArray next(DType::Float32, {rows, cols});
    next.Fill(0xFF);
    const float alpha = 0.2f;
    const Dim3 grid2(static_cast<uint32_t>((cols + 31) / 32),
                     static_cast<uint32_t>((rows + 7) / 8));
    table.Measure(
        "dslc stencil2d heat_step " + std::to_string(rows) + "x" + std::to_string(cols) +
            " (2*N*4 bytes)",
        2 * bytes, [&] { heat_step->Launch(grid2, Dim3(32, 8), u, next, alpha); },
        [&] {
          return SampledError(next.ToVector<float>(), [&](size_t i) {
            int64_t r = static_cast<int64_t>(i) / cols, c = static_cast<int64_t>(i) % cols;
            double center = in.x[i];
            if (r == 0 || c == 0 || r == rows - 1 || c == cols - 1) return center;
            double sum = double(in.x[i - cols]) + in.x[i + cols] + in.x[i - 1] + in.x[i + 1];
            return center + double(alpha) * (sum - 4 * center);
          });
        },
        1e-6);
  }

  if (auto segmented_sum = LoadExampleKernel("segmented_sum.py", "segmented_sum")) {
    for (int64_t seglen : {int64_t{128}, int64_t{1024}, int64_t{65536}}) {
      int64_t segments = n / seglen;
      DeviceArray out(DType::Float32, {segments});
      out.Fill(0xFF);
      bool compiled = table.Measure(
          "dslc segmented_sum len=" + std::to_string(seglen) + " (N*4 + segments*4 bytes)",
          bytes + 4.0 * static_cast<double>(segments),
          [&] {
            segmented_sum->Launch(Dim3(static_cast<uint32_t>(segments)), Dim3(256), in.dx, out,
                                  seglen);
          },
          [&] {
            return SampledError(out.ToVector<float>(), [&](size_t s) {
              double sum = 0;
              for (int64_t j = 0; j < seglen; ++j) sum += in.x[s * seglen + j];
              return sum;
            });
          },
          1e-5, "CUB on H200: 2.31/2.32/4.30 TB/s at 128/1024/65536");
      if (!compiled) break;
    }
  }
}

// ------------------------------------------------------- (d) grid sync

constexpr char kGridSyncs[] = R"(from numba import cuda


@cuda.jit
def grid_syncs(done, syncs):
    g = cuda.cg.this_grid()
    for _ in range(syncs):
        g.sync()
    if cuda.grid(1) == 0:
        done[0] = syncs
)";

void GridSync(const Device& device, const RawDriver& raw, CubinKernels& cubins,
              const Options& options) {
  const dslc::DeviceProperties& p = device.properties();
  if (!p.cooperative_launch) {
    AddRow("grid sync", NAN, "us", p.name + " has no cooperative launches");
    return;
  }
  Kernel dslc_kernel = Program::FromSource("grid_syncs.py", kGridSyncs).kernel("grid_syncs");
  std::string why;
  void* nvcc_kernel = cubins.Get("grid_sync.cubin", "grid_syncs", &why);
  if (nvcc_kernel && !raw.cuLaunchCooperativeKernel) {
    why = "libcuda.so.1 lacks cuLaunchCooperativeKernel";
    nvcc_kernel = nullptr;
  }
  const int64_t syncs = 1000;
  DeviceArray done(DType::Int64, {1});
  const int repeats = std::min(options.repeats, 9);
  for (uint32_t threads : {128u, 1024u}) {
    done.Fill(0);
    uint32_t blocks = dslc_kernel.MaxCooperativeBlocks(Dim3(threads), 0, done, syncs);
    double ms = MedianMs(device, repeats,
                         [&] { dslc_kernel.Launch(Dim3(blocks), Dim3(threads), done, syncs); });
    bool ok = done.ToVector<int64_t>()[0] == syncs;
    any_wrong = any_wrong || !ok;
    std::string shape = std::to_string(blocks) + " blocks of " + std::to_string(threads);
    AddRow("grid sync: dslc, blocks of " + std::to_string(threads), ms * 1000 / syncs, "us",
           shape + ", " + std::to_string(syncs) + " syncs per launch" + (ok ? "" : "; WRONG"));
    if (!nvcc_kernel) {
      AddRow("grid sync: CUDA C++ (nvcc), blocks of " + std::to_string(threads), NAN, "us", why);
      continue;
    }
    uint32_t nvcc_blocks = cubins.MaxCooperativeBlocks(nvcc_kernel, threads, 0, p.multiprocessors);
    done.Fill(0);
    uint64_t done_pointer = done.device_pointer();
    int64_t count = syncs;
    void* params[] = {&done_pointer, &count};
    int result = 0;
    double nvcc_ms = MedianMs(device, repeats, [&] {
      int r = raw.cuLaunchCooperativeKernel(nvcc_kernel, nvcc_blocks, 1, 1, threads, 1, 1, 0,
                                            nullptr, params);
      if (r != 0) result = r;
    });
    if (result != 0) {
      AddRow("grid sync: CUDA C++ (nvcc), blocks of " + std::to_string(threads), NAN, "us",
             "cuLaunchCooperativeKernel failed: CUresult " + std::to_string(result));
      continue;
    }
    ok = done.ToVector<int64_t>()[0] == syncs;
    any_wrong = any_wrong || !ok;
    AddRow("grid sync: CUDA C++ (nvcc), blocks of " + std::to_string(threads),
           nvcc_ms * 1000 / syncs, "us",
           std::to_string(nvcc_blocks) + " blocks of " + std::to_string(threads) +
               ", cooperative groups" + (ok ? "" : "; WRONG"));
  }
}

// Histograms of 2^24 values into 16 bins (global and shared atomics), and
// 100 Jacobi sweeps of 2^20 points in one cooperative kernel.
void AtomicsAndJacobi(const Device& device, const Options& options) {
  const int repeats = std::min(options.repeats, 9);
  if (auto global = LoadExampleKernel("histogram.py", "histogram_global")) {
    auto shared = LoadExampleKernel("histogram.py", "histogram_shared");
    const size_t n = size_t{1} << 24;
    std::vector<float> random = RandomFloats(n);
    std::vector<int32_t> values(n);
    for (size_t i = 0; i < n; ++i) values[i] = static_cast<int32_t>(random[i] * 16) & 15;
    std::vector<uint32_t> ref(16, 0);
    for (int32_t value : values) ++ref[value];
    DeviceArray dvalues = DeviceArray::FromVector(values), counts(DType::UInt32, {16});
    Dim3 grid(static_cast<uint32_t>(device.properties().multiprocessors * 8)), block(256);
    for (auto* kernel : {&*global, &*shared}) {
      double ms = MedianMs(device, repeats, [&] {
        counts.Fill(0);
        kernel->Launch(grid, block, dvalues, counts);
      });
      bool ok = counts.ToVector<uint32_t>() == ref;
      any_wrong = any_wrong || !ok;
      AddRow("dslc " + kernel->name() + " 2^24 values, 16 bins", ms, "ms",
             std::string(ok ? "checked" : "WRONG") + "; incl. a 64-byte memset");
    }
  }
  if (auto jacobi = LoadExampleKernel("jacobi_grid_sync.py", "jacobi")) {
    const int64_t n = int64_t{1} << 20, sweeps = 100;
    std::vector<float> random = RandomFloats(static_cast<size_t>(n));
    std::vector<double> u(random.begin(), random.end()), f(static_cast<size_t>(n), 1e-6);
    DeviceArray du = DeviceArray::FromVector(u), dv = DeviceArray::FromVector(u),
                df = DeviceArray::FromVector(f);
    uint32_t blocks = jacobi->MaxCooperativeBlocks(Dim3(256), 0, du, dv, df, sweeps);
    double ms = MedianMs(device, repeats,
                         [&] { jacobi->Launch(Dim3(blocks), Dim3(256), du, dv, df, sweeps); });
    AddRow("dslc jacobi_grid_sync 2^20 points, 100 sweeps", ms, "ms",
           std::to_string(blocks) + " blocks of 256; " + Format("%.2f", ms * 1000 / sweeps) +
               " us per sweep incl. its grid sync");
  }
}

// Writes every row to --json's file, if given; false if it cannot.
bool WriteJsonIfAsked(const Options& options) {
  if (options.json.empty()) return true;
  std::string why;
  if (dslc_bench::WriteJson(options.json, rows, &why)) return true;
  std::fprintf(stderr, "dslc-bench: %s\n", why.c_str());
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  // First, before anything else: a child of --first-launch times its start.
  int64_t main_ns = dslc_bench::MonotonicNs();
  if (argc > 1 && std::strcmp(argv[1], dslc_bench::kFirstLaunchChildFlag) == 0)
    return dslc_bench::FirstLaunchChild(argc, argv, main_ns);
  Options options = dslc_bench::ParseOptions(argc, argv);
  if (options.first_launch) return dslc_bench::FirstLaunch(options.first_launch_repeats);
  if (options.debug_slowdown) return dslc_bench::DebugSlowdown(std::max(options.repeats, 1));
  std::string why;
  if (!Device::DriverAvailable(&why) || Device::Count() == 0) {
    std::printf("dslc-bench needs a GPU: %s\n",
                why.empty() ? "the CUDA driver sees no GPU" : why.c_str());
    return 0;
  }
  try {
    Device device = Device::Get(0);
    const dslc::DeviceProperties& p = device.properties();
    int version = Device::DriverVersion();
    std::string title = "dslc-bench on " + p.name + " (" + p.arch + ", " +
                        std::to_string(p.multiprocessors) + " SMs), CUDA driver " +
                        std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
    RawDriver raw;
    CubinKernels cubins(raw, dslc_bench::CubinDir(options));
    const bool main_table = !options.parity && !options.collectives;
    if (main_table) {
      LaunchOverhead(device, raw, options);
      JitTimes();
      Bandwidth(device, raw, options);
      GridSync(device, raw, cubins, options);
      AtomicsAndJacobi(device, options);
      PrintTable(title);
    } else {
      std::printf("%s\n", title.c_str());
    }
    dslc_bench::SideBySideOptions side_by_side{options.log2_size, std::max(options.repeats, 50)};
    if (main_table || options.parity)
      any_wrong = !dslc_bench::Parity(device, cubins, side_by_side, &rows) || any_wrong;
    if (options.collectives)
      any_wrong = !dslc_bench::Collectives(device, cubins, side_by_side, &rows) || any_wrong;
  } catch (const dslc::Error& error) {
    PrintTable("dslc-bench (stopped early)");
    std::fprintf(stderr, "dslc-bench: error: %s\n", error.what());
    WriteJsonIfAsked(options);
    return 1;
  }
  if (!WriteJsonIfAsked(options)) return 1;
  if (!options.peers.empty()) {
    std::string bench_json = options.json.empty() ? options.peers + "/bench.json" : options.json;
    std::string why;
    if (options.json.empty() && !dslc_bench::WriteJson(bench_json, rows, &why)) {
      std::fprintf(stderr, "dslc-bench: %s\n", why.c_str());
      return 1;
    }
    if (!dslc_bench::RunPeersReport(bench_json, options.peers)) return 1;
  }
  return any_wrong ? 1 : 0;
}
