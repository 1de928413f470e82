// Barriers, fences and grid-wide synchronisation: syncthreads_count/and/or,
// syncwarp, message passing with threadfence, cooperative launches (grid
// sync, Jacobi sweeps, MaxCooperativeBlocks, the too-large grid error) and
// the sm_60 grid barrier; kernels in test/gpu/kernels/{barriers,grid_sync}.py.
#include <algorithm>

#include "test/gpu/gpu_test.h"
#include "test/gpu/sync_checks.h"

namespace dslc::gpu_test {
namespace {

void ExpectMentions(const std::string& message, const std::string& part) {
  if (message.find(part) == std::string::npos)
    Fail("the error does not mention `" + part + "`: " + message);
}

// Per block: all ones, all zeros, or random; so every barrier's answer
// varies between blocks.
GPU_TEST(syncthreads_count_and_or) {
  Kernel kernel = KernelOf(LoadTestKernels("barriers.py"), "block_votes");
  int64_t blocks = RandomInt(200, 300), n = blocks * 256;
  std::vector<int32_t> flags(static_cast<size_t>(n));
  for (int64_t b = 0; b < blocks; ++b) {
    int kind = static_cast<int>(b % 4);  // 0: all 0, 1: all 1, else random
    int64_t density = RandomInt(1, 99);
    for (int64_t t = 0; t < 256; ++t) {
      flags[b * 256 + t] = kind < 2 ? kind : (RandomInt(0, 99) < density ? 1 + t % 3 : 0);
    }
  }
  DeviceArray dflags = DeviceArray::FromVector(flags);
  DeviceArray counts(DType::Int32, {blocks}), alls(DType::Int32, {blocks}),
      anys(DType::Int32, {blocks});
  for (DeviceArray* array : {&counts, &alls, &anys}) array->Fill(0xFF);
  kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(256), dflags, counts, alls, anys);
  std::vector<int32_t> count_ref(static_cast<size_t>(blocks)), all_ref(count_ref.size()),
      any_ref(count_ref.size());
  for (int64_t b = 0; b < blocks; ++b) {
    int32_t count = 0;
    for (int64_t t = 0; t < 256; ++t) count += flags[b * 256 + t] != 0;
    count_ref[b] = count;
    all_ref[b] = count == 256;
    any_ref[b] = count > 0;
  }
  EXPECT_ALL_EQ(counts.ToVector<int32_t>(), count_ref);
  EXPECT_ALL_EQ(alls.ToVector<int32_t>(), all_ref);
  EXPECT_ALL_EQ(anys.ToVector<int32_t>(), any_ref);
}

GPU_TEST(syncwarp) {
  Kernel kernel = KernelOf(LoadTestKernels("barriers.py"), "warp_rotate");
  int64_t blocks = RandomInt(100, 200), n = blocks * 256;
  std::vector<int32_t> a(static_cast<size_t>(n));
  for (int32_t& value : a) value = static_cast<int32_t>(RandomInt(INT32_MIN, INT32_MAX));
  DeviceArray da = DeviceArray::FromVector(a), out(DType::Int32, {n});
  out.Fill(0xFF);
  kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(256), da, out);
  std::vector<int32_t> ref(a.size());
  for (int64_t i = 0; i < n; ++i) ref[i] = a[i - i % 32 + (i % 32 + 1) % 32];
  EXPECT_ALL_EQ(out.ToVector<int32_t>(), ref);
}

// Block b publishes a row, fences, raises its flag; block b + 1 waits for
// the flag and must then see the whole row.
GPU_TEST(threadfence_message_passing) {
  Kernel kernel = KernelOf(LoadTestKernels("barriers.py"), "pass_messages");
  int64_t blocks = std::min<int64_t>(TheDevice().properties().multiprocessors, 64), width = 64;
  std::vector<double> values = RandomDoubles(static_cast<size_t>(width));
  DeviceArray dvalues = DeviceArray::FromVector(values);
  DeviceArray payload(DType::Float64, {blocks, width}), received(DType::Float64, {blocks, width});
  DeviceArray flags(DType::Int32, {blocks});
  payload.Fill(0xFF);
  received.Fill(0);
  flags.Fill(0);
  kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(32), payload, flags, received, dvalues);
  std::vector<double> received_ref(static_cast<size_t>(blocks * width), 0.0);
  std::vector<double> payload_ref(received_ref.size());
  for (int64_t b = 0; b < blocks; ++b) {
    for (int64_t k = 0; k < width; ++k) {
      payload_ref[b * width + k] = values[k] * double(b + 1);
      if (b > 0) received_ref[b * width + k] = values[k] * double(b);
    }
  }
  EXPECT_ALL_EQ(payload.ToVector<double>(), payload_ref);
  EXPECT_ALL_EQ(received.ToVector<double>(), received_ref);
  EXPECT_ALL_EQ(flags.ToVector<int32_t>(), std::vector<int32_t>(static_cast<size_t>(blocks), 1));
}

GPU_TEST(threadfence_block_and_system) {
  Kernel kernel = KernelOf(LoadTestKernels("barriers.py"), "fences");
  int64_t n = RandomInt(10000, 20000);
  std::vector<int32_t> a(static_cast<size_t>(n));
  for (int32_t& value : a) value = static_cast<int32_t>(RandomInt(-100000, 100000));
  DeviceArray da = DeviceArray::FromVector(a), out(DType::Int32, {n});
  out.Fill(0xFF);
  kernel.Launch(Dim3(BlocksFor(n, 128)), Dim3(128), da, out);
  std::vector<int32_t> ref(a.size());
  for (size_t i = 0; i < a.size(); ++i) ref[i] = a[i] + 3;
  EXPECT_ALL_EQ(out.ToVector<int32_t>(), ref);
}

// 100 rounds at the largest cooperative grid, for block sizes 128 and 1024.
GPU_TEST(grid_sync_rounds) {
  Program program = LoadTestKernels("grid_sync.py");
  Kernel kernel = KernelOf(program, "sync_rounds");
  std::string notes;
  for (uint32_t threads : {128u, 1024u}) {
    int64_t rounds = 100;
    uint32_t blocks = CheckSyncRounds(kernel, threads, rounds);
    notes += (notes.empty() ? "" : ", ") + std::to_string(blocks) + " blocks of " +
             std::to_string(threads);
  }
  Note("100 grid syncs at " + notes);
}

// MaxCooperativeBlocks is a whole number of blocks per SM, shrinks with
// more dynamic shared memory per block, and the largest grid it allows
// launches while one more block is refused with the numbers.
GPU_TEST(max_cooperative_blocks) {
  Program program = LoadTestKernels("grid_sync.py");
  Kernel kernel = KernelOf(program, "shared_then_sync");
  const DeviceProperties& p = TheDevice().properties();
  uint32_t sms = static_cast<uint32_t>(p.multiprocessors);
  DeviceArray a(DType::Float32, {1024}), out(DType::Float32, {1024});
  uint32_t small = kernel.MaxCooperativeBlocks(Dim3(256), 1024, a, out);
  uint32_t large = kernel.MaxCooperativeBlocks(Dim3(256), 64 * 1024, a, out);
  EXPECT_TRUE(small % sms == 0 && small >= sms);
  EXPECT_TRUE(large % sms == 0 && large >= sms);
  EXPECT_TRUE(large < small);
  // 64 KiB per block: as many blocks per SM as fit in its shared memory.
  EXPECT_TRUE(large / sms <=
              static_cast<uint32_t>(p.max_shared_memory_per_multiprocessor) / (64 * 1024));
  EXPECT_EQ(kernel.MaxCooperativeBlocks(Dim3(256), 1024, a, out), small);  // cached
  EXPECT_THROWS(Error, kernel.MaxCooperativeBlocks(Dim3(2048), 0, a, out),
                ExpectMentions(error.what(), "a block of 2048 threads is not possible"));

  // The largest grid runs, reading what other blocks wrote before the sync.
  for (uint32_t bytes : {1024u, 64u * 1024}) {
    uint32_t blocks = bytes == 1024 ? small : large;
    int64_t n = int64_t{blocks} * 256;
    std::vector<float> values = RandomFloats(static_cast<size_t>(n));
    DeviceArray dvalues = DeviceArray::FromVector(values), dout(DType::Float32, {n});
    dout.Fill(0xFF);
    kernel.Launch(LaunchConfig{Dim3(blocks), Dim3(256), bytes, nullptr}, dvalues, dout);
    std::vector<float> ref(values.size());
    for (int64_t i = 0; i < n; ++i) ref[i] = values[i] + values[(i + 256) % n];
    EXPECT_ALL_EQ(dout.ToVector<float>(), ref);
  }
  Note(std::to_string(small) + " blocks of 256 with 1 KiB, " + std::to_string(large) +
       " with 64 KiB of dynamic shared memory");
}

// One block more than fits: refused before launch, with the numbers; the
// kernel still launches afterwards.
GPU_TEST(cooperative_grid_too_large) {
  Kernel kernel = KernelOf(LoadTestKernels("grid_sync.py"), "sync_rounds");
  const DeviceProperties& p = TheDevice().properties();
  DeviceArray arrivals(DType::Int32, {4}), errors(DType::Int32, {1});
  int64_t rounds = 4;
  uint32_t max = kernel.MaxCooperativeBlocks(Dim3(256), 0, arrivals, errors, rounds);
  uint32_t per_sm = max / static_cast<uint32_t>(p.multiprocessors);
  EXPECT_THROWS(Error, kernel.Launch(Dim3(max + 1), Dim3(256), arrivals, errors, rounds), {
    std::string expected =
        "`sync_rounds` calls cuda.cg.this_grid(), so its grid must fit on the GPU at once: " +
        std::to_string(max + 1) + " blocks of 256 threads were asked for, but at most " +
        std::to_string(max) + " (" + std::to_string(per_sm) + " per SM x " +
        std::to_string(p.multiprocessors) +
        " SMs with 0 bytes of dynamic shared memory) can be resident";
    EXPECT_EQ(std::string(error.what()), expected);
  });
  // A 2-D grid counts all its blocks.
  EXPECT_THROWS(Error, kernel.Launch(Dim3(max, 2), Dim3(256), arrivals, errors, rounds),
                ExpectMentions(error.what(), std::to_string(2 * max) + " blocks (" +
                                                 std::to_string(max) + " x 2) of 256 threads"));
  CheckSyncRounds(kernel, 256, rounds);
}

// The grid barrier without acquire/release (sm_60's fences and volatile
// loads), JIT-compiled by the driver for this GPU.
GPU_TEST(grid_sync_sm60) {
  ProgramOptions options;
  options.arch = "sm_60";
  Program program = LoadTestKernels("grid_sync.py", options);
  Kernel rounds = KernelOf(program, "sync_rounds");
  DeviceArray arrivals(DType::Int32, {1}), errors(DType::Int32, {1});
  const Arg args[] = {arrivals, errors, int64_t{1}};
  CompiledInfo info = rounds.Compile(args);
  if (info.ptx.find(".target sm_60") == std::string::npos)
    Fail("the PTX is not for sm_60: " + info.ptx.substr(0, 400));
  CheckSyncRounds(rounds, 256, 50);
  Kernel jacobi = KernelOf(LoadExample("jacobi_grid_sync.py", options), "jacobi");
  Note(CheckJacobi(jacobi, 20));
}

}  // namespace
}  // namespace dslc::gpu_test
