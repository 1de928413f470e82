// `dslc run lang-examples/saxpy.py --kernel saxpy f32:2.5 x.npy y.npy` as a
// child process, on random inputs written to a directory: the command line
// tests and the disk cache tests run it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "test/gpu/process.h"

namespace dslc::gpu_test {

struct SaxpyRun {
  std::string dir;
  int64_t n;
  std::vector<float> x, y;

  // Writes n random x and y to `dir`/x.npy and y.npy.
  SaxpyRun(std::string dir_, int64_t n_);
  // The command, writing its outputs to `out`.
  std::vector<std::string> Argv(const std::string& out) const;
  // Runs it; fails the test unless it exits 0.
  ProcessResult Run(const EnvironmentChanges& environment, const std::string& out) const;
  // `out`/y.npy is 2.5 x + y.
  void CheckOutput(const std::string& out) const;
};

}  // namespace dslc::gpu_test
