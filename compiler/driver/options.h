// The command line. CLI11 is used here and nowhere else.
#pragma once

#include <optional>

#include "compiler/driver/cache_command.h"
#include "compiler/driver/pipeline.h"
#include "compiler/driver/run.h"

namespace dslc {

enum class ColorMode { Auto, Always, Never };

struct DriverOptions {
  enum class Command { Compile, Run, Info, Cache };
  Command command = Command::Compile;
  ColorMode color = ColorMode::Auto;
  CompileOptions compile;
  RunOptions run;
  CacheCommandOptions cache;
};

// Parses the command line into `options`. Returns an exit status when the
// process should stop now (--help, --version, a usage error).
std::optional<int> ParseCommandLine(int argc, char** argv, DriverOptions* options);

}  // namespace dslc
