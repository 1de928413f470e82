#include "bench/peers_report.h"

#include <cstdio>
#include <cstdlib>

#include "bench/examples.h"

namespace dslc_bench {
namespace {

// <prefix>/share/dslc/bench of the package, else the source tree's bench/.
std::string ScriptsDir() {
  std::string installed = Prefix() + "/share/dslc/bench";
  if (IsFile(installed + "/report.py")) return installed;
  return DSLC_SOURCE_DIR "/bench";
}

std::string Quoted(const std::string& text) {
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

bool Run(const std::string& command) {
  std::fflush(stdout);
  int status = std::system(command.c_str());
  if (status == 0) return true;
  std::fprintf(stderr, "dslc-bench: `%s` failed (status %d)\n", command.c_str(), status);
  return false;
}

}  // namespace

bool RunPeersReport(const std::string& bench_json, const std::string& directory) {
  const std::string scripts = ScriptsDir();
  const std::string segsum = directory + "/segsum.json";
  std::printf("\n== the peers (python3 %s/segmented_sum_bench.py, then report.py)\n",
              scripts.c_str());
  bool ok = Run("python3 " + Quoted(scripts + "/segmented_sum_bench.py") + " --json " +
                Quoted(segsum) + " > " + Quoted(directory + "/segsum.txt"));
  std::printf("\n");
  ok =
      Run("python3 " + Quoted(scripts + "/report.py") + " --bench " + Quoted(bench_json) +
          (ok ? " --segsum " + Quoted(segsum) : std::string()) + " --plots " + Quoted(directory)) &&
      ok;
  return ok;
}

}  // namespace dslc_bench
