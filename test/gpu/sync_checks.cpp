#include "test/gpu/sync_checks.h"

namespace dslc::gpu_test {

uint32_t CheckSyncRounds(Kernel& kernel, uint32_t threads, int64_t rounds) {
  DeviceArray arrivals(DType::Int32, {rounds}), errors(DType::Int32, {1});
  arrivals.Fill(0);
  errors.Fill(0);
  uint32_t blocks = kernel.MaxCooperativeBlocks(Dim3(threads), 0, arrivals, errors, rounds);
  if (blocks == 0) Fail("MaxCooperativeBlocks is 0 for blocks of " + std::to_string(threads));
  kernel.Launch(Dim3(blocks), Dim3(threads), arrivals, errors, rounds);
  std::vector<int32_t> arrived = arrivals.ToVector<int32_t>();
  for (int64_t k = 0; k < rounds; ++k) {
    if (arrived[k] != static_cast<int32_t>(blocks))
      Fail("blocks of " + std::to_string(threads) + ": grid sync " + std::to_string(k) + " saw " +
           std::to_string(arrived[k]) + " arrivals, expected " + std::to_string(blocks));
  }
  int32_t early = errors.ToVector<int32_t>()[0];
  if (early != 0)
    Fail("blocks of " + std::to_string(threads) + ": " + std::to_string(early) +
         " times a block passed a grid sync before all " + std::to_string(blocks) +
         " blocks had arrived");
  return blocks;
}

std::string CheckJacobi(Kernel& kernel, int64_t sweeps) {
  int64_t n = (int64_t{1} << 16) + RandomInt(1, 5000);
  std::vector<double> u = RandomDoubles(static_cast<size_t>(n), -1, 1);
  std::vector<double> f = RandomDoubles(static_cast<size_t>(n), -1e-3, 1e-3);
  DeviceArray du = DeviceArray::FromVector(u), dv = DeviceArray::FromVector(u),
              df = DeviceArray::FromVector(f);
  uint32_t blocks = kernel.MaxCooperativeBlocks(Dim3(256), 0, du, dv, df, sweeps);
  kernel.Launch(Dim3(blocks), Dim3(256), du, dv, df, sweeps);

  // The same sweeps, in the same order of operations: bit-exact.
  std::vector<double> v = u;
  for (int64_t s = 0; s < sweeps / 2; ++s) {
    for (int64_t i = 1; i + 1 < n; ++i) v[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i]);
    for (int64_t i = 1; i + 1 < n; ++i) u[i] = 0.5 * (v[i - 1] + v[i + 1] + f[i]);
  }
  EXPECT_ALL_EQ(du.ToVector<double>(), u);
  return std::to_string(sweeps) + " sweeps over " + std::to_string(n) + " points, " +
         std::to_string(blocks) + " blocks of 256";
}

namespace {

void CheckHistogram(Kernel& kernel, const std::vector<int32_t>& values, int64_t bins,
                    const DeviceArray& dvalues, uint32_t blocks) {
  DeviceArray counts(DType::UInt32, {bins});
  counts.Fill(0);
  kernel.Launch(Dim3(blocks), Dim3(256), dvalues, counts);
  std::vector<uint32_t> ref(static_cast<size_t>(bins), 0);
  for (int32_t value : values) ++ref[value];
  std::vector<uint32_t> got = counts.ToVector<uint32_t>();
  for (int64_t b = 0; b < bins; ++b) {
    if (got[b] != ref[b])
      Fail("`" + kernel.name() + "` with " + std::to_string(bins) + " bins: counts[" +
           std::to_string(b) + "] is " + std::to_string(got[b]) + ", expected " +
           std::to_string(ref[b]));
  }
}

}  // namespace

void CheckHistograms(const Program& program) {
  Kernel global = KernelOf(program, "histogram_global");
  Kernel shared = KernelOf(program, "histogram_shared");
  uint32_t blocks = static_cast<uint32_t>(TheDevice().properties().multiprocessors) * 8;
  size_t n = size_t{1} << 24;
  std::vector<int32_t> values(n);
  for (int32_t& value : values) value = static_cast<int32_t>(Random()() % 16);
  DeviceArray dvalues = DeviceArray::FromVector(values);
  CheckHistogram(global, values, 16, dvalues, blocks);
  CheckHistogram(shared, values, 16, dvalues, blocks);

  // 256 bins, 90% of the values in one.
  int32_t hot = static_cast<int32_t>(RandomInt(0, 255));
  for (int32_t& value : values)
    value = Random()() % 10 == 0 ? static_cast<int32_t>(Random()() % 256) : hot;
  dvalues.CopyFromHost(values.data());
  CheckHistogram(global, values, 256, dvalues, blocks);
  CheckHistogram(shared, values, 256, dvalues, blocks);
}

}  // namespace dslc::gpu_test
