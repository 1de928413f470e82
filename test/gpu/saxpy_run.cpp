#include "test/gpu/saxpy_run.h"

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {

SaxpyRun::SaxpyRun(std::string dir_, int64_t n_) : dir(std::move(dir_)), n(n_) {
  x = RandomFloats(static_cast<size_t>(n));
  y = RandomFloats(static_cast<size_t>(n));
  WriteNpy(dir + "/x.npy", NpyOf(x));
  WriteNpy(dir + "/y.npy", NpyOf(y));
}

std::vector<std::string> SaxpyRun::Argv(const std::string& out) const {
  return {Dslc(),
          "run",
          ExamplesDir() + "/saxpy.py",
          "--kernel",
          "saxpy",
          "--grid",
          std::to_string(BlocksFor(n, 256)),
          "--block",
          "256",
          "f32:2.5",
          dir + "/x.npy",
          dir + "/y.npy",
          "--out",
          out};
}

ProcessResult SaxpyRun::Run(const EnvironmentChanges& environment, const std::string& out) const {
  std::vector<std::string> argv = Argv(out);
  ProcessResult run = RunProcess(argv, environment);
  ExpectSuccess(argv, run);
  return run;
}

void SaxpyRun::CheckOutput(const std::string& out) const {
  std::vector<double> ref(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) ref[i] = 2.5 * x[i] + y[i];
  EXPECT_CLOSE(FloatsOf(ReadNpy(out + "/y.npy")), ref, 1e-6);
}

}  // namespace dslc::gpu_test
