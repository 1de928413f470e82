// Where the assembler comes from: the CUDA toolkit's `ptxas` (and
// `fatbinary`) programs, or, without ptxas, its libnvJitLink.so, opened at
// run time. dslc needs
// neither to build, and no GPU to use them.
#pragma once

#include <string>
#include <vector>

namespace dslc {

struct NvJitLinkLibrary;  // nvjitlink.h

// Where to look. Empty `cuda_path`: $CUDA_HOME, $CUDA_PATH and
// /usr/local/cuda (lib64/ for the library, bin/ for the programs), then the
// loader's path for the library and PATH for the programs. A `cuda_path`
// (`dslc compile --cuda-path`) is the only place looked in.
struct ToolkitSearch {
  std::string cuda_path;
};

struct Toolkit {
  const NvJitLinkLibrary* nvjitlink =
      nullptr;            // null: not found, or not looked for (ptxas was found)
  std::string ptxas;      // "": not found
  std::string fatbinary;  // "": not found
  // What was looked for, for the error when something is missing:
  // "/usr/local/cuda/lib64/libnvJitLink.so{,.13,.12}, the loader's path".
  std::string library_places;
  std::string program_places;  // "PATH, /usr/local/cuda/bin"
};

// Looks once per `search` (the library stays open for the process).
Toolkit FindToolkit(const ToolkitSearch& search);

}  // namespace dslc
