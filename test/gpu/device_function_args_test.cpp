// Device functions given compile-time arguments (a dtype, a size or a shape,
// an atomic, a cast function, a bool), as numba-cuda's test_atomics.py
// gives them; kernels in test/gpu/kernels/device_function_args.py, results
// computed as that test computes them.
#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

constexpr int64_t kBins = 32;

// `kernel`'s static shared memory for `args`: the specialisation's array.
uint32_t StaticSharedBytes(Kernel& kernel, std::span<const Arg> args) {
  return kernel.Compile(args).static_shared_bytes;
}

// One block of 32 threads: thread i adds 1 to bin ary[i] of a uint32 shared
// histogram, which then replaces ary.
void CheckHistogram(const Program& program, const std::string& name) {
  Kernel kernel = KernelOf(program, name);
  std::vector<uint32_t> orig(static_cast<size_t>(kBins));
  for (uint32_t& bin : orig) bin = static_cast<uint32_t>(RandomInt(0, kBins - 1));
  DeviceArray ary = DeviceArray::FromVector(orig);
  const Arg args[] = {ary};
  EXPECT_EQ(StaticSharedBytes(kernel, args), uint32_t{kBins * 4});
  kernel.Launch(Dim3(1), Dim3(kBins), ary);
  std::vector<uint32_t> gold(static_cast<size_t>(kBins), 0);
  for (uint32_t bin : orig) gold[bin] += 1;
  ExpectAllEqual(ary.ToVector<uint32_t>(), gold, name.c_str(), __FILE__, __LINE__);
}

GPU_TEST(device_function_args_shared_histogram) {
  Program program = LoadTestKernels("device_function_args.py");
  CheckHistogram(program, "atomic_add");
  CheckHistogram(program, "atomic_add_wrap");
}

// A 4 x 8 block: thread (x, y) adds 1 to element (x, y) of a float64 shared
// tile loaded from ary, which then replaces ary.
void CheckTile(const Program& program, const std::string& name) {
  Kernel kernel = KernelOf(program, name);
  std::vector<double> orig(32);
  for (double& value : orig) value = static_cast<double>(RandomInt(0, 31));
  DeviceArray ary = DeviceArray::FromVector(orig, {4, 8});
  const Arg args[] = {ary};
  EXPECT_EQ(StaticSharedBytes(kernel, args), uint32_t{4 * 8 * 8});
  kernel.Launch(Dim3(1), Dim3(4, 8), ary);
  std::vector<double> gold = orig;
  for (double& value : gold) value += 1;
  ExpectAllEqual(ary.ToVector<double>(), gold, name.c_str(), __FILE__, __LINE__);
}

GPU_TEST(device_function_args_shared_tile_2d) {
  Program program = LoadTestKernels("device_function_args.py");
  CheckTile(program, "atomic_add_float_2");
  CheckTile(program, "atomic_add_float_2_wrap");
}

// Thread i subtracts 1.0 from bin idx[i] of a float64 shared histogram that
// starts at 0.0.
GPU_TEST(device_function_args_shared_float64_sub) {
  Kernel kernel = KernelOf(LoadTestKernels("device_function_args.py"), "atomic_sub_double");
  std::vector<int64_t> idx(static_cast<size_t>(kBins));
  for (int64_t& bin : idx) bin = RandomInt(0, kBins - 1);
  DeviceArray didx = DeviceArray::FromVector(idx), ary(DType::Float64, {kBins});
  ary.Fill(0);
  kernel.Launch(Dim3(1), Dim3(kBins), didx, ary);
  std::vector<double> gold(static_cast<size_t>(kBins), 0.0);
  for (int64_t bin : idx) gold[bin] -= 1.0;
  EXPECT_ALL_EQ(ary.ToVector<double>(), gold);
}

}  // namespace
}  // namespace dslc::gpu_test
