// The lang-example kernels dslc-bench times, each with a small signature and
// a launch that is valid for it, and where the examples are.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dslc/runtime.h"

namespace dslc_bench {

// One parameter of a benchmark signature: an array of `shape` (zero-filled),
// or (empty shape) a scalar of `value`.
struct Param {
  dslc::DType dtype;
  std::vector<int64_t> shape;
  double value = 0;
};

struct ExampleKernel {
  const char* file;
  const char* kernel;
  std::vector<Param> params;
  // A launch that stays inside the arrays (and, for grid sync, fits).
  dslc::Dim3 grid = dslc::Dim3(4);
  dslc::Dim3 block = dslc::Dim3(256);
  uint32_t shared_bytes = 0;
};

// Every kernel of lang-examples/, in a fixed order.
std::vector<ExampleKernel> ExampleKernels();

// The arguments for `params`; `arrays` keeps the arrays they point to, each
// filled with zero bytes.
std::vector<dslc::Arg> MakeArgs(const std::vector<Param>& params,
                                std::vector<dslc::DeviceArray>* arrays);

// The options lang-example programs are loaded with (--no-coarsen sets
// `coarsen` false).
dslc::ProgramOptions& ExampleProgramOptions();

bool IsFile(const std::string& path);
// The directory above this executable's bin/: the package's prefix.
std::string Prefix();
// <prefix>/share/dslc/lang-examples of the package, else the source tree's.
std::string ExamplesDir();

}  // namespace dslc_bench
