#include "runtime/program_environment.h"

#include <cstdlib>
#include <string>

#include "dslc/error.h"

namespace dslc {
namespace {

const char* Variable(const char* name) {
  const char* value = std::getenv(name);
  return value && *value ? value : nullptr;
}

}  // namespace

ProgramOptions WithEnvironment(ProgramOptions options) {
  if (const char* names = Variable("DSLC_DISABLE_OPTIMIZATIONS")) {
    Optimizations ignored;
    std::string error;
    if (!DisableOptimizations(names, &ignored, &error))
      throw Error("DSLC_DISABLE_OPTIMIZATIONS: " + error);
    if (!options.disable_optimizations.empty()) options.disable_optimizations += ",";
    options.disable_optimizations += names;
  }
  if (const char* level = Variable("DSLC_OPT")) {
    std::string text = level;
    if (text.size() != 1 || text[0] < '0' || text[0] > '3')
      throw Error("DSLC_OPT: the optimisation level is 0 to 3, not `" + text + "`");
    options.opt_level = text[0] - '0';
  }
  if (const char* fmad = Variable("DSLC_FMAD")) {
    std::string text = fmad;
    if (text != "0" && text != "1") throw Error("DSLC_FMAD: 0 or 1, not `" + text + "`");
    options.fmad = options.fmad && text == "1";
  }
  if (const char* debug = Variable("DSLC_DEBUG")) {
    std::string text = debug;
    if (text != "0" && text != "1") throw Error("DSLC_DEBUG: 0 or 1, not `" + text + "`");
    options.debug = options.debug || text == "1";
  }
  return options;
}

Optimizations OptimizationsOf(const ProgramOptions& options) {
  Optimizations set;
  std::string error;
  if (!DisableOptimizations(options.disable_optimizations, &set, &error))
    throw Error("ProgramOptions::disable_optimizations: " + error);
  if (!options.coarsen) set.Disable(Optimization::Coarsen);
  return set;
}

}  // namespace dslc
