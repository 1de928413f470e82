// GPU faults outside debug mode: a kernel that stores far outside its array
// faults with CUDA_ERROR_ILLEGAL_ADDRESS. The runtime names the kernel and
// its launch configuration and says to rerun in debug mode; as the driver
// runs nothing more in that process, later calls report the same fault.
// The fault happens in a child process of the runner (so that the other
// tests keep their GPU): `dslc-gpu-tests --fault-child` prints one line,
//
//   fault-child: ok MESSAGE          (every check passed)
//   fault-child: error: WHAT
//
// and exits 0 or 1. `dslc run` on the same kernel is tested too.
#include <cstdio>
#include <cstring>

#include "test/gpu/fault_child.h"
#include "test/gpu/gpu_test.h"
#include "test/gpu/process.h"

namespace dslc::gpu_test {
namespace {

constexpr char kPoke[] = R"(from numba import cuda


@cuda.jit
def poke(a, far):
    i = cuda.grid(1)
    a[i + far] = 1.0


@cuda.jit
def twice(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = 2.0 * x[i]
)";

// 2^40 floats past the array: no GPU maps that address.
constexpr int64_t kFar = int64_t{1} << 40;

void Require(bool condition, const std::string& what) {
  if (!condition) throw std::runtime_error(what);
}

std::vector<float> Twice(Kernel& twice, const std::vector<float>& x) {
  DeviceArray in = DeviceArray::FromVector(x), out(DType::Float32, {int64_t(x.size())});
  twice.Launch(Dim3(uint32_t((x.size() + 127) / 128)), Dim3(128), in, out);
  return out.ToVector<float>();
}

// The child: twice runs, poke faults and the error says what it must; a
// later launch reports the same fault, as the driver runs nothing more.
std::string FaultThenLaunchAgain() {
  Program program = Program::FromSource("poke.py", kPoke);
  Kernel twice = program.kernel("twice"), poke = program.kernel("poke");
  std::vector<float> x(1000);
  for (size_t i = 0; i < x.size(); ++i) x[i] = float(i);
  std::vector<float> doubled(x.size());
  for (size_t i = 0; i < x.size(); ++i) doubled[i] = 2.0f * x[i];
  Require(Twice(twice, x) == doubled, "twice gave wrong results before the fault");

  DeviceArray a(DType::Float32, {256});
  std::string message;
  try {
    poke.Launch(Dim3(2), Dim3(64), a, kFar);
    TheDevice().Synchronize();
  } catch (const GpuFaultError& fault) {
    message = fault.what();
    Require(fault.kernel() == "poke", "the fault names kernel `" + fault.kernel() + "`");
    Require(
        fault.launch() == "grid (2, 1, 1), block (64, 1, 1) and 0 bytes of dynamic shared memory",
        "the fault's launch is `" + fault.launch() + "`");
    Require(fault.result_name() == "CUDA_ERROR_ILLEGAL_ADDRESS", fault.result_name());
  }
  Require(!message.empty(), "poke did not fault");
  for (const char* part : {"`poke`", "debug=True", "start a new process"})
    Require(message.find(part) != std::string::npos,
            "the message lacks `" + std::string(part) + "`: " + message);
  try {
    Twice(twice, x);
    throw std::runtime_error("a launch after the fault did not throw");
  } catch (const GpuFaultError& again) {
    Require(again.kernel() == "poke", "the second report names `" + again.kernel() + "`");
  }
  return message;
}

GPU_TEST(gpu_fault_names_the_kernel_and_its_launch) {
  std::vector<std::string> argv = {SelfExecutable(), kFaultChildFlag};
  ProcessResult run = RunProcess(argv);
  ExpectSuccess(argv, run);
  size_t ok = run.output.find("fault-child: ok ");
  if (ok == std::string::npos) Fail(Command(argv) + " printed no `fault-child: ok`: " + run.output);
  Note(run.output.substr(ok + 16, run.output.find('\n', ok) - ok - 16));
}

// `dslc run` of poke from `kernel_file` (source or binary) reports the fault
// with the kernel's name and launch, exit 1.
void ExpectRunReportsFault(const TempDir& dir, const std::string& kernel_file) {
  WriteNpy(dir.path() + "/a.npy", NpyOf(std::vector<float>(256, 0.0f)));
  std::vector<std::string> argv = {Dslc(),
                                   "run",
                                   kernel_file,
                                   "--kernel",
                                   "poke",
                                   "--grid",
                                   "2",
                                   "--block",
                                   "64",
                                   dir.path() + "/a.npy",
                                   "int64:" + std::to_string(kFar)};
  ProcessResult run = RunProcess(argv);
  EXPECT_EQ(run.status, 1);
  for (const char* part : {"dslc: error: ", "CUDA_ERROR_ILLEGAL_ADDRESS", "`poke`",
                           "grid (2, 1, 1), block (64, 1, 1)", "dslc run -g"}) {
    if (run.output.find(part) == std::string::npos)
      Fail("`dslc run` of a faulting kernel does not say `" + std::string(part) +
           "`: " + run.output);
  }
  Note(run.output.substr(0, run.output.find('\n')));
}

GPU_TEST(dslc_run_reports_a_gpu_fault) {
  TempDir dir;
  WriteWholeFile(dir.path() + "/poke.py", kPoke);
  ExpectRunReportsFault(dir, dir.path() + "/poke.py");
}

// The same from a cubin: kernels loaded from a binary file are named too.
GPU_TEST(dslc_run_reports_a_gpu_fault_from_a_cubin) {
  TempDir dir;
  WriteWholeFile(dir.path() + "/poke.py", kPoke);
  std::string cubin = dir.path() + "/poke.cubin";
  std::vector<std::string> argv = {Dslc(),
                                   "compile",
                                   dir.path() + "/poke.py",
                                   "--kernel",
                                   "poke",
                                   "--signature",
                                   "float32[::1], int64",
                                   "--emit=cubin",
                                   "--arch",
                                   "native",
                                   "-o",
                                   cubin};
  ProcessResult compiled = RunProcess(argv);
  if (compiled.status != 0 &&
      compiled.output.find("without the CUDA toolkit's") != std::string::npos)
    Skip("no CUDA toolkit to assemble with: " + compiled.output);
  ExpectSuccess(argv, compiled);
  ExpectRunReportsFault(dir, cubin);
}

}  // namespace

int RunFaultChild() {
  try {
    std::string message = FaultThenLaunchAgain();
    for (char& c : message) c = c == '\n' ? ' ' : c;
    std::printf("fault-child: ok %s\n", message.c_str());
    return 0;
  } catch (const std::exception& error) {
    std::printf("fault-child: error: %s\n", error.what());
    return 1;
  }
}

}  // namespace dslc::gpu_test
