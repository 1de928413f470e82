// Blocks the kernel as compiled does not fit (docs/runtime.md): kernels of
// test/gpu/kernels/block_fit.py need more than 64 registers per thread as
// dslc compiles them, so a block of 1024 threads, which Numba launches,
// does not fit them. Each such launch runs a form compiled to fit it and
// gives what the kernel gives with coarsening off; Kernel::Compile(args,
// block), the remarks and MaxCooperativeBlocks speak of that form.
#include <cstdlib>
#include <cstring>
#include <functional>

#include "test/gpu/gpu_test.h"
#include "test/gpu/process.h"

namespace dslc::gpu_test {
namespace {

constexpr char kFile[] = "block_fit.py";
constexpr uint32_t kBigBlock = 1024;

// The test kernels with coarsening on for every launch (`coarsened`) or
// off, without the disk cache unless `cache_dir` names one; remarks go to
// `remarks` when given.
Program FitPrograms(bool coarsened, std::vector<std::string>* remarks = nullptr,
                    const std::string& cache_dir = "") {
  ProgramOptions options;
  options.coarsen = coarsened;
  options.use_cache = !cache_dir.empty();
  options.cache_dir = cache_dir;
  if (remarks) options.remarks = [remarks](const std::string& line) { remarks->push_back(line); };
  setenv("DSLC_COARSEN_MIN_THREADS", "0", 1);
  Program program = LoadTestKernels(kFile, options);
  unsetenv("DSLC_COARSEN_MIN_THREADS");
  return program;
}

// The kernel as compiled does not fit `block` threads (on this GPU's
// registers); else the test has nothing to check, and says so.
void RequireTooBigFor(Kernel& kernel, std::span<const Arg> args, uint32_t block) {
  CompiledInfo as_compiled = kernel.Compile(args);
  if (as_compiled.max_threads_per_block >= static_cast<int>(block)) {
    Skip("`" + kernel.name() + "` fits " + std::to_string(block) + " threads on this GPU (" +
         std::to_string(as_compiled.registers) + " registers)");
  }
}

// Checks what Compile(args, block) says of the form a launch of `block`
// runs, and notes it.
CompiledInfo ExpectFittingForm(Kernel& kernel, std::span<const Arg> args, uint32_t block) {
  CompiledInfo as_compiled = kernel.Compile(args);
  CompiledInfo form = kernel.Compile(args, Dim3(block));
  EXPECT_TRUE(as_compiled.form == KernelForm::AsCompiled);
  EXPECT_TRUE(form.form != KernelForm::AsCompiled);
  EXPECT_EQ(form.form_threads, block);
  EXPECT_TRUE(form.max_threads_per_block >= static_cast<int>(block));
  if (form.form == KernelForm::Uncoarsened) EXPECT_EQ(form.facts.coarsening, 1u);
  Note(kernel.name() + ": " + std::to_string(as_compiled.registers) + " registers as compiled; " +
       KernelFormText(form.form, form.form_threads) + ", " + std::to_string(form.registers));
  // The block that fits runs the kernel as compiled.
  EXPECT_TRUE(kernel.Compile(args, Dim3(256)).form == KernelForm::AsCompiled);
  return form;
}

struct CountArrays {
  std::vector<int16_t> x, out;
  std::vector<uint16_t> table;
  std::vector<int8_t> counts;
};

CountArrays RandomCounts(size_t n) {
  CountArrays a{std::vector<int16_t>(n), std::vector<int16_t>(n), std::vector<uint16_t>(1000),
                std::vector<int8_t>(n)};
  for (int16_t& v : a.x) v = static_cast<int16_t>(RandomInt(-30000, 30000));
  for (uint16_t& v : a.table) v = static_cast<uint16_t>(RandomInt(0, 65535));
  for (int8_t& v : a.counts) v = static_cast<int8_t>(RandomInt(-100, 100));
  return a;
}

// copy_and_count at `block` threads; the arrays after it.
CountArrays RunCounts(Kernel& kernel, const CountArrays& input, uint32_t block) {
  DeviceArray x = DeviceArray::FromVector(input.x), table = DeviceArray::FromVector(input.table),
              out = DeviceArray::FromVector(input.out),
              counts = DeviceArray::FromVector(input.counts);
  kernel.Launch(Dim3(BlocksFor(static_cast<int64_t>(input.x.size()), block)), Dim3(block), x, table,
                out, counts);
  return {x.ToVector<int16_t>(), out.ToVector<int16_t>(), table.ToVector<uint16_t>(),
          counts.ToVector<int8_t>()};
}

// The first reproducer: coarsened, 72 registers; at 1024 threads it
// launches (uncoarsened, where the capped form spills) and gives what it
// gives with coarsening off, at 1024 and at a block it fits.
GPU_TEST(block_fit_copy_and_count) {
  std::vector<std::string> remarks;
  Kernel fitted = KernelOf(FitPrograms(true, &remarks), "copy_and_count");
  Kernel plain = KernelOf(FitPrograms(false), "copy_and_count");
  CountArrays input = RandomCounts((size_t{1} << 20) + 7);
  DeviceArray x = DeviceArray::FromVector(input.x), table = DeviceArray::FromVector(input.table),
              out = DeviceArray::FromVector(input.out),
              counts = DeviceArray::FromVector(input.counts);
  const Arg args[] = {x, table, out, counts};
  RequireTooBigFor(fitted, args, kBigBlock);
  for (uint32_t block : {kBigBlock, 256u}) {
    CountArrays got = RunCounts(fitted, input, block), want = RunCounts(plain, input, block);
    EXPECT_ALL_EQ(got.out, want.out);
    EXPECT_ALL_EQ(got.counts, want.counts);
    EXPECT_ALL_EQ(got.out, input.x);
  }
  ExpectFittingForm(fitted, args, kBigBlock);
  // One remark for the signature's coarsening, one for the block: the
  // second launch of 1024 threads finds the form.
  RunCounts(fitted, input, kBigBlock);
  size_t fit_remarks = 0;
  for (const std::string& remark : remarks) {
    if (remark.find("blocks of 1024 threads do not fit") == std::string::npos) continue;
    ++fit_remarks;
    EXPECT_TRUE(remark.find("`copy_and_count` (") != std::string::npos);
    EXPECT_TRUE(remark.find("; form chosen: ") != std::string::npos);
  }
  EXPECT_EQ(fit_remarks, size_t{1});
}

// The second reproducer: branchy, coarsened by 2, 72 registers.
GPU_TEST(block_fit_branchy_rows) {
  Kernel fitted = KernelOf(FitPrograms(true), "branchy_rows");
  Kernel plain = KernelOf(FitPrograms(false), "branchy_rows");
  const size_t n = (size_t{1} << 20) + 3;
  std::vector<int32_t> steps(n);
  std::vector<int8_t> keys(977);
  std::vector<double> values = RandomDoubles(n, -4, 4);
  for (int32_t& v : steps) v = static_cast<int32_t>(RandomInt(-1000, 1000));
  for (int8_t& v : keys) v = static_cast<int8_t>(RandomInt(-128, 127));
  DeviceArray d_steps = DeviceArray::FromVector(steps), d_keys = DeviceArray::FromVector(keys),
              d_values = DeviceArray::FromVector(values),
              d_out = DeviceArray::FromVector(std::vector<uint64_t>(n));
  const Arg args[] = {d_steps, d_keys, d_values, d_out, uint8_t{0x5a}, int32_t{3}, int64_t{2}};
  RequireTooBigFor(fitted, args, kBigBlock);
  for (uint32_t block : {kBigBlock, 128u}) {
    std::vector<uint64_t> results[2];
    for (int coarsened = 0; coarsened < 2; ++coarsened) {
      d_out.Fill(0);
      (coarsened ? fitted : plain)
          .Launch(Dim3(BlocksFor(static_cast<int64_t>(n), block)), Dim3(block), d_steps, d_keys,
                  d_values, d_out, uint8_t{0x5a}, int32_t{3}, int64_t{2});
      results[coarsened] = d_out.ToVector<uint64_t>();
    }
    EXPECT_ALL_EQ(results[1], results[0]);
  }
  ExpectFittingForm(fitted, args, kBigBlock);
}

// many_live_values (grid-stride) at `block` threads.
std::vector<double> RunLiveValues(Kernel& kernel, const std::vector<double>& x, uint32_t block) {
  DeviceArray dx = DeviceArray::FromVector(x),
              out = DeviceArray::FromVector(std::vector<double>(x.size()));
  kernel.Launch(Dim3(264), Dim3(block), dx, out, int64_t{12});
  return out.ToVector<double>();
}

// A kernel that is not coarsened and needs more than 64 registers: its
// registers are capped for the block; the values are those of a launch
// that fits the kernel as compiled. Then the same in debug mode.
GPU_TEST(block_fit_many_live_values) {
  std::vector<double> x = RandomDoubles(1 << 20);
  for (bool debug : {false, true}) {
    ProgramOptions options;
    options.use_cache = false;
    options.debug = debug;
    Kernel kernel = KernelOf(LoadTestKernels(kFile, options), "many_live_values");
    DeviceArray dx = DeviceArray::FromVector(x), out = DeviceArray::FromVector(x);
    const Arg args[] = {dx, out, int64_t{12}};
    RequireTooBigFor(kernel, args, kBigBlock);
    EXPECT_CLOSE(RunLiveValues(kernel, x, kBigBlock), RunLiveValues(kernel, x, 256), 1e-12);
    CompiledInfo form = ExpectFittingForm(kernel, args, kBigBlock);
    EXPECT_TRUE(form.form == KernelForm::RegistersCapped);
  }
}

// A cooperative kernel of as many registers: MaxCooperativeBlocks at 1024
// threads is that of the fitting form (not 0), and a grid of it launches.
GPU_TEST(block_fit_cooperative) {
  if (!TheDevice().properties().cooperative_launch) Skip("no cooperative launches on this GPU");
  Kernel kernel = KernelOf(FitPrograms(true), "synced_live_values");
  std::vector<double> x = RandomDoubles(1 << 18);
  DeviceArray dx = DeviceArray::FromVector(x), out = DeviceArray::FromVector(x);
  const Arg args[] = {dx, out, int64_t{12}};
  RequireTooBigFor(kernel, args, kBigBlock);
  uint32_t blocks = kernel.MaxCooperativeBlocks(Dim3(kBigBlock), 0, args);
  EXPECT_TRUE(blocks > 0);
  kernel.Launch(Dim3(blocks), Dim3(kBigBlock), dx, out, int64_t{12});
  std::vector<double> fitted = out.ToVector<double>();
  kernel.Launch(Dim3(blocks), Dim3(256), dx, out, int64_t{12});
  EXPECT_CLOSE(fitted, out.ToVector<double>(), 1e-12);
  ExpectFittingForm(kernel, args, kBigBlock);
}

// Forms are cached on disk under their own keys, with their spills: a
// second program over the same cache takes the same form from it.
GPU_TEST(block_fit_from_disk_cache) {
  TempDir dir;
  CountArrays input = RandomCounts(4096);
  CompiledInfo forms[2];
  std::string as_compiled_path;
  for (int run = 0; run < 2; ++run) {
    Kernel kernel = KernelOf(FitPrograms(true, nullptr, dir.path()), "copy_and_count");
    DeviceArray x = DeviceArray::FromVector(input.x), table = DeviceArray::FromVector(input.table),
                out = DeviceArray::FromVector(input.out),
                counts = DeviceArray::FromVector(input.counts);
    const Arg args[] = {x, table, out, counts};
    RequireTooBigFor(kernel, args, kBigBlock);
    forms[run] = kernel.Compile(args, Dim3(kBigBlock));
    as_compiled_path = kernel.Compile(args).cache_path;
  }
  EXPECT_TRUE(!forms[0].from_cache);
  EXPECT_TRUE(forms[1].from_cache);
  EXPECT_TRUE(forms[0].form == forms[1].form);
  EXPECT_EQ(forms[1].registers, forms[0].registers);
  EXPECT_EQ(forms[1].spill_store_bytes, forms[0].spill_store_bytes);
  EXPECT_EQ(forms[1].cache_path, forms[0].cache_path);
  EXPECT_TRUE(forms[1].cache_path != as_compiled_path);
}

// `dslc run --coarsening-remarks` of a block the kernel does not fit: it
// launches, and says which form it took.
GPU_TEST(block_fit_dslc_run_remark) {
  TempDir dir;
  const int64_t n = 100000;
  NpyArray x;
  x.dtype = DType::Float64;
  x.shape = {n};
  x.data.resize(static_cast<size_t>(n) * sizeof(double));
  WriteNpy(dir.path() + "/x.npy", x);
  WriteNpy(dir.path() + "/out.npy", x);
  std::vector<std::string> argv = {Dslc(),
                                   "run",
                                   TestKernelsDir() + "/" + kFile,
                                   "--kernel",
                                   "many_live_values",
                                   "--grid",
                                   "100",
                                   "--block",
                                   "1024",
                                   "--coarsening-remarks",
                                   dir.path() + "/x.npy",
                                   dir.path() + "/out.npy",
                                   "i64:4"};
  ProcessResult run = RunProcess(argv, {"DSLC_DISABLE_CACHE=1"});
  ExpectSuccess(argv, run);
  std::string remark = LinesWith(run.output, "do not fit the kernel as compiled");
  if (remark.find("remark: `many_live_values` (float64[::1], float64[::1], int64): blocks of "
                  "1024 threads do not fit") == std::string::npos ||
      remark.find("form chosen: registers capped for 1024 threads") == std::string::npos) {
    Fail("no remark on the fitting form in: " + run.output);
  }
  EXPECT_TRUE(LinesWith(run.output, "not coarsened").find("many_live_values") != std::string::npos);
}

}  // namespace
}  // namespace dslc::gpu_test
