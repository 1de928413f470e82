// Kernels compiled ahead of time into a cubin or fat binary by `dslc
// compile` (a child process, with the CUDA toolkit's assembler), loaded with
// Program::LoadBinary and `dslc run`, launched, and checked on the CPU.
#include "test/gpu/gpu_test.h"
#include "test/gpu/process.h"
#include "test/gpu/saxpy_run.h"

namespace dslc::gpu_test {
namespace {

// `dslc compile kernels/binaries.py --emit=<emit> <archs> -o <path>`.
void CompileBinary(const std::string& emit, const std::vector<std::string>& archs,
                   const std::string& path) {
  std::vector<std::string> options = {"--emit=" + emit};
  for (const std::string& arch : archs) options.insert(options.end(), {"--arch", arch});
  CompileAhead(TestKernelsDir() + "/binaries.py", options, path);
}

// The GPU's compute capability as dslc's fat binary architectures name it.
int GpuSm() {
  const DeviceProperties& p = TheDevice().properties();
  return p.compute_major * 10 + p.compute_minor;
}

// saxpy and reverse_blocks from `program`, checked against the CPU.
void LaunchAndCheck(const Program& program) {
  Kernel saxpy = KernelOf(program, "saxpy");
  EXPECT_TRUE(saxpy.parameters() == (std::vector<std::string>{"a", "x", "y"}));
  int64_t n = RandomInt(10000, 20000) | 1;
  std::vector<float> x = RandomFloats(static_cast<size_t>(n)), y = RandomFloats(x.size());
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
  saxpy.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), 2.5f, dx, dy);
  std::vector<double> ref(x.size());
  for (size_t i = 0; i < x.size(); ++i) ref[i] = double(2.5f * x[i] + y[i]);
  EXPECT_CLOSE(dy.ToVector<float>(), ref, 1e-6);

  Kernel reverse = KernelOf(program, "reverse_blocks");
  int64_t blocks = RandomInt(2, 9);
  std::vector<int32_t> src(static_cast<size_t>(blocks * 256)), expected(src.size());
  for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<int32_t>(RandomInt(-1000, 1000));
  for (size_t i = 0; i < src.size(); ++i) expected[i] = src[i / 256 * 256 + 255 - i % 256];
  DeviceArray dsrc = DeviceArray::FromVector(src), ddst = DeviceArray::FromVector(src);
  reverse.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(256), dsrc, ddst);
  EXPECT_ALL_EQ(ddst.ToVector<int32_t>(), expected);

  // What the facts and the driver say of the loaded kernels.
  const Arg args[] = {Arg(dsrc), Arg(ddst)};
  CompiledInfo info = reverse.Compile(args);
  EXPECT_EQ(info.facts.kernel, std::string("reverse_blocks"));
  EXPECT_EQ(info.facts.signature, std::string("int32[::1], int32[::1]"));
  EXPECT_EQ(info.facts.static_shared_bytes, uint64_t{1024});
  EXPECT_TRUE(info.static_shared_bytes >= 1024);
  EXPECT_TRUE(info.registers > 0);
  EXPECT_TRUE(info.max_threads_per_block >= 256);
  EXPECT_EQ(info.spill_store_bytes, int64_t{-1});  // no assembler log for a binary
  EXPECT_TRUE(info.ptx.empty());

  // Arguments of another signature: the error names the one compiled.
  std::vector<double> wrong(x.size());
  DeviceArray dwrong = DeviceArray::FromVector(wrong);
  EXPECT_THROWS(Error, saxpy.Launch(Dim3(1), Dim3(256), 2.5, dwrong, dwrong), {
    std::string what = error.what();
    if (what.find("is compiled for (float32, float32[::1], float32[::1]), not for (float64, "
                  "float64[::1], float64[::1])") == std::string::npos)
      Fail("unexpected error: " + what);
  });
}

GPU_TEST(fatbin_sm80_sm90_ptx_loads_and_launches) {
  if (GpuSm() < 80) Skip("the fat binary holds code for sm_80 and newer only");
  TempDir dir;
  std::string path = dir.path() + "/kernels.fatbin";
  CompileBinary("fatbin", {"sm_80", "sm_90"}, path);
  Program program = Program::LoadBinary(path);
  LaunchAndCheck(program);
  Note("compute " + std::to_string(GpuSm()) + ": " +
       (GpuSm() >= 90 && GpuSm() < 100 ? "sm_90 cubin"
        : GpuSm() < 90                 ? "sm_80 cubin"
                                       : "sm_90 PTX compiled by the driver"));
}

GPU_TEST(cubin_for_the_gpu_loads_and_launches) {
  TempDir dir;
  std::string path = dir.path() + "/kernels.cubin";
  CompileBinary("cubin", {"native"}, path);
  LaunchAndCheck(Program::LoadBinary(path));
  EXPECT_THROWS(Error, Program::LoadBinary(path).kernel("nope"), {
    if (std::string(error.what())
            .find("has no kernel named `nope`; it has: reverse_blocks, saxpy") == std::string::npos)
      Fail(std::string("unexpected error: ") + error.what());
  });
}

GPU_TEST(binary_file_errors) {
  TempDir dir;
  std::string ptx_cubin = dir.path() + "/plain.cubin";
  // A file that is not a binary of dslc's: the driver refuses it.
  WriteWholeFile(ptx_cubin, "not a cubin");
  EXPECT_THROWS(Error, Program::LoadBinary(ptx_cubin), {});
  EXPECT_THROWS(Error, Program::LoadBinary(dir.path() + "/missing.fatbin"), {
    if (std::string(error.what()).find("cannot read") == std::string::npos)
      Fail(std::string("unexpected error: ") + error.what());
  });
}

GPU_TEST(dslc_run_on_a_fatbin) {
  if (GpuSm() < 80) Skip("the fat binary holds code for sm_80 and newer only");
  TempDir dir;
  std::string path = dir.path() + "/kernels.fatbin";
  CompileBinary("fatbin", {"sm_80", "sm_90"}, path);
  SaxpyRun saxpy(dir.path(), RandomInt(5000, 9000) | 1);
  std::string out = dir.path() + "/out";
  std::vector<std::string> argv = saxpy.Argv(out);
  argv[2] = path;  // the fat binary instead of lang-examples/saxpy.py
  ExpectSuccess(argv, RunProcess(argv));
  saxpy.CheckOutput(out);
}

GPU_TEST(jit_compile_reports_spills_from_the_driver_log) {
  ProgramOptions options;
  options.use_cache = false;  // the PTX is JIT-compiled, verbosely
  Program program = LoadTestKernels("binaries.py", options);
  std::vector<float> x(256, 1.0f);
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(x);
  const Arg args[] = {Arg(2.0f), Arg(dx), Arg(dy)};
  CompiledInfo info = KernelOf(program, "saxpy").Compile(args);
  EXPECT_EQ(info.spill_store_bytes, int64_t{0});
  EXPECT_EQ(info.spill_load_bytes, int64_t{0});
  EXPECT_EQ(info.local_bytes, uint64_t{0});
  EXPECT_EQ(info.constant_bytes, uint64_t{0});
  EXPECT_TRUE(info.registers > 0);
}

}  // namespace
}  // namespace dslc::gpu_test
