// `dslc run` and `dslc info`: launching a kernel on .npy data through the
// runtime, and listing the GPUs.
#pragma once

#include <string>
#include <vector>

namespace dslc {

struct RunOptions {
  std::string input_path;
  std::string kernel;
  std::string grid;  // "X[,Y[,Z]]"
  std::string block;
  uint32_t shared_bytes = 0;
  std::string arch;  // empty: the device's
  std::string out_dir;
  bool time = false;
  int repeat = 20;
  int device = 0;
  bool line_info = false;                // --lineinfo
  bool debug = false;                    // -g
  bool no_coarsen = false;               // --no-coarsen
  std::vector<std::string> disable_opt;  // --disable-opt
  bool fmad = true;                      // --fmad
  bool coarsening_remarks = false;       // --coarsening-remarks: remarks to standard error
  std::vector<std::string> args;
};

// Both return the process exit status and print errors themselves.
int RunKernel(const RunOptions& options);
int RunInfo();

}  // namespace dslc
