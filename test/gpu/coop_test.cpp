// cuda.coop's block and warp collectives (compiler/library/cuda_coop.py)
// against references computed here, over 1-, 2- and 3-D blocks of whole
// and partial warps; kernels in test/gpu/kernels/coop.py. A kernel whose
// block comes from its launch is compiled for each block it is launched
// with; one whose block its launch_bounds fixes refuses another.
#include <algorithm>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

void CheckReduceAndScan(Dim3 block) {
  Program program = LoadTestKernels("coop.py");
  Kernel kernel = KernelOf(program, "reduce_and_scan");
  const int64_t threads = int64_t{block.x} * block.y * block.z, blocks = 3;
  std::vector<int32_t> in(static_cast<size_t>(threads * blocks));
  for (int32_t& x : in) x = static_cast<int32_t>(RandomInt(-50, 50));
  DeviceArray din = DeviceArray::FromVector(in);
  DeviceArray sums(DType::Int32, {blocks}), maxima(DType::Int32, {blocks});
  DeviceArray exclusive(DType::Int32, {threads * blocks}),
      inclusive(DType::Int32, {threads * blocks});
  kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), block, din, sums, maxima, exclusive,
                inclusive);
  std::vector<int32_t> sum_ref(blocks), max_ref(blocks), exclusive_ref(in.size()),
      inclusive_ref(in.size());
  for (int64_t b = 0; b < blocks; ++b) {
    int32_t sum = 0, max = in[b * threads];
    for (int64_t t = 0; t < threads; ++t) {
      int32_t x = in[b * threads + t];
      exclusive_ref[b * threads + t] = sum;
      sum += x;
      max = std::max(max, x);
      inclusive_ref[b * threads + t] = max;
    }
    sum_ref[b] = sum;
    max_ref[b] = max;
  }
  std::string what = " for a block of " + std::to_string(block.x) + "," + std::to_string(block.y) +
                     "," + std::to_string(block.z);
  Note("block" + what);
  EXPECT_ALL_EQ(sums.ToVector<int32_t>(), sum_ref);
  EXPECT_ALL_EQ(maxima.ToVector<int32_t>(), max_ref);
  EXPECT_ALL_EQ(exclusive.ToVector<int32_t>(), exclusive_ref);
  EXPECT_ALL_EQ(inclusive.ToVector<int32_t>(), inclusive_ref);
}

GPU_TEST(coop_block_reduce_and_scan_1d) {
  for (uint32_t threads : {32u, 64u, 80u, 128u, 256u, 1024u}) CheckReduceAndScan(Dim3(threads));
}

GPU_TEST(coop_block_reduce_and_scan_2d_3d) {
  CheckReduceAndScan(Dim3(16, 8));
  CheckReduceAndScan(Dim3(32, 4, 2));
  CheckReduceAndScan(Dim3(8, 3, 2));  // 48 threads: a partial second warp
}

GPU_TEST(coop_block_items_load_scan_store) {
  for (uint32_t threads : {32u, 96u, 128u, 256u}) {
    Program program = LoadTestKernels("coop.py");
    Kernel kernel = KernelOf(program, "items_scan");
    const int64_t blocks = 2, tile = int64_t{threads} * 4;
    std::vector<double> in(static_cast<size_t>(tile * blocks));
    for (double& x : in) x = static_cast<double>(RandomInt(-100, 100));
    DeviceArray din = DeviceArray::FromVector(in);
    DeviceArray out(DType::Float64, {tile * blocks}), totals(DType::Float64, {blocks});
    kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(threads), din, out, totals);
    std::vector<double> out_ref(in.size()), totals_ref(blocks);
    for (int64_t b = 0; b < blocks; ++b) {
      double sum = 0;
      for (int64_t i = 0; i < tile; ++i) out_ref[b * tile + i] = sum += in[b * tile + i];
      totals_ref[b] = sum;
    }
    Note("block of " + std::to_string(threads));
    EXPECT_ALL_EQ(out.ToVector<double>(), out_ref);
    EXPECT_ALL_EQ(totals.ToVector<double>(), totals_ref);
  }
}

GPU_TEST(coop_block_load_num_valid_items) {
  Program program = LoadTestKernels("coop.py");
  Kernel kernel = KernelOf(program, "partial_load");
  const int64_t size = 64 * 4, valid = size - 5;
  std::vector<int32_t> in(static_cast<size_t>(size));
  for (int32_t& x : in) x = static_cast<int32_t>(RandomInt(0, 1000));
  DeviceArray din = DeviceArray::FromVector(in), out(DType::Int32, {size});
  kernel.Launch(Dim3(1), Dim3(64), din, out, valid);
  std::vector<int32_t> ref = in;
  for (int64_t i = valid; i < size; ++i) ref[i] = -1;
  EXPECT_ALL_EQ(out.ToVector<int32_t>(), ref);
}

GPU_TEST(coop_warp_collectives) {
  Program program = LoadTestKernels("coop.py");
  Kernel kernel = KernelOf(program, "warps");
  const int64_t n = 128;
  std::vector<int64_t> in(static_cast<size_t>(n));
  for (int64_t& x : in) x = RandomInt(-1000000, 1000000);
  DeviceArray din = DeviceArray::FromVector(in);
  DeviceArray sums(DType::Int64, {n}), prefixes(DType::Int64, {n}), maxima(DType::Int64, {n});
  kernel.Launch(Dim3(2), Dim3(64), din, sums, prefixes, maxima);
  std::vector<int64_t> got_sums = sums.ToVector<int64_t>(), got_maxima = maxima.ToVector<int64_t>();
  std::vector<int64_t> prefix_ref(in.size());
  for (int64_t w = 0; w < n; w += 32) {
    int64_t sum = 0;
    for (int64_t l = 0; l < 32; ++l) {
      prefix_ref[w + l] = sum;
      sum += in[w + l];
    }
    EXPECT_EQ(got_sums[w], sum);  // valid in lane 0
  }
  for (int64_t g = 0; g < n; g += 8) {
    EXPECT_EQ(got_maxima[g], *std::max_element(in.begin() + g, in.begin() + g + 8));
  }
  EXPECT_ALL_EQ(prefixes.ToVector<int64_t>(), prefix_ref);
}

GPU_TEST(coop_vectorized_load_store_aligned_and_not) {
  // VECTORIZE moves 16-byte vectors where inp[offset:] and out[offset:]
  // are aligned to one (offset 0, 4) and items where not (1, 3).
  Program program = LoadTestKernels("coop.py");
  Kernel kernel = KernelOf(program, "vectorized_copy");
  const int64_t threads = 128, blocks = 3, tile = threads * 8, size = tile * blocks + 4;
  for (int64_t offset : {0, 1, 3, 4}) {
    std::vector<float> in(static_cast<size_t>(size));
    for (float& x : in) x = static_cast<float>(RandomInt(-1000, 1000));
    DeviceArray din = DeviceArray::FromVector(in);
    DeviceArray out = DeviceArray::FromVector(std::vector<float>(static_cast<size_t>(size), 0.0f));
    kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(static_cast<uint32_t>(threads)), din,
                  out, offset);
    std::vector<float> ref(static_cast<size_t>(size), 0.0f);
    for (int64_t i = offset; i < offset + tile * blocks; ++i) ref[i] = in[i];
    Note("offset " + std::to_string(offset));
    EXPECT_ALL_EQ(out.ToVector<float>(), ref);
  }
}

GPU_TEST(coop_int32_warp_collectives) {
  // int32 sums over whole warps are redux.sync on sm_80 and newer; the
  // scans add under the shuffles' predicate.
  Program program = LoadTestKernels("coop.py");
  Kernel kernel = KernelOf(program, "int_warps");
  const int64_t n = 256;
  std::vector<int32_t> in(static_cast<size_t>(n));
  for (int32_t& x : in) x = static_cast<int32_t>(RandomInt(-1000000, 1000000));
  DeviceArray din = DeviceArray::FromVector(in);
  DeviceArray sums(DType::Int32, {n}), inclusive(DType::Int32, {n}), exclusive(DType::Int32, {n}),
      maxima(DType::Int32, {n});
  kernel.Launch(Dim3(2), Dim3(128), din, sums, inclusive, exclusive, maxima);
  std::vector<int32_t> got_sums = sums.ToVector<int32_t>(), got_maxima = maxima.ToVector<int32_t>();
  std::vector<int32_t> inclusive_ref(in.size()), exclusive_ref(in.size());
  for (int64_t w = 0; w < n; w += 32) {
    int32_t sum = 0;
    for (int64_t l = 0; l < 32; ++l) {
      exclusive_ref[w + l] = sum;
      sum += in[w + l];
      inclusive_ref[w + l] = sum;
    }
    EXPECT_EQ(got_sums[w], sum);  // valid in lane 0
    EXPECT_EQ(got_maxima[w], *std::max_element(in.begin() + w, in.begin() + w + 32));
  }
  EXPECT_ALL_EQ(inclusive.ToVector<int32_t>(), inclusive_ref);
  EXPECT_ALL_EQ(exclusive.ToVector<int32_t>(), exclusive_ref);
}

GPU_TEST(coop_int32_block_collectives) {
  // A sum of the first n threads' values (redux.sync over whole warps, the
  // rest counting 0; shuffles for a partial warp), a minimum, and four
  // exclusive sums in a row with no barrier between them.
  for (uint32_t threads : {64u, 80u, 256u}) {
    Program program = LoadTestKernels("coop.py");
    Kernel kernel = KernelOf(program, "int_blocks");
    const int64_t blocks = 3, valid = threads - 5;
    std::vector<int32_t> in(static_cast<size_t>(threads * blocks));
    for (int32_t& x : in) x = static_cast<int32_t>(RandomInt(-10000, 10000));
    DeviceArray din = DeviceArray::FromVector(in);
    DeviceArray sums(DType::Int32, {blocks}), minima(DType::Int32, {blocks}),
        repeated(DType::Int32, {int64_t{threads} * blocks});
    kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(threads), din, sums, minima, repeated,
                  valid);
    std::vector<int32_t> sum_ref(blocks), min_ref(blocks), repeated_ref(in.size());
    for (int64_t b = 0; b < blocks; ++b) {
      int32_t sum = 0, prefix = 0, min = in[b * threads];
      for (int64_t t = 0; t < threads; ++t) {
        int32_t x = in[b * threads + t];
        if (t < valid) sum += x;
        min = std::min(min, x);
        // The exclusive sums of x + r over r = 0..3: 4 prefix + (0+1+2+3) t.
        repeated_ref[b * threads + t] = 4 * prefix + 6 * static_cast<int32_t>(t);
        prefix += x;
      }
      sum_ref[b] = sum;
      min_ref[b] = min;
    }
    Note("block of " + std::to_string(threads));
    EXPECT_ALL_EQ(sums.ToVector<int32_t>(), sum_ref);
    EXPECT_ALL_EQ(minima.ToVector<int32_t>(), min_ref);
    EXPECT_ALL_EQ(repeated.ToVector<int32_t>(), repeated_ref);
  }
}

GPU_TEST(coop_kernel_is_compiled_for_each_launched_block) {
  // The block comes from the launch: each block gets its own compile, as
  // cuda.coop recompiles for each launch configuration.
  Program program = LoadTestKernels("coop.py");
  Kernel kernel = KernelOf(program, "reduce_and_scan");
  std::vector<int32_t> in(256);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<int32_t>(i % 7);
  DeviceArray din = DeviceArray::FromVector(in), sums(DType::Int32, {4}), maxima(DType::Int32, {4}),
              big(DType::Int32, {256}), big2(DType::Int32, {256});
  for (uint32_t threads : {128u, 64u, 128u}) {
    kernel.Launch(Dim3(256 / threads), Dim3(threads), din, sums, maxima, big, big2);
    std::vector<int32_t> got = sums.ToVector<int32_t>();
    for (uint32_t b = 0; b < 256 / threads; ++b) {
      int32_t want = 0;
      for (uint32_t t = 0; t < threads; ++t) want += in[b * threads + t];
      EXPECT_EQ(got[b], want);
    }
  }
}

GPU_TEST(coop_other_block_than_launch_bounds_is_an_error) {
  Program program = LoadTestKernels("coop.py");
  Kernel kernel = KernelOf(program, "bounded_sum");
  std::vector<float> in(256, 1.0f);
  DeviceArray din = DeviceArray::FromVector(in), sums(DType::Float32, {2});
  kernel.Launch(Dim3(2), Dim3(128), din, sums);
  EXPECT_ALL_EQ(sums.ToVector<float>(), (std::vector<float>{128.0f, 128.0f}));
  EXPECT_THROWS(Error, kernel.Launch(Dim3(4), Dim3(64), din, sums), {
    std::string what = error.what();
    if (what.find("kernel `bounded_sum` is compiled for blocks of 128,1,1 (from "
                  "`launch_bounds=128`, for its cuda.coop block collectives), not 64,1,1 as "
                  "launched") == std::string::npos)
      Fail("unexpected error: " + what);
  });
}

}  // namespace
}  // namespace dslc::gpu_test
