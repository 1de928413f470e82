#include "bench/options.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "bench/examples.h"

namespace dslc_bench {

std::string Usage() {
  return "usage: dslc-bench [--launches N] [--log2-size K] [--repeats R] [--parity]\n"
         "                  [--collectives] [--cubin-dir DIR] [--json FILE] [--no-coarsen]\n"
         "                  [--peers DIR]\n"
         "       dslc-bench --first-launch [--repeats R]\n"
         "       dslc-bench --debug-slowdown [--repeats R]\n"
         "\n"
         "  --launches N     launches per round of the launch-overhead rows (100000)\n"
         "  --log2-size K    2^K float32 elements per array of the memory-bound kernels (28)\n"
         "  --repeats R      timed repeats per figure (20; at least 50 in --parity and\n"
         "                   --collectives)\n"
         "  --parity         only the lang-example kernels beside nvcc's CUDA C++\n"
         "  --collectives    only cuda.coop's collectives beside CUB's\n"
         "                   (with neither: the main table, then the parity table)\n"
         "  --cubin-dir DIR  the nvcc and CUB cubins (bench/build_nvcc_cubins.sh DIR makes\n"
         "                   them; default: the package's share/dslc/bench)\n"
         "  --json FILE      also write every row (section, name, value, unit, note)\n"
         "  --peers DIR      then the segmented sum beside CUB, PyTorch and Numba and one\n"
         "                   table of it all with the peers beside dslc (python3 with cupy;\n"
         "                   share/dslc/bench/report.py), JSON and PNG plots in DIR\n"
         "  --no-coarsen     lang-example kernels compiled without thread coarsening\n"
         "                   (ProgramOptions::coarsen = false), as before it\n"
         "  --first-launch   process start to first kernel finished, cold and warm cache\n"
         "  --debug-slowdown each lang-example kernel with and without debug mode\n"
         "  --help           this text\n";
}

namespace {

[[noreturn]] void Fail(const std::string& message) {
  std::fprintf(stderr, "dslc-bench: %s\n%s", message.c_str(), Usage().c_str());
  std::exit(2);
}

int64_t Integer(const std::string& option, const char* text) {
  char* end = nullptr;
  long long value = std::strtoll(text, &end, 10);
  if (end == text || *end != '\0') Fail(option + " wants an integer, not `" + text + "`");
  return value;
}

}  // namespace

Options ParseOptions(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    bool takes_value = arg == "--launches" || arg == "--log2-size" || arg == "--repeats" ||
                       arg == "--json" || arg == "--cubin-dir" || arg == "--peers";
    if (takes_value && i + 1 >= argc) Fail(arg + " needs a value");
    if (arg == "--help" || arg == "-h") {
      std::printf("%s", Usage().c_str());
      std::exit(0);
    } else if (arg == "--launches") {
      options.launches = Integer(arg, argv[++i]);
    } else if (arg == "--log2-size") {
      options.log2_size = static_cast<int>(Integer(arg, argv[++i]));
    } else if (arg == "--repeats") {
      options.repeats = static_cast<int>(Integer(arg, argv[++i]));
      options.first_launch_repeats = options.repeats;
    } else if (arg == "--json") {
      options.json = argv[++i];
    } else if (arg == "--peers") {
      options.peers = argv[++i];
    } else if (arg == "--cubin-dir") {
      options.cubin_dir = argv[++i];
    } else if (arg == "--first-launch") {
      options.first_launch = true;
    } else if (arg == "--debug-slowdown") {
      options.debug_slowdown = true;
    } else if (arg == "--parity") {
      options.parity = true;
    } else if (arg == "--collectives") {
      options.collectives = true;
    } else if (arg == "--no-coarsen") {
      ExampleProgramOptions().coarsen = false;
    } else {
      Fail("unknown option `" + arg + "`");
    }
  }
  options.first_launch_repeats = std::max(options.first_launch_repeats, 1);
  options.launches = std::max<int64_t>(options.launches, 1);
  options.log2_size = std::clamp(options.log2_size, 10, 30);
  options.repeats = std::max(options.repeats, 1);
  return options;
}

std::string CubinDir(const Options& options) {
  if (!options.cubin_dir.empty()) return options.cubin_dir;
  std::string installed = Prefix() + "/share/dslc/bench";
  if (IsFile(installed + "/grid_sync.cubin")) return installed;
  return DSLC_BENCH_BUILD_DIR;
}

}  // namespace dslc_bench
