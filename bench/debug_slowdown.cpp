#include "bench/debug_slowdown.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bench/examples.h"
#include "dslc/runtime.h"

namespace dslc_bench {
namespace {

using dslc::Dim3;
using dslc::DType;

constexpr int64_t kElements = int64_t{1} << 24;  // the 1-D kernels
constexpr int64_t kSide = 1024;                  // matrices: kSide x kSide
constexpr int64_t kGridSide = 4096;              // the stencil's grid

// The kernels of ExampleKernels(), at sizes that take the GPU a while. The
// kernels that synchronise the grid keep their small cooperative launch.
std::vector<ExampleKernel> SlowdownKernels() {
  const DType f32 = DType::Float32, f64 = DType::Float64, i64 = DType::Int64, i32 = DType::Int32,
              u32 = DType::UInt32;
  const Dim3 blocks(static_cast<uint32_t>(kElements / 256)), threads(256);
  const Dim3 tiles(kSide / 16, kSide / 16), tile(16, 16);
  const std::vector<int64_t> n = {kElements}, square = {kSide, kSide};
  std::vector<ExampleKernel> kernels = {
      {"saxpy.py", "saxpy", {{f32, {}, 2}, {f32, n}, {f32, n}}, blocks, threads},
      {"matmul_naive.py",
       "matmul_naive",
       {{f32, square}, {f32, square}, {f32, square}},
       tiles,
       tile},
      {"math_elementwise.py",
       "damped_wave",
       {{f32, n}, {f32, n}, {f32, n}, {f32, {}, 0.1}},
       blocks,
       threads},
      {"device_functions.py",
       "to_polar",
       {{f32, n}, {f32, n}, {f32, n}, {f32, n}},
       blocks,
       threads},
      {"device_functions.py",
       "blend",
       {{f64, n}, {f64, n}, {f64, {}, 0.5}, {f64, {}, 0.9}},
       blocks,
       threads},
      {"stencil2d.py",
       "heat_step",
       {{f32, {kGridSide, kGridSide}}, {f32, {kGridSide, kGridSide}}, {f32, {}, 0.2}},
       Dim3(kGridSide / 16, kGridSide / 16),
       tile},
      {"segmented_sum.py",
       "segmented_sum",
       {{f32, n}, {f32, {kElements / 1024}}, {i64, {}, 1024}},
       Dim3(static_cast<uint32_t>(kElements / 1024)),
       threads},
      {"matmul_shared.py",
       "matmul_shared",
       {{f32, square}, {f32, square}, {f32, square}},
       tiles,
       tile},
      {"histogram.py", "histogram_global", {{i32, n}, {u32, {16}}}, Dim3(1024), threads},
      {"histogram.py", "histogram_shared", {{i32, n}, {u32, {16}}}, Dim3(1024), threads},
      {"dynamic_shared.py", "reverse_tiles", {{f32, n}, {f32, n}}, blocks, threads, 256 * 4},
      {"warp_reduce.py", "warp_sum", {{f32, n}, {f32, {kElements / 32}}}, blocks, threads},
  };
  for (const ExampleKernel& kernel : ExampleKernels()) {
    if (std::string(kernel.kernel) == "two_phase" || std::string(kernel.kernel) == "jacobi")
      kernels.push_back(kernel);
  }
  return kernels;
}

// The median time of `repeats` launches of `kernel`, after three untimed.
float MedianMs(dslc::Kernel& kernel, const ExampleKernel& example, std::vector<dslc::Arg>& args,
               const dslc::Device& device, int repeats) {
  dslc::LaunchConfig config{example.grid, example.block, example.shared_bytes, nullptr};
  for (int i = 0; i < 3; ++i) kernel.Launch(config, args);
  device.Synchronize();
  dslc::Event start(device), stop(device);
  std::vector<float> times;
  for (int i = 0; i < repeats; ++i) {
    start.Record();
    kernel.Launch(config, args);
    stop.Record();
    stop.Synchronize();
    times.push_back(dslc::Event::ElapsedMs(start, stop));
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

}  // namespace

int DebugSlowdown(int repeats) {
  std::string why;
  if (!dslc::Device::DriverAvailable(&why) || dslc::Device::Count() == 0) {
    std::printf("dslc-bench needs a GPU: %s\n",
                why.empty() ? "the CUDA driver sees no GPU" : why.c_str());
    return 0;
  }
  dslc::Device device = dslc::Device::Get(0);
  std::printf("debug mode's cost on %s: median of %d launches after warm-up\n\n",
              device.properties().name.c_str(), repeats);
  std::printf("%-40s %12s %12s %9s\n", "kernel", "ms normal", "ms debug", "slowdown");
  int status = 0;
  for (const ExampleKernel& example : SlowdownKernels()) {
    std::string name = std::string(example.file) + " " + example.kernel;
    float ms[2] = {0, 0};
    try {
      for (int debug = 0; debug < 2; ++debug) {
        dslc::ProgramOptions options;
        options.use_cache = false;
        options.debug = debug == 1;
        dslc::Program program = dslc::Program::Load(ExamplesDir() + "/" + example.file, options);
        dslc::Kernel kernel = program.kernel(example.kernel);
        std::vector<dslc::DeviceArray> arrays;
        std::vector<dslc::Arg> args = MakeArgs(example.params, &arrays);
        ms[debug] = MedianMs(kernel, example, args, device, repeats);
      }
    } catch (const dslc::Error& error) {
      std::printf("%-40s failed: %s\n", name.c_str(), error.what());
      status = 1;
      continue;
    }
    std::printf("%-40s %12.4f %12.4f %8.2fx\n", name.c_str(), ms[0], ms[1], ms[1] / ms[0]);
  }
  return status;
}

}  // namespace dslc_bench
