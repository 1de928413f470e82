// Shared memory (static 1-D, 2-D and padded, dynamic up to the opt-in limit
// and the errors beyond it) and local arrays; kernels in
// test/gpu/kernels/{shared_memory,dynamic_shared,local_arrays,local_atomics}.py.
#include <algorithm>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

// A message's text contains `part`.
void ExpectMentions(const std::string& message, const std::string& part) {
  if (message.find(part) == std::string::npos)
    Fail("the error does not mention `" + part + "`: " + message);
}

GPU_TEST(shared_array_1d) {
  Kernel kernel = KernelOf(LoadTestKernels("shared_memory.py"), "reverse_blocks");
  int64_t blocks = RandomInt(300, 500), n = blocks * 256;
  std::vector<float> a = RandomFloats(static_cast<size_t>(n));
  DeviceArray da = DeviceArray::FromVector(a), out(DType::Float32, {n});
  out.Fill(0xFF);
  kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(256), da, out);
  std::vector<float> ref(a.size());
  for (int64_t i = 0; i < n; ++i) ref[i] = a[(i / 256) * 256 + 255 - i % 256];
  EXPECT_ALL_EQ(out.ToVector<float>(), ref);
}

GPU_TEST(shared_array_2d_padded_tile) {
  Kernel kernel = KernelOf(LoadTestKernels("shared_memory.py"), "transpose");
  int64_t rows = RandomInt(300, 400) | 1, cols = RandomInt(500, 600) | 1;
  std::vector<double> a = RandomDoubles(static_cast<size_t>(rows * cols));
  DeviceArray da = DeviceArray::FromVector(a, {rows, cols}), out(DType::Float64, {cols, rows});
  out.Fill(0xFF);
  const Arg args[] = {da, out};
  CompiledInfo info = kernel.Compile(args);
  EXPECT_EQ(info.static_shared_bytes, uint32_t{32 * 33 * 8});
  kernel.Launch(Dim3(BlocksFor(cols, 32), BlocksFor(rows, 32)), Dim3(32, 8), da, out);
  std::vector<double> ref(a.size());
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) ref[c * rows + r] = a[r * cols + c];
  EXPECT_ALL_EQ(out.ToVector<double>(), ref);
}

GPU_TEST(shared_array_tree_reduction) {
  Kernel kernel = KernelOf(LoadTestKernels("shared_memory.py"), "block_sums");
  int64_t n = RandomInt(200000, 300000) | 1;
  std::vector<int32_t> a(static_cast<size_t>(n));
  for (int32_t& value : a) value = static_cast<int32_t>(RandomInt(-1000, 1000));
  int64_t blocks = BlocksFor(n, 256);
  DeviceArray da = DeviceArray::FromVector(a), out(DType::Int32, {blocks});
  out.Fill(0xFF);
  kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(256), da, out);
  std::vector<int32_t> ref(static_cast<size_t>(blocks), 0);
  for (int64_t i = 0; i < n; ++i) ref[i / 256] += a[i];
  EXPECT_ALL_EQ(out.ToVector<int32_t>(), ref);
}

// reverse_tiles with `tile` float32 elements of dynamic shared memory per
// block.
void ReverseTiles(Kernel& kernel, int64_t tile, uint32_t blocks) {
  int64_t n = tile * blocks;
  std::vector<float> a = RandomFloats(static_cast<size_t>(n));
  DeviceArray da = DeviceArray::FromVector(a), out(DType::Float32, {n});
  out.Fill(0xFF);
  LaunchConfig config{Dim3(blocks), Dim3(256), static_cast<uint32_t>(tile * 4), nullptr};
  kernel.Launch(config, da, out);
  std::vector<float> ref(a.size());
  for (int64_t i = 0; i < n; ++i) ref[i] = a[(i / tile) * tile + tile - 1 - i % tile];
  std::vector<float> got = out.ToVector<float>();
  size_t first = 0;
  while (first < got.size() && got[first] == ref[first]) ++first;
  if (first == got.size()) return;
  Fail("tile of " + std::to_string(tile) + " elements (" + std::to_string(tile * 4) +
       " bytes of dynamic shared memory): first mismatch at [" + std::to_string(first) +
       "]: " + Show(got[first]) + ", expected " + Show(ref[first]));
}

// Small, then 100 KiB (above the 48 KiB default: the opt-in), then small
// again from the raised limit.
GPU_TEST(dynamic_shared_up_to_100k) {
  Kernel kernel = KernelOf(LoadExample("dynamic_shared.py"), "reverse_tiles");
  const DeviceProperties& p = TheDevice().properties();
  uint32_t blocks = static_cast<uint32_t>(p.multiprocessors) * 2 + 3;
  ReverseTiles(kernel, RandomInt(1000, 2000), blocks);
  if (p.max_shared_memory_per_block_optin < 100 * 1024)
    Skip(p.name + " allows only " + std::to_string(p.max_shared_memory_per_block_optin) +
         " bytes of shared memory per block");
  ReverseTiles(kernel, 100 * 1024 / 4, blocks);
  ReverseTiles(kernel, RandomInt(3000, 4000), blocks);
  Note("100 KiB of dynamic shared memory per block, " + std::to_string(blocks) + " blocks");
}

// Exactly the opt-in limit minus the static shared memory works; 4 bytes
// more is an error that gives the numbers.
GPU_TEST(dynamic_shared_limit) {
  Kernel kernel = KernelOf(LoadTestKernels("dynamic_shared.py"), "static_and_dynamic");
  const DeviceProperties& p = TheDevice().properties();
  std::vector<float> a = RandomFloats(1024);
  DeviceArray da = DeviceArray::FromVector(a), out(DType::Float32, {1024});
  const Arg args[] = {da, out};
  CompiledInfo info = kernel.Compile(args);
  EXPECT_EQ(info.static_shared_bytes, uint32_t{4096 * 4});
  EXPECT_TRUE(info.facts.dynamic_shared);
  uint32_t allowed = static_cast<uint32_t>(p.max_shared_memory_per_block_optin) - 4096 * 4;
  out.Fill(0xFF);
  kernel.Launch(LaunchConfig{Dim3(1), Dim3(1024), allowed, nullptr}, da, out);
  std::vector<float> ref(a.size());
  for (size_t i = 0; i < a.size(); ++i) ref[i] = a[i] + 2 * a[i];
  EXPECT_ALL_EQ(out.ToVector<float>(), ref);

  EXPECT_THROWS(
      Error, kernel.Launch(LaunchConfig{Dim3(1), Dim3(1024), allowed + 4, nullptr}, da, out), {
        std::string message = error.what();
        ExpectMentions(message, "`static_and_dynamic` asks for " + std::to_string(allowed + 4) +
                                    " bytes of dynamic shared memory");
        ExpectMentions(message, "at most " + std::to_string(allowed));
        ExpectMentions(message, std::to_string(p.max_shared_memory_per_block_optin) + " bytes");
        ExpectMentions(message, "16384 bytes of static shared memory");
      });
  // The failed launch changed nothing: the allowed size still works.
  out.Fill(0xFF);
  kernel.Launch(LaunchConfig{Dim3(1), Dim3(1024), allowed, nullptr}, da, out);
  EXPECT_ALL_EQ(out.ToVector<float>(), ref);
}

GPU_TEST(local_array_1d) {
  Kernel kernel = KernelOf(LoadTestKernels("local_arrays.py"), "window_sums");
  int64_t n = RandomInt(100000, 120000) | 1;
  std::vector<double> a = RandomDoubles(static_cast<size_t>(n + 7));
  DeviceArray da = DeviceArray::FromVector(a), out(DType::Float64, {n});
  out.Fill(0xFF);
  kernel.Launch(Dim3(BlocksFor(n, 128)), Dim3(128), da, out);
  std::vector<double> ref(static_cast<size_t>(n), 0.0);
  for (int64_t i = 0; i < n; ++i) {
    double window[8];
    for (int k = 0; k < 8; ++k) window[k] = a[i + k] * (k + 1);
    for (int k = 0; k < 8; ++k) ref[i] += window[(k + i) % 8];
  }
  EXPECT_CLOSE(out.ToVector<double>(), ref, 1e-15);
}

GPU_TEST(local_array_2d) {
  Kernel kernel = KernelOf(LoadTestKernels("local_arrays.py"), "reversed_digits");
  int64_t n = RandomInt(50000, 60000);
  std::vector<int64_t> a(static_cast<size_t>(n));
  for (int64_t& value : a) value = RandomInt(1, int64_t{100000000000000000});
  DeviceArray da = DeviceArray::FromVector(a), out(DType::Int64, {n});
  out.Fill(0xFF);
  kernel.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), da, out);
  std::vector<int64_t> ref(a.size());
  for (size_t i = 0; i < a.size(); ++i) {
    int64_t r = 0;
    for (int64_t x = a[i]; x > 0; x /= 10) r = r * 10 + x % 10;
    ref[i] = r;
  }
  EXPECT_ALL_EQ(out.ToVector<int64_t>(), ref);
}

// What local_atomic_ops (test/gpu/kernels/local_atomics.py) leaves in row i.
std::vector<double> LocalAtomicsRow(int64_t i, double v) {
  float f = static_cast<float>(v);
  double d = static_cast<double>(i);
  return {std::max(1.0f, f),    std::min(1.0f, f), std::max(2.0, v), std::min(2.0, v), 2 * d,
          7 + (i == 0 ? 9 : d), 2 * d + 11,        2 * d + 118};
}

// Atomics on local arrays, which PTX has no instruction for, compile to
// plain operations at -O3 and at -O0, where addresses pass through memory
// and each atomic checks whether its address is local at run time.
GPU_TEST(local_array_atomics) {
  Program program = LoadTestKernels("local_atomics.py");
  int64_t n = RandomInt(20000, 30000);
  std::vector<double> values = RandomDoubles(static_cast<size_t>(n), -4, 4);
  std::vector<double> ref;
  for (int64_t i = 0; i < n; ++i) {
    std::vector<double> row = LocalAtomicsRow(i, values[i]);
    ref.insert(ref.end(), row.begin(), row.end());
  }
  DeviceArray dvalues = DeviceArray::FromVector(values);
  for (const char* name : {"local_atomics", "local_atomics_unoptimized"}) {
    Note(name);
    DeviceArray out(DType::Float64, {n, 8});
    out.Fill(0xFF);
    KernelOf(program, name).Launch(Dim3(BlocksFor(n, 128)), Dim3(128), dvalues, out);
    EXPECT_ALL_EQ(out.ToVector<double>(), ref);
  }
}

// One atomic add and cas whose address is a thread's local array or a
// global one, chosen at run time.
GPU_TEST(local_or_global_atomics) {
  Kernel kernel = KernelOf(LoadTestKernels("local_atomics.py"), "local_or_global_atomics");
  int64_t n = 256 * RandomInt(40, 80);
  DeviceArray out(DType::Int32, {1 + n / 2});
  out.Fill(0);
  kernel.Launch(Dim3(static_cast<uint32_t>(n / 256)), Dim3(256), out);
  std::vector<int32_t> ref(static_cast<size_t>(1 + n / 2), 50);
  ref[0] = static_cast<int32_t>(n);  // n / 2 even threads adding 2; no swap
  EXPECT_ALL_EQ(out.ToVector<int32_t>(), ref);
}

}  // namespace
}  // namespace dslc::gpu_test
