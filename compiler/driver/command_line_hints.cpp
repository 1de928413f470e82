#include "compiler/driver/command_line_hints.h"

#include <algorithm>

#include "llvm/ADT/STLExtras.h"

namespace dslc {
namespace {

// How an nvcc option is written in dslc.
enum class Rewrite {
  Arch,           // -arch sm_80 -> --arch sm_80 (compute_80 -> sm_80)
  LineInfo,       // --lineinfo
  Debug,          // -g
  EmitPtx,        // --emit=ptx
  ResourceUsage,  // --resource-usage
  PtxasVerbose,   // -Xptxas -v -> --resource-usage; other ptxas options have no hint
};

struct NvccOption {
  llvm::StringLiteral spelling;
  bool takes_value;  // `-arch sm_80` or `-arch=sm_80`
  Rewrite rewrite;
};

const NvccOption kNvccOptions[] = {
    {"-arch", true, Rewrite::Arch},
    {"--gpu-architecture", true, Rewrite::Arch},
    {"-lineinfo", false, Rewrite::LineInfo},
    {"--generate-line-info", false, Rewrite::LineInfo},
    {"-G", false, Rewrite::Debug},
    {"--device-debug", false, Rewrite::Debug},
    {"-ptx", false, Rewrite::EmitPtx},
    {"--ptx", false, Rewrite::EmitPtx},
    {"-res-usage", false, Rewrite::ResourceUsage},
    {"-Xptxas", true, Rewrite::PtxasVerbose},
    {"--ptxas-options", true, Rewrite::PtxasVerbose},
};

// dslc's spelling of `option` given `value` (empty when it has none), or
// nothing when there is none.
std::optional<std::string> DslcSpelling(Rewrite rewrite, llvm::StringRef value) {
  switch (rewrite) {
    case Rewrite::Arch: {
      if (value.empty()) return "--arch sm_XX";
      std::string arch = value.str();
      if (value.consume_front("compute_")) arch = "sm_" + value.str();
      return "--arch " + arch;
    }
    case Rewrite::LineInfo:
      return "--lineinfo";
    case Rewrite::Debug:
      return "-g";
    case Rewrite::EmitPtx:
      return "--emit=ptx";
    case Rewrite::ResourceUsage:
      return "--resource-usage";
    case Rewrite::PtxasVerbose:
      if (value == "-v" || value == "--verbose") return "--resource-usage";
      return std::nullopt;
  }
  return std::nullopt;
}

// The hint for `args[i]`, an argument the parser did not take, when it is an
// nvcc spelling (its value, if it takes one, in itself or in `args[i + 1]`).
std::optional<std::string> HintFor(llvm::ArrayRef<std::string> args, size_t i) {
  llvm::StringRef arg = args[i];
  for (const NvccOption& option : kNvccOptions) {
    std::string written = arg.str();
    llvm::StringRef value;
    if (arg == option.spelling) {
      if (option.takes_value && i + 1 < args.size()) {
        value = args[i + 1];
        written += " " + value.str();
      }
    } else if (option.takes_value && arg.starts_with(option.spelling) &&
               arg.substr(option.spelling.size()).starts_with("=")) {
      value = arg.substr(option.spelling.size() + 1);
    } else {
      continue;
    }
    std::optional<std::string> dslc = DslcSpelling(option.rewrite, value);
    if (!dslc) return std::nullopt;
    return "`" + written + "` is nvcc's spelling; dslc's is `" + *dslc + "`";
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> NvccSpellingHint(llvm::ArrayRef<std::string> args,
                                            llvm::ArrayRef<std::string> unrecognized) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (!llvm::is_contained(unrecognized, args[i])) continue;
    if (std::optional<std::string> hint = HintFor(args, i)) return hint;
  }
  return std::nullopt;
}

std::string UnknownCommandMessage(llvm::StringRef word, llvm::ArrayRef<std::string> commands) {
  const std::string* nearest = nullptr;
  unsigned best = 0;
  for (const std::string& command : commands) {
    unsigned distance = word.edit_distance(command);
    if (!nearest || distance < best) {
      nearest = &command;
      best = distance;
    }
  }
  // Two edits (a swapped pair of letters) is a typing mistake; more, in a
  // word that short, is another word.
  if (nearest && best <= 2 && best < word.size()) {
    return "`" + word.str() + "` is not a command; did you mean `" + *nearest + "`?";
  }
  std::string list;
  for (size_t i = 0; i < commands.size(); ++i) {
    if (i > 0) list += i + 1 == commands.size() ? " and " : ", ";
    list += commands[i];
  }
  return "`" + word.str() + "` is not a command; the commands are " + list;
}

}  // namespace dslc
