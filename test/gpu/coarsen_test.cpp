// Thread coarsening (docs/performance.md): every lang-example kernel that is
// coarsened gives, bit for bit, what the same kernel compiled with
// coarsening off gives, for sizes that are not multiples of the factor x
// the block, for aliased arguments and for grids larger than the arrays.
// DSLC_COARSEN_MIN_THREADS=0 makes every launch of the coarsened programs
// coarsened, however small.
#include <cstdlib>
#include <functional>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

// The sizes each kernel runs on: 1, one under a block, a prime-ish size
// above a million, and 2^24 + 7.
constexpr int64_t kSizes[] = {1, 255, 1000003, (int64_t{1} << 24) + 7};

// A program of lang-examples/<file> with coarsening on for every launch
// (`coarsened`) or off.
Program ExampleProgram(const std::string& file, bool coarsened) {
  ProgramOptions options;
  options.coarsen = coarsened;
  if (!coarsened) return LoadExample(file, options);
  setenv("DSLC_COARSEN_MIN_THREADS", "0", 1);
  Program program = LoadExample(file, options);
  unsetenv("DSLC_COARSEN_MIN_THREADS");
  return program;
}

// Runs `launch` with the kernel coarsened and not, each on its own copy of
// `inputs` (of shape `shape`, or 1-D when it is empty), and compares every
// array after it bit for bit. `launch` gets the kernel and the device
// arrays.
template <typename T>
void CompareCoarsened(const std::string& file, const std::string& kernel,
                      const std::vector<std::vector<T>>& inputs,
                      const std::function<void(Kernel&, std::vector<DeviceArray>&)>& launch,
                      const std::vector<int64_t>& shape = {}) {
  std::vector<std::vector<T>> results[2];
  for (bool coarsened : {false, true}) {
    Kernel k = KernelOf(ExampleProgram(file, coarsened), kernel);
    std::vector<DeviceArray> arrays;
    for (const std::vector<T>& input : inputs) {
      arrays.push_back(shape.empty() ? DeviceArray::FromVector(input)
                                     : DeviceArray::FromVector(input, shape));
    }
    launch(k, arrays);
    for (DeviceArray& array : arrays) results[coarsened].push_back(array.ToVector<T>());
  }
  for (size_t a = 0; a < inputs.size(); ++a) EXPECT_ALL_EQ(results[1][a], results[0][a]);
}

// The factor the compiled kernel's facts show.
uint32_t FactorOf(Kernel& kernel, std::span<const Arg> args) {
  return kernel.Compile(args).facts.coarsening;
}

void CheckSaxpy32(int64_t n, uint32_t block, int64_t extra_blocks) {
  std::vector<float> x = RandomFloats(static_cast<size_t>(n)),
                     y = RandomFloats(static_cast<size_t>(n));
  float a = 1.5f;
  CompareCoarsened<float>("saxpy.py", "saxpy", {x, y}, [&](Kernel& k, std::vector<DeviceArray>& d) {
    Dim3 grid(BlocksFor(n, block) + static_cast<uint32_t>(extra_blocks));
    k.Launch(grid, Dim3(block), a, d[0], d[1]);
  });
}

GPU_TEST(coarsen_saxpy_float32_sizes) {
  for (int64_t n : kSizes) CheckSaxpy32(n, 256, 0);
  CheckSaxpy32(1000003, 128, 0);
  CheckSaxpy32(1000003, 96, 0);  // a block that is not a multiple of 32
}

// A grid larger than the arrays: the kernel's own test keeps the extra
// threads out.
GPU_TEST(coarsen_saxpy_grid_larger_than_arrays) {
  CheckSaxpy32(1000, 256, 9);
  CheckSaxpy32(1000003, 256, 5);
}

GPU_TEST(coarsen_saxpy_factor) {
  DeviceArray x = DeviceArray::FromVector(RandomFloats(64)),
              y = DeviceArray::FromVector(RandomFloats(64));
  Kernel saxpy = KernelOf(ExampleProgram("saxpy.py", true), "saxpy");
  const Arg args32[] = {1.0f, x, y};
  EXPECT_EQ(FactorOf(saxpy, args32), 4u);
  DeviceArray x64 = DeviceArray::FromVector(RandomDoubles(64)),
              y64 = DeviceArray::FromVector(RandomDoubles(64));
  const Arg args64[] = {1.0, x64, y64};
  EXPECT_EQ(FactorOf(saxpy, args64), 2u);
  Kernel off = KernelOf(ExampleProgram("saxpy.py", false), "saxpy");
  EXPECT_EQ(FactorOf(off, args32), 1u);
}

GPU_TEST(coarsen_saxpy_float64_sizes) {
  for (int64_t n : kSizes) {
    std::vector<double> x = RandomDoubles(static_cast<size_t>(n)),
                        y = RandomDoubles(static_cast<size_t>(n));
    CompareCoarsened<double>("saxpy.py", "saxpy", {x, y},
                             [&](Kernel& k, std::vector<DeviceArray>& d) {
                               k.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), 0.75, d[0], d[1]);
                             });
  }
}

// saxpy(a, y, y): the arrays overlap, the one-by-one path runs.
GPU_TEST(coarsen_saxpy_aliased) {
  for (int64_t n : kSizes) {
    std::vector<float> y = RandomFloats(static_cast<size_t>(n));
    CompareCoarsened<float>("saxpy.py", "saxpy", {y}, [&](Kernel& k, std::vector<DeviceArray>& d) {
      k.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), 2.0f, d[0], d[0]);
    });
  }
}

// x shorter than y: the kernel tests `i < x.size`.
GPU_TEST(coarsen_saxpy_shorter_array) {
  int64_t n = 1000003;
  std::vector<float> x = RandomFloats(static_cast<size_t>(n - 777)),
                     y = RandomFloats(static_cast<size_t>(n));
  std::vector<std::vector<float>> results[2];
  for (bool coarsened : {false, true}) {
    Kernel k = KernelOf(ExampleProgram("saxpy.py", coarsened), "saxpy");
    DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
    k.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), 3.0f, dx, dy);
    results[coarsened].push_back(dy.ToVector<float>());
  }
  EXPECT_ALL_EQ(results[1][0], results[0][0]);
}

// damped_wave calls 8 math functions, so it is not coarsened
// (elementwise.cpp): the option must not change its results either.
GPU_TEST(coarsen_damped_wave) {
  for (int64_t n : kSizes) {
    std::vector<float> t = RandomFloats(static_cast<size_t>(n), 0, 20),
                       phase = RandomFloats(static_cast<size_t>(n)),
                       out(static_cast<size_t>(n), 0.0f);
    CompareCoarsened<float>("math_elementwise.py", "damped_wave", {t, phase, out},
                            [&](Kernel& k, std::vector<DeviceArray>& d) {
                              k.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), d[0], d[1], d[2], 0.1f);
                            });
  }
}

GPU_TEST(coarsen_to_polar) {
  for (int64_t n : kSizes) {
    std::vector<float> x = RandomFloats(static_cast<size_t>(n)),
                       y = RandomFloats(static_cast<size_t>(n)),
                       radius(static_cast<size_t>(n), 0.0f), angle(static_cast<size_t>(n), 0.0f);
    CompareCoarsened<float>("device_functions.py", "to_polar", {x, y, radius, angle},
                            [&](Kernel& k, std::vector<DeviceArray>& d) {
                              k.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), d[0], d[1], d[2], d[3]);
                            });
  }
}

GPU_TEST(coarsen_blend) {
  for (int64_t n : kSizes) {
    std::vector<double> src = RandomDoubles(static_cast<size_t>(n), -2, 2),
                        dst = RandomDoubles(static_cast<size_t>(n), -2, 2);
    CompareCoarsened<double>("device_functions.py", "blend", {src, dst},
                             [&](Kernel& k, std::vector<DeviceArray>& d) {
                               k.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), d[0], d[1], 0.25, 1.5);
                             });
    // blend(dst, dst, ...): its source is its destination.
    CompareCoarsened<double>("device_functions.py", "blend", {dst},
                             [&](Kernel& k, std::vector<DeviceArray>& d) {
                               k.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), d[0], d[0], 0.25, 1.5);
                             });
  }
}

// heat_step (a 2-D stencil) runs 4 consecutive columns per GPU thread: the
// chunks at the edges (row 0, the last row, the first and last columns)
// run one by one, the others load their neighbours ahead, 16 bytes at a
// time where the rows are aligned (1024 columns) and one element at a time
// where they are not (1003).
void CheckHeatStep(int64_t rows, int64_t cols, Dim3 block, uint32_t extra_blocks) {
  std::vector<float> u = RandomFloats(static_cast<size_t>(rows * cols), 0, 100),
                     next(static_cast<size_t>(rows * cols), -1.0f);
  CompareCoarsened<float>("stencil2d.py", "heat_step", {u, next},
                          [&](Kernel& k, std::vector<DeviceArray>& d) {
                            Dim3 grid(BlocksFor(cols, block.x) + extra_blocks,
                                      BlocksFor(rows, block.y) + extra_blocks);
                            k.Launch(grid, block, d[0], d[1], 0.2f);
                          },
                          {rows, cols});
}

GPU_TEST(coarsen_heat_step_shapes) {
  for (auto [rows, cols] : {std::pair<int64_t, int64_t>{1, 1},
                            {3, 5},
                            {33, 2},
                            {517, 333},
                            {1000, 1003},
                            {4099, 1024}}) {
    CheckHeatStep(rows, cols, Dim3(32, 8), 0);
  }
  CheckHeatStep(1000, 1003, Dim3(16, 16), 0);
  CheckHeatStep(1000, 1003, Dim3(32, 1), 0);
  CheckHeatStep(1000, 1003, Dim3(8, 32), 0);
  CheckHeatStep(517, 333, Dim3(32, 8), 3);  // a grid larger than the arrays
}

GPU_TEST(coarsen_heat_step_factor) {
  DeviceArray u(DType::Float32, {64, 64}), next(DType::Float32, {64, 64});
  Kernel k = KernelOf(ExampleProgram("stencil2d.py", true), "heat_step");
  const Arg args[] = {u, next, 0.2f};
  KernelFacts facts = k.Compile(args).facts;
  EXPECT_EQ(facts.coarsening, 4u);
  EXPECT_EQ(facts.coarsen_axis, 0u);
  // 4 consecutive columns per thread: a quarter of the blocks along x, every
  // row of blocks.
  Dim3 grid = k.LaunchedGrid(LaunchConfig{Dim3(512, 2048), Dim3(32, 8), 0, nullptr}, args);
  EXPECT_EQ(grid.x, 128u);
  EXPECT_EQ(grid.y, 2048u);
  grid = k.LaunchedGrid(LaunchConfig{Dim3(33, 5), Dim3(16, 16), 0, nullptr}, args);
  EXPECT_EQ(grid.x, 9u);
  EXPECT_EQ(grid.y, 5u);
}

// The launches the other tests compare are coarsened indeed.
GPU_TEST(coarsen_launched_grids) {
  Kernel saxpy = KernelOf(ExampleProgram("saxpy.py", true), "saxpy");
  DeviceArray x(DType::Float32, {1000}), y(DType::Float32, {1000});
  const Arg args[] = {2.0f, x, y};
  EXPECT_EQ(saxpy.LaunchedGrid(LaunchConfig{Dim3(4), Dim3(256), 0, nullptr}, args).x, 1u);
  Kernel off = KernelOf(ExampleProgram("saxpy.py", false), "saxpy");
  EXPECT_EQ(off.LaunchedGrid(LaunchConfig{Dim3(4), Dim3(256), 0, nullptr}, args).x, 4u);
  Kernel warp_sum = KernelOf(ExampleProgram("warp_reduce.py", true), "warp_sum");
  DeviceArray a(DType::Float32, {4096}), out(DType::Float32, {128});
  const Arg warp_args[] = {a, out};
  // Lanes of virtual warps: 8 per thread, in blocks of whole warps only.
  EXPECT_EQ(warp_sum.Compile(warp_args).facts.coarsen_whole_warps, true);
  EXPECT_EQ(warp_sum.LaunchedGrid(LaunchConfig{Dim3(16), Dim3(256), 0, nullptr}, warp_args).x, 2u);
  EXPECT_EQ(warp_sum.LaunchedGrid(LaunchConfig{Dim3(16), Dim3(96), 0, nullptr}, warp_args).x, 2u);
  EXPECT_EQ(warp_sum.LaunchedGrid(LaunchConfig{Dim3(16), Dim3(48), 0, nullptr}, warp_args).x, 16u);
  // A kernel compiled for its launch's block shape (cuda.coop), not coarsened.
  Kernel blocks = KernelOf(ExampleProgram("segmented_sum_coop.py", true), "segsum_blocks");
  DeviceArray data(DType::Float32, {8192}), sums(DType::Float32, {2});
  const Arg coop_args[] = {data, sums, int64_t{4096}};
  EXPECT_EQ(blocks.LaunchedGrid(LaunchConfig{Dim3(2), Dim3(512), 0, nullptr}, coop_args).x, 2u);
}

// warp_sum reads each element once and shuffles within its warp: a GPU
// thread runs 8 lanes of virtual warps, each shuffle exchanging them all.
GPU_TEST(coarsen_warp_sum) {
  for (int64_t n : kSizes) {
    for (uint32_t block : {256u, 96u}) {
      std::vector<float> a = RandomFloats(static_cast<size_t>(n)),
                         out(static_cast<size_t>((n + 31) / 32), -1.0f);
      CompareCoarsened<float>("warp_reduce.py", "warp_sum", {a, out},
                              [&](Kernel& k, std::vector<DeviceArray>& d) {
                                k.Launch(Dim3(BlocksFor(n, block)), Dim3(block), d[0], d[1]);
                              });
    }
  }
}

// Without DSLC_COARSEN_MIN_THREADS a small launch is not coarsened and a
// large one is; both give the uncoarsened results.
GPU_TEST(coarsen_default_threshold) {
  for (int64_t n : {int64_t{1000003}, (int64_t{1} << 24) + 7}) {
    std::vector<float> x = RandomFloats(static_cast<size_t>(n)),
                       y = RandomFloats(static_cast<size_t>(n));
    std::vector<float> results[2];
    for (bool coarsen : {false, true}) {
      ProgramOptions options;
      options.coarsen = coarsen;
      Kernel k = KernelOf(LoadExample("saxpy.py", options), "saxpy");
      DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
      k.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), 2.5f, dx, dy);
      results[coarsen] = dy.ToVector<float>();
    }
    EXPECT_ALL_EQ(results[1], results[0]);
  }
}

}  // namespace
}  // namespace dslc::gpu_test
