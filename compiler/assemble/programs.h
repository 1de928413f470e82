// The toolkit's programs, for when libnvJitLink.so cannot be opened
// (`ptxas`) and for packing cubins and PTX into a fat binary (`fatbinary`).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "compiler/assemble/nvjitlink.h"

namespace dslc {

// `ptxas -arch=<arch> -v <options> -o <cubin> <ptx>`; its output is the
// info log (or, when it fails, the error log).
AssemblerRun AssembleWithPtxas(const std::string& ptxas, const std::string& ptx,
                               const std::string& arch, const std::vector<std::string>& options);

// One image of a fat binary: a cubin for an architecture, or PTX.
struct FatbinImage {
  bool ptx = false;
  std::string arch;  // "sm_90", "sm_100a"
  std::string bytes;
};

// `fatbinary --create=<out> -64 --image3=kind=...,sm=...,file=...`: the fat
// binary, or nothing with `error` set to why.
std::optional<std::string> PackFatbin(const std::string& fatbinary,
                                      const std::vector<FatbinImage>& images, std::string* error);

}  // namespace dslc
