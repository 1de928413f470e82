#include "bench/parity.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>

#include "bench/examples.h"
#include "bench/gpu_compare.h"

namespace dslc_bench {
namespace {

using dslc::DeviceArray;
using dslc::Dim3;
using dslc::DType;
using dslc::Kernel;
using dslc::LaunchConfig;

// One output of a kernel: dslc's array and nvcc's. Outputs that are not
// also inputs are first filled with different bytes on the two sides, so
// that an element neither kernel writes is a mismatch.
struct Output {
  DeviceArray* dslc;
  DeviceArray* nvcc;
  double tolerance;  // < 0: must be equal
  bool fill = true;
};

struct Case {
  Case(std::string label_, std::string file_, std::string kernel_, std::string cubin_, Dim3 grid_,
       Dim3 block_, uint32_t shared_bytes_ = 0)
      : label(std::move(label_)),
        file(std::move(file_)),
        kernel(std::move(kernel_)),
        cubin(std::move(cubin_)),
        grid(grid_),
        block(block_),
        shared_bytes(shared_bytes_) {}

  std::string label;
  std::string file, kernel;  // lang-examples/<file>, and the function in <cubin>
  std::string cubin;
  Dim3 grid, block;
  uint32_t shared_bytes = 0;
  bool cooperative = false;     // grid: the smaller of the two sides' cooperative limits
  double bytes = 0;             // moved per launch (0: not memory-bound)
  double flops = 0;             // per launch, where compute-bound
  std::function<void()> reset;  // restores the inputs that the kernels update
  std::function<void(Kernel&, const LaunchConfig&)> dslc;
  std::function<uint32_t(Kernel&)> dslc_cooperative_blocks;
  RawParams nvcc_params;
  std::vector<Output> outputs;
  std::function<std::string()> verify;  // "" or what is wrong with nvcc's outputs
};

std::string FirstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

std::string Format(const char* format, double value) {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

// Element i of float outputs against ref_at(i), for up to 2^16 elements
// spread over the array: "" or the first that is off by more than
// `tolerance` (relative to max(|ref|, 1)).
template <typename T, typename RefAt>
std::string SampledCheck(const DeviceArray& out, RefAt ref_at, double tolerance) {
  std::vector<T> values = out.ToVector<T>();
  size_t step = std::max<size_t>(1, values.size() >> 16);
  for (size_t i = 0; i < values.size(); i += step) {
    double ref = ref_at(i);
    double diff = std::fabs(double(values[i]) - ref) / std::max(std::fabs(ref), 1.0);
    if (!(diff <= tolerance))
      return "element " + std::to_string(i) + " is " + Format("%.9g", double(values[i])) +
             ", not " + Format("%.9g", ref);
  }
  return "";
}

class ParityTable {
 public:
  ParityTable(const dslc::Device& device, CubinKernels& cubins, const SideBySideOptions& options,
              std::vector<Row>* rows)
      : device_(device), cubins_(cubins), options_(options), rows_(rows) {}

  void Run(Case& c);
  void Print() const;
  bool failed() const { return failed_; }

 private:
  struct Line {
    std::string label;
    double dslc_ms = NAN, nvcc_ms = NAN, bytes = 0, flops = 0;
    std::string note;
  };
  void Add(Line line);

  const dslc::Device& device_;
  CubinKernels& cubins_;
  const SideBySideOptions& options_;
  std::vector<Row>* rows_;
  std::vector<Line> lines_;
  bool failed_ = false;
};

void ParityTable::Run(Case& c) {
  Line line;
  line.label = c.label;
  line.bytes = c.bytes;
  line.flops = c.flops;
  std::optional<Kernel> kernel;
  std::string dslc_why;
  std::string path = ExamplesDir() + "/" + c.file;
  if (!IsFile(path)) {
    dslc_why = "no " + path;
  } else {
    try {
      kernel = dslc::Program::Load(path, ExampleProgramOptions()).kernel(c.kernel);
      if (c.cooperative) c.grid = Dim3(c.dslc_cooperative_blocks(*kernel));
    } catch (const dslc::CompileError& error) {
      kernel.reset();
      dslc_why = "dslc: not compiled: " + FirstLine(error.what());
    }
  }
  std::string nvcc_why;
  void* function = cubins_.Get(c.cubin, c.kernel, &nvcc_why);
  if (function && c.cooperative) {
    uint32_t limit =
        cubins_.MaxCooperativeBlocks(function, c.block.x * c.block.y * c.block.z, c.shared_bytes,
                                     device_.properties().multiprocessors);
    c.grid = Dim3(kernel ? std::min(c.grid.x, limit) : limit);
  }
  if (!kernel && !function) {
    line.note = dslc_why + "; " + nvcc_why;
    return Add(line);
  }
  const LaunchConfig config{c.grid, c.block, c.shared_bytes, nullptr};
  int nvcc_result = 0;
  auto launch_dslc = [&] { c.dslc(*kernel, config); };
  auto launch_nvcc = [&] {
    int result =
        cubins_.Launch(function, c.grid, c.block, c.shared_bytes, c.nvcc_params, c.cooperative);
    if (result != 0 && nvcc_result == 0) nvcc_result = result;
  };

  // The checked launches: each side once, from the same inputs.
  if (c.reset) c.reset();
  for (const Output& out : c.outputs) {
    if (!out.fill) continue;
    out.dslc->Fill(0xFF);
    out.nvcc->Fill(0x7F);
  }
  if (kernel) launch_dslc();
  if (function) launch_nvcc();
  device_.Synchronize();
  std::vector<std::string> notes;
  if (function && nvcc_result != 0) {
    notes.push_back("FAILED: nvcc launch: CUresult " + std::to_string(nvcc_result));
    failed_ = true;
    function = nullptr;
  }
  if (kernel && function) {
    for (const Output& out : c.outputs) {
      Comparison comparison = CompareArrays(*out.dslc, *out.nvcc, out.tolerance);
      failed_ = failed_ || !comparison.ok;
      notes.push_back(comparison.text);
    }
  }
  if (function && c.verify) {
    std::string wrong = c.verify();
    if (!wrong.empty()) {
      failed_ = true;
      notes.push_back("FAILED: nvcc's output: " + wrong);
    }
  }
  if (!kernel) notes.push_back(dslc_why);
  if (!function && !nvcc_why.empty()) notes.push_back(nvcc_why);

  auto nothing = [] {};
  PairMs ms = PairedMedianMs(device_, options_.repeats,
                             kernel ? std::function<void()>(launch_dslc) : nothing,
                             function ? std::function<void()>(launch_nvcc) : nothing);
  if (nvcc_result != 0) {
    notes.push_back("FAILED: a timed nvcc launch: CUresult " + std::to_string(nvcc_result));
    failed_ = true;
  }
  if (kernel) line.dslc_ms = ms.first;
  if (function) line.nvcc_ms = ms.second;
  std::string shape = "grid " + std::to_string(c.grid.x) +
                      (c.grid.y > 1 ? "x" + std::to_string(c.grid.y) : "") + ", block " +
                      std::to_string(c.block.x) +
                      (c.block.y > 1 ? "x" + std::to_string(c.block.y) : "") +
                      (c.shared_bytes ? ", " + std::to_string(c.shared_bytes) + " B dynamic" : "");
  notes.push_back(shape);
  for (size_t i = 0; i < notes.size(); ++i) line.note += (i ? "; " : "") + notes[i];
  Add(line);
}

void ParityTable::Add(Line line) {
  auto row = [&](const std::string& what, double value, const std::string& unit) {
    rows_->push_back({"parity", line.label + ": " + what, value, unit, line.note});
  };
  row("dslc", line.dslc_ms, "ms");
  row("nvcc", line.nvcc_ms, "ms");
  row("dslc/nvcc", line.dslc_ms / line.nvcc_ms, "ratio");
  if (line.bytes > 0) {
    row("dslc bandwidth", line.bytes / line.dslc_ms / 1e6, "GB/s");
    row("nvcc bandwidth", line.bytes / line.nvcc_ms / 1e6, "GB/s");
  }
  if (line.flops > 0) {
    row("dslc throughput", line.flops / line.dslc_ms / 1e9, "TFLOP/s");
    row("nvcc throughput", line.flops / line.nvcc_ms / 1e9, "TFLOP/s");
  }
  lines_.push_back(std::move(line));
}

void ParityTable::Print() const {
  auto number = [](double value, const char* format) {
    return std::isnan(value) ? std::string("-") : Format(format, value);
  };
  std::printf("\nlang-examples: dslc beside nvcc -O3 (same launch, same arrays; median of %d)\n",
              options_.repeats);
  std::printf("%-50s %9s %9s %9s %9s %9s  %s\n", "kernel", "dslc ms", "nvcc ms", "dslc/nvcc",
              "dslc GB/s", "nvcc GB/s", "check");
  for (const Line& line : lines_) {
    double dslc_gbs = line.bytes > 0 ? line.bytes / line.dslc_ms / 1e6 : NAN;
    double nvcc_gbs = line.bytes > 0 ? line.bytes / line.nvcc_ms / 1e6 : NAN;
    std::printf(
        "%-50s %9s %9s %9s %9s %9s  %s\n", line.label.c_str(), number(line.dslc_ms, "%.4f").c_str(),
        number(line.nvcc_ms, "%.4f").c_str(), number(line.dslc_ms / line.nvcc_ms, "%.3f").c_str(),
        number(dslc_gbs, "%.0f").c_str(), number(nvcc_gbs, "%.0f").c_str(), line.note.c_str());
  }
  std::fflush(stdout);
}

// ------------------------------------------------------------- the kernels

// The inputs every memory-bound case reads: 2^K random floats in [0, 1).
struct Inputs {
  int64_t n;
  std::string size;  // "2^28 float32"
  std::vector<float> x, y;
  DeviceArray dx, dy;
};

// log2 of a power of two.
int Log2(int64_t n) { return 63 - __builtin_clzll(static_cast<unsigned long long>(n)); }

Dim3 Grid1d(int64_t n, uint32_t block) {
  return Dim3(static_cast<uint32_t>((n + block - 1) / block));
}

void Elementwise(ParityTable& table, const Inputs& in) {
  const int64_t n = in.n;
  const Dim3 grid = Grid1d(n, 256), block(256);
  {
    const float a = 0.5f;
    DeviceArray y_dslc = DeviceArray::FromVector(in.y), y_nvcc = DeviceArray::FromVector(in.y);
    Case c{"saxpy.py saxpy, " + in.size, "saxpy.py", "saxpy", "saxpy.cubin", grid, block};
    c.bytes = 12.0 * n;
    c.reset = [&] { y_dslc.CopyFromHost(in.y.data()), y_nvcc.CopyFromHost(in.y.data()); };
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, a, in.dx, y_dslc); };
    c.nvcc_params.Add(a).Add(in.dx).Add(y_nvcc).Add(n);
    c.outputs = {{&y_dslc, &y_nvcc, 1e-6, false}};
    c.verify = [&] {
      return SampledCheck<float>(
          y_nvcc, [&](size_t i) { return double(a) * in.x[i] + in.y[i]; }, 1e-6);
    };
    table.Run(c);
  }
  {
    const float decay = 0.1f;
    DeviceArray out_dslc(DType::Float32, {n}), out_nvcc(DType::Float32, {n});
    Case c{"math_elementwise.py damped_wave, " + in.size,
           "math_elementwise.py",
           "damped_wave",
           "math_elementwise.cubin",
           grid,
           block};
    c.bytes = 12.0 * n;
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, in.dx, in.dy, out_dslc, decay); };
    c.nvcc_params.Add(in.dx).Add(in.dy).Add(out_nvcc).Add(decay).Add(n);
    c.outputs = {{&out_dslc, &out_nvcc, 1e-5}};
    table.Run(c);
  }
  {
    DeviceArray r_dslc(DType::Float32, {n}), r_nvcc(DType::Float32, {n}),
        t_dslc(DType::Float32, {n}), t_nvcc(DType::Float32, {n});
    Case c{"device_functions.py to_polar, " + in.size,
           "device_functions.py",
           "to_polar",
           "device_functions.cubin",
           grid,
           block};
    c.bytes = 16.0 * n;
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, in.dx, in.dy, r_dslc, t_dslc); };
    c.nvcc_params.Add(in.dx).Add(in.dy).Add(r_nvcc).Add(t_nvcc).Add(n);
    c.outputs = {{&r_dslc, &r_nvcc, 1e-6}, {&t_dslc, &t_nvcc, 1e-6}};
    table.Run(c);
  }
  {
    // float64 arrays of the same bytes: n / 2 elements.
    const int64_t m = n / 2;
    std::vector<double> src(in.x.begin(), in.x.begin() + m), dst(in.y.begin(), in.y.begin() + m);
    DeviceArray dsrc = DeviceArray::FromVector(src), dst_dslc = DeviceArray::FromVector(dst),
                dst_nvcc = DeviceArray::FromVector(dst);
    const double t = 0.25, ceiling = 0.9;
    Case c{"device_functions.py blend, 2^" + std::to_string(Log2(m)) + " float64",
           "device_functions.py",
           "blend",
           "device_functions.cubin",
           Grid1d(m, 256),
           block};
    c.bytes = 24.0 * m;
    c.reset = [&] { dst_dslc.CopyFromHost(dst.data()), dst_nvcc.CopyFromHost(dst.data()); };
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, dsrc, dst_dslc, t, ceiling); };
    c.nvcc_params.Add(dsrc).Add(dst_nvcc).Add(t).Add(ceiling).Add(m);
    c.outputs = {{&dst_dslc, &dst_nvcc, 1e-12, false}};
    c.verify = [&] {
      return SampledCheck<double>(
          dst_nvcc,
          [&](size_t i) { return std::clamp(dst[i] + (src[i] - dst[i]) * t, 0.0, ceiling); },
          1e-12);
    };
    table.Run(c);
  }
  {
    const int64_t cols = int64_t{1} << ((Log2(n)) / 2), rows = n / cols;
    DeviceArray u = in.dx.View({rows, cols}, {cols * 4, 4});
    DeviceArray next_dslc(DType::Float32, {rows, cols}), next_nvcc(DType::Float32, {rows, cols});
    const float alpha = 0.2f;
    Case c{
        "stencil2d.py heat_step, " + std::to_string(rows) + "x" + std::to_string(cols) + " float32",
        "stencil2d.py",
        "heat_step",
        "stencil2d.cubin",
        Dim3(static_cast<uint32_t>((cols + 31) / 32), static_cast<uint32_t>((rows + 7) / 8)),
        Dim3(32, 8)};
    c.bytes = 8.0 * n;
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, u, next_dslc, alpha); };
    c.nvcc_params.Add(u).Add(next_nvcc).Add(alpha).Add(rows).Add(cols);
    c.outputs = {{&next_dslc, &next_nvcc, 1e-6}};
    table.Run(c);
  }
  {
    DeviceArray out_dslc(DType::Float32, {n / 32}), out_nvcc(DType::Float32, {n / 32});
    Case c{"warp_reduce.py warp_sum, " + in.size,
           "warp_reduce.py",
           "warp_sum",
           "warp_reduce.cubin",
           grid,
           block};
    c.bytes = 4.0 * n + 4.0 * (n / 32);
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, in.dx, out_dslc); };
    c.nvcc_params.Add(in.dx).Add(out_nvcc).Add(n);
    c.outputs = {{&out_dslc, &out_nvcc, 1e-6}};
    table.Run(c);
  }
  {
    const int64_t tile = std::min<int64_t>(8192, n);  // 32 KiB of dynamic shared memory per block
    DeviceArray out_dslc(DType::Float32, {n}), out_nvcc(DType::Float32, {n});
    Case c{"dynamic_shared.py reverse_tiles, " + in.size,
           "dynamic_shared.py",
           "reverse_tiles",
           "dynamic_shared.cubin",
           Dim3(static_cast<uint32_t>(n / tile)),
           block,
           static_cast<uint32_t>(tile * 4)};
    c.bytes = 8.0 * n;
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, in.dx, out_dslc); };
    c.nvcc_params.Add(in.dx).Add(out_nvcc).Add(tile);
    c.outputs = {{&out_dslc, &out_nvcc, -1}};
    table.Run(c);
  }
  for (int64_t seglen : {int64_t{128}, int64_t{1024}}) {
    const int64_t segments = n / seglen;
    DeviceArray out_dslc(DType::Float32, {segments}), out_nvcc(DType::Float32, {segments});
    Case c{"segmented_sum.py segmented_sum, len " + std::to_string(seglen) + ", " + in.size,
           "segmented_sum.py",
           "segmented_sum",
           "segmented_sum.cubin",
           Dim3(static_cast<uint32_t>(segments)),
           block};
    c.bytes = 4.0 * n + 4.0 * segments;
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, in.dx, out_dslc, seglen); };
    c.nvcc_params.Add(in.dx).Add(out_nvcc).Add(seglen);
    c.outputs = {{&out_dslc, &out_nvcc, 1e-6}};
    table.Run(c);
  }
}

void Matmuls(ParityTable& table) {
  const int64_t size = 2048;  // M = K = N: about 2 ms for the naive kernel
  std::vector<float> a = RandomFloats(size * size), b = RandomFloats(size * size);
  DeviceArray da = DeviceArray::FromVector(a, {size, size}),
              db = DeviceArray::FromVector(b, {size, size});
  DeviceArray c_dslc(DType::Float32, {size, size}), c_nvcc(DType::Float32, {size, size});
  const Dim3 grid(size / 16, size / 16), block(16, 16);
  for (const char* name : {"matmul_naive", "matmul_shared"}) {
    std::string file = std::string(name) + ".py";
    Case c{file + " " + name + ", 2048^3 float32", file, name,
           std::string(name) + ".cubin",           grid, block};
    c.flops = 2.0 * size * size * size;
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, da, db, c_dslc); };
    c.nvcc_params.Add(da).Add(db).Add(c_nvcc).Add(size).Add(size).Add(size);
    c.outputs = {{&c_dslc, &c_nvcc, 1e-5}};
    c.verify = [&] {
      return SampledCheck<float>(
          c_nvcc,
          [&](size_t i) {
            size_t row = i / size, col = i % size;
            double sum = 0;
            for (int64_t k = 0; k < size; ++k) sum += double(a[row * size + k]) * b[k * size + col];
            return sum;
          },
          1e-4);
    };
    table.Run(c);
  }
}

void Atomics(ParityTable& table, const dslc::Device& device, const Inputs& in) {
  const int64_t n = in.n;
  std::vector<int32_t> values(static_cast<size_t>(n));
  std::vector<uint32_t> ref(16, 0);
  for (size_t i = 0; i < values.size(); ++i) {
    values[i] = static_cast<int32_t>(in.x[i] * 16) & 15;
    ++ref[values[i]];
  }
  DeviceArray dvalues = DeviceArray::FromVector(values);
  DeviceArray counts_dslc(DType::UInt32, {16}), counts_nvcc(DType::UInt32, {16});
  const Dim3 grid(static_cast<uint32_t>(device.properties().multiprocessors * 8)), block(256);
  for (const char* name : {"histogram_global", "histogram_shared"}) {
    Case c{std::string("histogram.py ") + name + ", 2^" + std::to_string(Log2(n)) +
               " int32 into 16 bins",
           "histogram.py",
           name,
           "histogram.cubin",
           grid,
           block};
    c.bytes = 4.0 * n;
    c.reset = [&] { counts_dslc.Fill(0), counts_nvcc.Fill(0); };
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, dvalues, counts_dslc); };
    c.nvcc_params.Add(dvalues).Add(counts_nvcc).Add(n);
    if (std::string(name) == "histogram_shared") c.nvcc_params.Add(int64_t{16});
    c.outputs = {{&counts_dslc, &counts_nvcc, -1, false}};
    c.verify = [&]() -> std::string {
      return counts_nvcc.ToVector<uint32_t>() == ref ? "" : "counts differ from the CPU's";
    };
    table.Run(c);
  }
}

void GridSyncs(ParityTable& table, const Inputs& in) {
  {
    const int64_t n = in.n / 2;  // int64: 4 * 2^K bytes per array
    DeviceArray x_dslc(DType::Int64, {n}), y_dslc(DType::Int64, {n}), x_nvcc(DType::Int64, {n}),
        y_nvcc(DType::Int64, {n});
    Case c{"grid_sync.py two_phase, 2^" + std::to_string(Log2(n)) + " int64",
           "grid_sync.py",
           "two_phase",
           "grid_sync.cubin",
           Dim3(1),
           Dim3(256)};
    c.cooperative = true;
    c.bytes = 32.0 * n;  // x written, x read twice, y written
    c.dslc_cooperative_blocks = [&](Kernel& k) {
      return k.MaxCooperativeBlocks(Dim3(256), 0, x_dslc, y_dslc);
    };
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, x_dslc, y_dslc); };
    c.nvcc_params.Add(x_nvcc).Add(y_nvcc).Add(n);
    c.outputs = {{&x_dslc, &x_nvcc, -1}, {&y_dslc, &y_nvcc, -1}};
    table.Run(c);
  }
  {
    const int64_t n = std::min(in.n, int64_t{1} << 22), sweeps = 100;
    std::vector<double> u(in.x.begin(), in.x.begin() + n), f(static_cast<size_t>(n), 1e-6);
    DeviceArray df = DeviceArray::FromVector(f);
    DeviceArray u_dslc = DeviceArray::FromVector(u), v_dslc = DeviceArray::FromVector(u),
                u_nvcc = DeviceArray::FromVector(u), v_nvcc = DeviceArray::FromVector(u);
    Case c{"jacobi_grid_sync.py jacobi, 2^" + std::to_string(Log2(n)) + " float64, 100 sweeps",
           "jacobi_grid_sync.py",
           "jacobi",
           "jacobi_grid_sync.cubin",
           Dim3(1),
           Dim3(256)};
    c.cooperative = true;
    c.reset = [&] {
      for (DeviceArray* a : {&u_dslc, &v_dslc, &u_nvcc, &v_nvcc}) a->CopyFromHost(u.data());
    };
    c.dslc_cooperative_blocks = [&](Kernel& k) {
      return k.MaxCooperativeBlocks(Dim3(256), 0, u_dslc, v_dslc, df, sweeps);
    };
    c.dslc = [&](Kernel& k, const LaunchConfig& l) { k.Launch(l, u_dslc, v_dslc, df, sweeps); };
    c.nvcc_params.Add(u_nvcc).Add(v_nvcc).Add(df).Add(n).Add(sweeps);
    c.outputs = {{&u_dslc, &u_nvcc, 1e-12, false}};
    c.verify = [&] {
      std::vector<double> ref = u, next = u;
      for (int64_t s = 0; s < sweeps; ++s) {
        for (int64_t i = 1; i < n - 1; ++i) next[i] = 0.5 * (ref[i - 1] + ref[i + 1] + f[i]);
        std::swap(ref, next);
      }
      return SampledCheck<double>(u_nvcc, [&](size_t i) { return ref[i]; }, 1e-12);
    };
    table.Run(c);
  }
}

}  // namespace

bool Parity(const dslc::Device& device, CubinKernels& cubins, const SideBySideOptions& options,
            std::vector<Row>* rows) {
  ParityTable table(device, cubins, options, rows);
  const int64_t n = int64_t{1} << options.log2_size;
  Inputs in{n,
            "2^" + std::to_string(options.log2_size) + " float32",
            RandomFloats(static_cast<size_t>(n)),
            RandomFloats(static_cast<size_t>(n)),
            {},
            {}};
  in.dx = DeviceArray::FromVector(in.x);
  in.dy = DeviceArray::FromVector(in.y);
  Elementwise(table, in);
  Matmuls(table);
  Atomics(table, device, in);
  GridSyncs(table, in);
  table.Print();
  return !table.failed();
}

}  // namespace dslc_bench
