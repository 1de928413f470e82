// Hints for command lines written out of habit: nvcc's spellings of what
// dslc names otherwise, and mistyped commands. The command line parser
// (options.cpp) asks for them when it refuses a command line.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace dslc {

// The hint for the first of `args` (the command line, in order) that the
// parser did not take (`unrecognized`) and that is an nvcc spelling:
//   `-arch=sm_80` is nvcc's spelling; dslc's is `--arch sm_80`
// Nothing when none is.
std::optional<std::string> NvccSpellingHint(llvm::ArrayRef<std::string> args,
                                            llvm::ArrayRef<std::string> unrecognized);

// The message for `word`, given where one of `commands` was expected:
//   `compille` is not a command; did you mean `compile`?
// naming the nearest command by edit distance, or all of them when none is
// near.
std::string UnknownCommandMessage(llvm::StringRef word, llvm::ArrayRef<std::string> commands);

}  // namespace dslc
