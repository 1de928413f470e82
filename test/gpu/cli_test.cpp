// `dslc run` and `dslc info` end to end: the `dslc` beside this runner, run
// as a child process on .npy files in a temporary directory.
#include <cstring>

#include "test/gpu/gpu_test.h"
#include "test/gpu/process.h"
#include "test/gpu/saxpy_run.h"

namespace dslc::gpu_test {
namespace {

GPU_TEST(dslc_run_end_to_end) {
  TempDir dir;
  SaxpyRun saxpy(dir.path(), RandomInt(100000, 120000) | 1);  // odd: not a multiple of the block
  std::string out = dir.path() + "/out";
  saxpy.Run({}, out);
  saxpy.CheckOutput(out);
  EXPECT_ALL_EQ(FloatsOf(ReadNpy(out + "/x.npy")), saxpy.x);

  std::vector<std::string> argv = saxpy.Argv(out);
  argv.push_back("--time");
  ProcessResult run = RunProcess(argv, {"DSLC_VERBOSE"});  // the one ` ms` is the kernel's time
  ExpectSuccess(argv, run);
  size_t ms = run.output.find(" ms");
  if (ms == std::string::npos) Fail("`dslc run --time` printed no time in ms: " + run.output);
  size_t line_start = run.output.rfind('\n', ms);
  Note(run.output.substr(
      line_start == std::string::npos ? 0 : line_start + 1,
      run.output.find('\n', ms) - (line_start == std::string::npos ? 0 : line_start + 1)));
  // --time launches again after the outputs were taken: they are one launch's.
  saxpy.CheckOutput(out);
}

// --shared with 100 KiB (the opt-in path) on reverse_tiles; then a
// cooperative kernel through `dslc run`, and its grid too large: exit 1 with
// the error.
GPU_TEST(dslc_run_shared_and_cooperative) {
  TempDir dir;
  const DeviceProperties& p = TheDevice().properties();
  int64_t tile = p.max_shared_memory_per_block_optin >= 100 * 1024 ? 100 * 1024 / 4 : 8192;
  int64_t blocks = RandomInt(3, 9), n = tile * blocks;
  std::vector<float> a = RandomFloats(static_cast<size_t>(n));
  WriteNpy(dir.path() + "/a.npy", NpyOf(a));
  WriteNpy(dir.path() + "/out.npy", NpyOf(std::vector<float>(static_cast<size_t>(n), 0.0f)));
  std::string out = dir.path() + "/results";
  std::vector<std::string> argv = {Dslc(),
                                   "run",
                                   ExamplesDir() + "/dynamic_shared.py",
                                   "--kernel",
                                   "reverse_tiles",
                                   "--grid",
                                   std::to_string(blocks),
                                   "--block",
                                   "256",
                                   "--shared",
                                   std::to_string(tile * 4),
                                   dir.path() + "/a.npy",
                                   dir.path() + "/out.npy",
                                   "--out",
                                   out};
  ProcessResult run = RunProcess(argv);
  ExpectSuccess(argv, run);
  std::vector<float> ref(a.size());
  for (int64_t i = 0; i < n; ++i) ref[i] = a[(i / tile) * tile + tile - 1 - i % tile];
  EXPECT_ALL_EQ(FloatsOf(ReadNpy(out + "/out.npy")), ref);

  // More than the GPU allows.
  uint32_t too_much = static_cast<uint32_t>(p.max_shared_memory_per_block_optin) + 1024;
  argv[10] = std::to_string(too_much);
  run = RunProcess(argv);
  EXPECT_EQ(run.status, 1);
  if (run.output.find("dslc: error: `reverse_tiles` asks for " + std::to_string(too_much) +
                      " bytes of dynamic shared memory") == std::string::npos)
    Fail("unexpected output for --shared " + std::to_string(too_much) + ": " + run.output);

  // A cooperative kernel: one block per SM runs; 100000 blocks do not fit.
  NpyArray npy;
  npy.dtype = DType::Int32;
  npy.shape = {16};
  npy.data.resize(16 * sizeof(int32_t));
  WriteNpy(dir.path() + "/arrivals.npy", npy);
  npy.shape = {1};
  npy.data.resize(sizeof(int32_t));
  WriteNpy(dir.path() + "/errors.npy", npy);
  std::string sms = std::to_string(p.multiprocessors);
  argv = {Dslc(),
          "run",
          TestKernelsDir() + "/grid_sync.py",
          "--kernel",
          "sync_rounds",
          "--grid",
          sms,
          "--block",
          "128",
          dir.path() + "/arrivals.npy",
          dir.path() + "/errors.npy",
          "16",
          "--out",
          out};
  run = RunProcess(argv);
  ExpectSuccess(argv, run);
  NpyArray arrivals = ReadNpy(out + "/arrivals.npy");
  std::vector<int32_t> arrived(16);
  std::memcpy(arrived.data(), arrivals.data.data(), 16 * sizeof(int32_t));
  EXPECT_ALL_EQ(arrived, std::vector<int32_t>(16, p.multiprocessors));
  argv[6] = "100000";
  run = RunProcess(argv);
  EXPECT_EQ(run.status, 1);
  if (run.output.find("dslc: error: `sync_rounds` calls cuda.cg.this_grid(), so its grid must "
                      "fit on the GPU at once: 100000 blocks of 128 threads were asked for") ==
      std::string::npos)
    Fail("unexpected output for a grid of 100000 blocks: " + run.output);
}

// `dslc run -g`: a failed check prints the KernelError and exits with 1;
// the kernel without debug=True and without -g runs to the end.
GPU_TEST(dslc_run_debug) {
  TempDir dir;
  const int64_t n = 50;
  std::vector<int64_t> iota(n);
  for (int64_t i = 0; i < n; ++i) iota[i] = i;
  WriteNpy(dir.path() + "/a.npy", NpyOf(iota));
  WriteNpy(dir.path() + "/out.npy", NpyOf(std::vector<int64_t>(n, 0)));
  const std::string file = TestKernelsDir() + "/debug_checks.py";
  auto argv = [&](const std::string& kernel, const std::string& last, bool debug) {
    std::vector<std::string> args = {Dslc(),
                                     "run",
                                     file,
                                     "--kernel",
                                     kernel,
                                     "--grid",
                                     "1",
                                     "--block",
                                     "64",
                                     dir.path() + "/out.npy",
                                     dir.path() + "/a.npy",
                                     last};
    if (debug) args.push_back("-g");
    return args;
  };
  std::vector<std::string> plain = argv("unchecked_divide", "0", false);
  ExpectSuccess(plain, RunProcess(plain));
  std::vector<std::string> checked = argv("unchecked_divide", "0", true);
  ProcessResult run = RunProcess(checked);
  EXPECT_EQ(run.status, 1);
  if (run.output.find("dslc: error: ZeroDivisionError: integer division by zero in kernel "
                      "`unchecked_divide` at " +
                      file + ":") == std::string::npos)
    Fail("unexpected output of " + Command(checked) + ": " + run.output);
  // debug=True in the decorator: reported without -g too.
  std::vector<std::string> shifted = argv("shifted", "1", false);
  run = RunProcess(shifted);
  EXPECT_EQ(run.status, 1);
  if (run.output.find("dslc: error: IndexError: index 50 is out of bounds for axis 0 with size 50 "
                      "in kernel `shifted` at " +
                      file + ":") == std::string::npos ||
      run.output.find(" (thread (49,0,0), block (0,0,0))") == std::string::npos)
    Fail("unexpected output of " + Command(shifted) + ": " + run.output);
}

GPU_TEST(dslc_info) {
  std::vector<std::string> argv = {Dslc(), "info"};
  ProcessResult info = RunProcess(argv);
  if (info.status != 0)
    Fail("dslc info exited with " + std::to_string(info.status) + ": " + info.output);
  const std::string& name = TheDevice().properties().name;
  if (info.output.find(name) == std::string::npos)
    Fail("dslc info does not name `" + name + "`: " + info.output);
  std::string opt_in =
      std::to_string(TheDevice().properties().max_shared_memory_per_block_optin / 1024) +
      " KiB shared memory per block (opt-in)";
  if (info.output.find(opt_in) == std::string::npos)
    Fail("dslc info does not say `" + opt_in + "`: " + info.output);
}

}  // namespace
}  // namespace dslc::gpu_test
