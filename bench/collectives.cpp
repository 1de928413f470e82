#include "bench/collectives.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>

#include "bench/examples.h"
#include "bench/gpu_compare.h"

namespace dslc_bench {
namespace {

using dslc::DeviceArray;
using dslc::Dim3;
using dslc::Kernel;

enum class Kind {
  LoadStore,          // dst = src, through registers (memory-bound)
  BlockSum,           // block reduce with + (also coop.block.sum)
  BlockMax,           // block reduce with max
  BlockInclusiveSum,  // block scans
  BlockExclusiveSum,
  BlockInclusiveMax,
  WarpSum,  // warp reduces
  WarpMax,
  WarpInclusiveSum,  // warp scans
  WarpExclusiveSum,
};

struct Collective {
  const char* kernel;  // in coop_kernels.py; in collectives.cubin <kernel>_b<threads>_<i32|f32>
  uint32_t threads;
  int items;
  Kind kind;
};

const Collective kCollectives[] = {
    {"load_store_direct_ipt4", 256, 4, Kind::LoadStore},
    {"load_store_direct_ipt16", 256, 16, Kind::LoadStore},
    {"load_store_striped_ipt4", 256, 4, Kind::LoadStore},
    {"load_store_striped_ipt16", 256, 16, Kind::LoadStore},
    {"load_store_vectorize_ipt4", 256, 4, Kind::LoadStore},
    {"load_store_vectorize_ipt16", 256, 16, Kind::LoadStore},
    {"load_store_warp_transpose_ipt4", 256, 4, Kind::LoadStore},
    {"load_store_warp_transpose_ipt16", 256, 16, Kind::LoadStore},
    {"block_reduce_add_ipt1", 128, 1, Kind::BlockSum},
    {"block_reduce_add_ipt1", 256, 1, Kind::BlockSum},
    {"block_reduce_add_ipt1", 1024, 1, Kind::BlockSum},
    {"block_reduce_add_ipt4", 128, 4, Kind::BlockSum},
    {"block_reduce_add_ipt4", 256, 4, Kind::BlockSum},
    {"block_reduce_add_ipt4", 1024, 4, Kind::BlockSum},
    {"block_reduce_max_ipt1", 256, 1, Kind::BlockMax},
    {"block_reduce_max_ipt4", 256, 4, Kind::BlockMax},
    {"block_sum_ipt1", 256, 1, Kind::BlockSum},
    {"block_sum_ipt4", 256, 4, Kind::BlockSum},
    {"block_inclusive_sum_ipt1", 256, 1, Kind::BlockInclusiveSum},
    {"block_inclusive_sum_ipt4", 256, 4, Kind::BlockInclusiveSum},
    {"block_exclusive_sum_ipt1", 256, 1, Kind::BlockExclusiveSum},
    {"block_exclusive_sum_ipt4", 256, 4, Kind::BlockExclusiveSum},
    {"block_inclusive_max_ipt1", 256, 1, Kind::BlockInclusiveMax},
    {"block_inclusive_max_ipt4", 256, 4, Kind::BlockInclusiveMax},
    {"warp_sum", 256, 1, Kind::WarpSum},
    {"warp_reduce_max", 256, 1, Kind::WarpMax},
    {"warp_inclusive_sum", 256, 1, Kind::WarpInclusiveSum},
    {"warp_exclusive_sum", 256, 1, Kind::WarpExclusiveSum},
};

// The register-loop kernels: 2^22 threads, each primitive run kReps times.
constexpr int64_t kThreadsInAll = int64_t{1} << 22;
constexpr int64_t kReps = 512;

bool IsWarp(Kind kind) { return kind >= Kind::WarpSum; }

std::string Format(const char* format, double value) {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

std::string FirstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

std::string CoopKernelsPath() {
  std::string installed = Prefix() + "/share/dslc/bench/coop_kernels.py";
  return IsFile(installed) ? installed : DSLC_SOURCE_DIR "/bench/coop_kernels.py";
}

// What the kernel leaves in dst for `src` (blocked groups of `group` items:
// a block's tile or a warp's 32): in trip r every item is x + r, and the
// results of the kReps trips are summed. Each trip's results are exact
// (small integers), so the sum over trips has a closed form; float32 sums
// it with rounding, hence the tolerance of the check.
template <typename T>
std::vector<T> Reference(const std::vector<T>& src, Kind kind, int64_t group) {
  const double reps = double(kReps), trips = reps * (reps - 1) / 2;  // sum of r
  auto total = [&](double at_zero, double per_trip) {
    double sum = reps * at_zero + per_trip * trips;
    if constexpr (std::is_integral_v<T>) {
      return static_cast<T>(static_cast<uint32_t>(static_cast<int64_t>(sum)));
    } else {
      return static_cast<T>(sum);
    }
  };
  std::vector<T> out;
  for (size_t base = 0; base < src.size(); base += static_cast<size_t>(group)) {
    double sum = 0, max = -INFINITY;
    for (int64_t k = 0; k < group; ++k) {
      double x = static_cast<double>(src[base + static_cast<size_t>(k)]);
      double exclusive = sum;
      sum += x;
      max = std::max(max, x);
      switch (kind) {
        case Kind::BlockInclusiveSum:
        case Kind::WarpInclusiveSum:
          out.push_back(total(sum, double(k + 1)));
          break;
        case Kind::BlockExclusiveSum:
        case Kind::WarpExclusiveSum:
          out.push_back(total(exclusive, double(k)));
          break;
        case Kind::BlockInclusiveMax:
          out.push_back(total(max, 1));
          break;
        case Kind::LoadStore:
        case Kind::BlockSum:
        case Kind::BlockMax:
        case Kind::WarpSum:
        case Kind::WarpMax:
          break;
      }
    }
    if (kind == Kind::BlockSum || kind == Kind::WarpSum) out.push_back(total(sum, double(group)));
    if (kind == Kind::BlockMax || kind == Kind::WarpMax) out.push_back(total(max, 1));
  }
  return out;
}

// "" or the first element of `out` that is not `want`'s (float32: within
// 1e-4 of max(|want|, 1), the rounding of kReps additions).
template <typename T>
std::string Check(const DeviceArray& out, const std::vector<T>& want) {
  std::vector<T> got = out.ToVector<T>();
  for (size_t i = 0; i < want.size(); ++i) {
    double g = double(got[i]), w = double(want[i]);
    bool ok = std::is_integral_v<T> ? got[i] == want[i]
                                    : std::fabs(g - w) <= 1e-4 * std::max(std::fabs(w), 1.0);
    if (!ok)
      return "element " + std::to_string(i) + " is " + Format("%.9g", g) + ", not " +
             Format("%.9g", w);
  }
  return "";
}

class CollectivesTable {
 public:
  CollectivesTable(const dslc::Device& device, CubinKernels& cubins,
                   const SideBySideOptions& options, std::vector<Row>* rows)
      : device_(device), cubins_(cubins), options_(options), rows_(rows) {
    try {
      program_ = dslc::Program::Load(CoopKernelsPath());
    } catch (const dslc::CompileError& error) {
      program_error_ = "not compiled: " + FirstLine(error.what());
    }
  }

  template <typename T>
  void Run(const Collective& spec);
  void Print() const;
  bool failed() const { return failed_; }

 private:
  struct Line {
    std::string label;
    double dslc_ms = NAN, cub_ms = NAN, bytes = 0;
    std::string note;
  };

  const dslc::Device& device_;
  CubinKernels& cubins_;
  const SideBySideOptions& options_;
  std::vector<Row>* rows_;
  std::optional<dslc::Program> program_;
  std::string program_error_;
  std::vector<Line> lines_;
  bool failed_ = false;
};

template <typename T>
void CollectivesTable::Run(const Collective& spec) {
  const bool is_int = std::is_integral_v<T>;
  const std::string dtype = is_int ? "int32" : "float32";
  Line line;
  line.label = std::string(spec.kernel) + " b" + std::to_string(spec.threads) + " " + dtype;
  const bool memory_bound = spec.kind == Kind::LoadStore;
  const int64_t items =
      memory_bound ? int64_t{1} << std::max(options_.log2_size, 20) : kThreadsInAll * spec.items;
  const int64_t tile = int64_t{spec.threads} * spec.items;
  const Dim3 grid(static_cast<uint32_t>(items / tile)), block(spec.threads);

  // Small integers 0..15 in T: every trip's results are exact in float32.
  std::vector<float> random = RandomFloats(static_cast<size_t>(items));
  std::vector<T> src(random.size());
  for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<T>(static_cast<int>(random[i] * 16));
  std::vector<T> want;
  if (memory_bound) {
    want = src;
  } else {
    want = Reference(src, spec.kind, IsWarp(spec.kind) ? 32 : tile);
  }
  DeviceArray dsrc = DeviceArray::FromVector(src);
  DeviceArray dst_dslc = DeviceArray::FromVector(std::vector<T>(want.size()));
  DeviceArray dst_cub = DeviceArray::FromVector(std::vector<T>(want.size()));
  if (memory_bound) line.bytes = 2.0 * items * sizeof(T);

  std::vector<std::string> notes;
  // dslc
  std::optional<Kernel> kernel;
  std::string dslc_why = program_error_;
  auto launch_dslc = [&] {
    if (memory_bound) {
      kernel->Launch(grid, block, dsrc, dst_dslc);
    } else {
      kernel->Launch(grid, block, dsrc, dst_dslc, kReps);
    }
  };
  if (program_) {
    try {
      kernel = program_->kernel(spec.kernel);
      dst_dslc.Fill(0xFF);
      launch_dslc();
      device_.Synchronize();
    } catch (const dslc::CompileError& error) {
      kernel.reset();
      dslc_why = "not compiled: " + FirstLine(error.what());
    }
  }
  if (kernel) {
    std::string wrong = Check(dst_dslc, want);
    if (!wrong.empty()) notes.push_back("FAILED: dslc: " + wrong);
    failed_ = failed_ || !wrong.empty();
  } else {
    notes.push_back("dslc: " + dslc_why);
  }
  // CUB
  std::string cub_why;
  void* function = cubins_.Get(
      "collectives.cubin",
      std::string(spec.kernel) + "_b" + std::to_string(spec.threads) + (is_int ? "_i32" : "_f32"),
      &cub_why);
  RawParams params;
  params.Add(dsrc).Add(dst_cub);
  if (!memory_bound) params.Add(kReps);
  int cub_result = 0;
  auto launch_cub = [&] {
    int result = cubins_.Launch(function, grid, block, 0, params);
    if (result != 0 && cub_result == 0) cub_result = result;
  };
  if (function) {
    dst_cub.Fill(0x7F);
    launch_cub();
    device_.Synchronize();
    std::string wrong =
        cub_result != 0 ? "launch: CUresult " + std::to_string(cub_result) : Check(dst_cub, want);
    if (!wrong.empty()) {
      notes.push_back("FAILED: CUB: " + wrong);
      failed_ = true;
      function = nullptr;
    }
  } else {
    notes.push_back("CUB: " + cub_why);
  }
  if (kernel && function) {
    Comparison same = CompareArrays(dst_dslc, dst_cub, 1e-5);
    if (same.ok) notes.push_back("checked; dslc vs CUB " + same.text);
  } else if (kernel || function) {
    notes.push_back("checked");
  }
  if (kernel || function) {
    auto nothing = [] {};
    PairMs ms = PairedMedianMs(device_, options_.repeats,
                               kernel ? std::function<void()>(launch_dslc) : nothing,
                               function ? std::function<void()>(launch_cub) : nothing);
    if (kernel) line.dslc_ms = ms.first;
    if (function) line.cub_ms = ms.second;
  }
  notes.push_back("grid " + std::to_string(grid.x) +
                  (memory_bound ? "" : ", " + std::to_string(kReps) + " trips"));
  for (size_t i = 0; i < notes.size(); ++i) line.note += (i ? "; " : "") + notes[i];

  auto row = [&](const std::string& what, double value, const std::string& unit) {
    rows_->push_back({"collectives", line.label + ": " + what, value, unit, line.note});
  };
  row("dslc", line.dslc_ms, "ms");
  row("CUB", line.cub_ms, "ms");
  row("dslc/CUB", line.dslc_ms / line.cub_ms, "ratio");
  if (memory_bound) {
    row("dslc bandwidth", line.bytes / line.dslc_ms / 1e6, "GB/s");
    row("CUB bandwidth", line.bytes / line.cub_ms / 1e6, "GB/s");
  }
  lines_.push_back(std::move(line));
}

void CollectivesTable::Print() const {
  auto number = [](double value, const char* format) {
    return std::isnan(value) ? std::string("-") : Format(format, value);
  };
  std::printf("\ncollectives: cuda.coop in dslc beside CUB (nvcc -O3) (median of %d)\n",
              options_.repeats);
  std::printf("%-46s %9s %9s %9s %9s %9s  %s\n", "kernel", "dslc ms", "CUB ms", "dslc/CUB",
              "dslc GB/s", "CUB GB/s", "check");
  for (const Line& line : lines_) {
    double dslc_gbs = line.bytes > 0 ? line.bytes / line.dslc_ms / 1e6 : NAN;
    double cub_gbs = line.bytes > 0 ? line.bytes / line.cub_ms / 1e6 : NAN;
    std::printf(
        "%-46s %9s %9s %9s %9s %9s  %s\n", line.label.c_str(), number(line.dslc_ms, "%.4f").c_str(),
        number(line.cub_ms, "%.4f").c_str(), number(line.dslc_ms / line.cub_ms, "%.3f").c_str(),
        number(dslc_gbs, "%.0f").c_str(), number(cub_gbs, "%.0f").c_str(), line.note.c_str());
  }
  std::fflush(stdout);
}

}  // namespace

bool Collectives(const dslc::Device& device, CubinKernels& cubins, const SideBySideOptions& options,
                 std::vector<Row>* rows) {
  CollectivesTable table(device, cubins, options, rows);
  for (const Collective& spec : kCollectives) {
    table.Run<int32_t>(spec);
    table.Run<float>(spec);
  }
  table.Print();
  return !table.failed();
}

}  // namespace dslc_bench
