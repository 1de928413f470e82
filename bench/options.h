// dslc-bench's command line.
#pragma once

#include <cstdint>
#include <string>

namespace dslc_bench {

struct Options {
  int64_t launches = 100000;
  int log2_size = 28;
  int repeats = 20;
  bool first_launch = false;
  bool debug_slowdown = false;
  int first_launch_repeats = 5;  // pairs of processes per kernel
  // Sections: with neither flag, the default run (main table and parity);
  // with either, only the sections named.
  bool parity = false;
  bool collectives = false;
  std::string json;       // write every row here
  std::string peers;      // --peers DIR: the peers' scripts and one table; "": not run
  std::string cubin_dir;  // nvcc's and CUB's cubins; "": CubinDir's default
};

// The usage text that --help prints.
std::string Usage();

// Parses argv; --help prints Usage() and exits 0, a bad option prints what
// is wrong and the usage to stderr and exits 2.
Options ParseOptions(int argc, char** argv);

// --cubin-dir, else <prefix>/share/dslc/bench of the package when it has
// the cubins, else the build directory's bench/.
std::string CubinDir(const Options& options);

}  // namespace dslc_bench
