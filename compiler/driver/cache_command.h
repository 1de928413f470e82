// `dslc cache dir|list|clear|stats`: the disk cache of compiled kernels.
#pragma once

#include <string>

namespace dslc {

struct CacheCommandOptions {
  enum class Action { Dir, List, Clear, Stats, Add };
  Action action = Action::Dir;
  // `add` (hidden, for tests without a GPU): compiles a kernel to PTX for
  // `arch` and stores it as the runtime would, without a cubin.
  std::string input_path;
  std::string kernel;
  std::string signature;
  std::string arch = "sm_90";
};

// Runs the command on $DSLC_CACHE_DIR (or the default directory); returns
// the exit status and prints errors itself.
int RunCacheCommand(const CacheCommandOptions& options);

}  // namespace dslc
