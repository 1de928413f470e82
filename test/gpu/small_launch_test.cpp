// A launch too small to coarsen, of a kernel of lanes of virtual warps,
// runs the kernel compiled without coarsening (SmallLaunchForm,
// runtime/fitting_forms.h) rather than the uncoarsened path inside the
// lanes kernel, which ptxas -O3 miscompiled for this kernel: every element
// of out4 came out 32767 where Numba and dslc without coarsening give 0.
// The same kernel read from a cubin, with no uncoarsened compile to run,
// runs coarsened however small the launch.
#include "test/gpu/gpu_test.h"
#include "test/gpu/process.h"

namespace dslc::gpu_test {
namespace {

struct SmallLaunchArrays {
  std::vector<int16_t> out4, x2, out5;
  std::vector<int32_t> x1;
  std::vector<uint32_t> x3, x0;
};

SmallLaunchArrays RandomSmallLaunchArrays() {
  SmallLaunchArrays a{std::vector<int16_t>(1023), std::vector<int16_t>(1023),
                      std::vector<int16_t>(1023), std::vector<int32_t>(1023),
                      std::vector<uint32_t>(8),   std::vector<uint32_t>(1026)};
  for (int16_t& v : a.out4) v = static_cast<int16_t>(RandomInt(0, 16));
  for (int16_t& v : a.x2) v = static_cast<int16_t>(RandomInt(-32768, 32767));
  for (int32_t& v : a.x1) v = static_cast<int32_t>(RandomInt(0, 100));
  for (uint32_t& v : a.x3) v = static_cast<uint32_t>(RandomInt(0, 100));
  for (uint32_t& v : a.x0) v = static_cast<uint32_t>(RandomInt(0, 4294967295));
  return a;
}

// The arrays on the GPU.
struct SmallLaunchDeviceArrays {
  explicit SmallLaunchDeviceArrays(const SmallLaunchArrays& in)
      : out4(DeviceArray::FromVector(in.out4)),
        x1(DeviceArray::FromVector(in.x1)),
        x2(DeviceArray::FromVector(in.x2)),
        out5(DeviceArray::FromVector(in.out5)),
        x3(DeviceArray::FromVector(in.x3)),
        x0(DeviceArray::FromVector(in.x0)) {}
  DeviceArray out4, x1, x2, out5, x3, x0;
};

// The launch: 8 blocks of 128 threads (1024 threads, far fewer than a
// launch needs to be coarsened by default).
const LaunchConfig kSmallLaunch{Dim3(8), Dim3(128)};

// out4 and out5 after `kernel` on the small launch.
std::pair<std::vector<int16_t>, std::vector<int16_t>> RunSmall(Kernel& kernel,
                                                               const SmallLaunchArrays& in) {
  SmallLaunchDeviceArrays d(in);
  kernel.Launch(kSmallLaunch.grid, kSmallLaunch.block, d.out4, d.x1, d.x2, d.out5, d.x3, d.x0);
  return {d.out4.ToVector<int16_t>(), d.out5.ToVector<int16_t>()};
}

// `lanes` on the small launch gives what the kernel compiled without
// coarsening gives, and the right values: 0 everywhere.
void ExpectLikeTheUncoarsenedCompile(Kernel& lanes) {
  ProgramOptions plain_options;
  plain_options.coarsen = false;
  Kernel plain = KernelOf(LoadTestKernels("small_launch.py", plain_options), "lanes_small");
  SmallLaunchArrays input = RandomSmallLaunchArrays();
  auto [out4, out5] = RunSmall(lanes, input);
  auto [want4, want5] = RunSmall(plain, input);
  EXPECT_ALL_EQ(out4, want4);
  EXPECT_ALL_EQ(out5, want5);
  EXPECT_ALL_EQ(out4, std::vector<int16_t>(out4.size(), 0));
  EXPECT_ALL_EQ(out5, std::vector<int16_t>(out5.size(), 0));
}

GPU_TEST(small_launch_of_lanes_kernel) {
  Kernel lanes = KernelOf(LoadTestKernels("small_launch.py"), "lanes_small");
  ExpectLikeTheUncoarsenedCompile(lanes);
}

GPU_TEST(small_launch_of_lanes_kernel_from_a_binary) {
  TempDir dir;
  const std::string cubin = dir.path() + "/small_launch.cubin";
  CompileAhead(TestKernelsDir() + "/small_launch.py",
               {"--emit=cubin", "--arch", "native", "--kernel", "lanes_small", "--signature",
                "int16[::1], int32[::1], int16[::1], int16[::1], uint32[::1], uint32[::1]"},
               cubin);
  Kernel lanes = KernelOf(Program::LoadBinary(cubin), "lanes_small");
  ExpectLikeTheUncoarsenedCompile(lanes);

  // It is the lanes kernel, and the small launch runs it coarsened.
  SmallLaunchDeviceArrays d(RandomSmallLaunchArrays());
  const Arg args[] = {Arg(d.out4), Arg(d.x1), Arg(d.x2), Arg(d.out5), Arg(d.x3), Arg(d.x0)};
  const KernelFacts facts = lanes.Compile(args).facts;
  EXPECT_TRUE(facts.coarsening > 1);
  EXPECT_TRUE(facts.coarsen_whole_warps);
  const Dim3 grid = lanes.LaunchedGrid(kSmallLaunch, args);
  EXPECT_EQ(grid.x, (kSmallLaunch.grid.x + facts.coarsening - 1) / facts.coarsening);
}

}  // namespace
}  // namespace dslc::gpu_test
