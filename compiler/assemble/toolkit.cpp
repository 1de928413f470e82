#include "compiler/assemble/toolkit.h"

#include <cstdlib>
#include <map>
#include <mutex>

#include "compiler/assemble/nvjitlink.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

namespace dslc {
namespace {

// The library's names, newest first: the unversioned development link,
// then the runtime names of CUDA 13 and 12.
constexpr const char* kLibraryNames[] = {"libnvJitLink.so", "libnvJitLink.so.13",
                                         "libnvJitLink.so.12"};

// The toolkits looked in, in order, without repeats.
std::vector<std::string> ToolkitRoots(const ToolkitSearch& search) {
  if (!search.cuda_path.empty()) return {search.cuda_path};
  std::vector<std::string> roots;
  for (const char* variable : {"CUDA_HOME", "CUDA_PATH"}) {
    const char* value = std::getenv(variable);
    if (value && *value) roots.push_back(value);
  }
  roots.push_back("/usr/local/cuda");
  std::vector<std::string> unique;
  for (const std::string& root : roots) {
    bool seen = false;
    for (const std::string& kept : unique) seen |= kept == root;
    if (!seen) unique.push_back(root);
  }
  return unique;
}

std::string Joined(const std::vector<std::string>& parts) {
  std::string text;
  for (const std::string& part : parts) text += (text.empty() ? "" : ", ") + part;
  return text;
}

const NvJitLinkLibrary* FindLibrary(const ToolkitSearch& search, Toolkit& toolkit) {
  std::vector<std::string> places;
  for (const std::string& root : ToolkitRoots(search)) {
    llvm::SmallString<256> dir(root);
    llvm::sys::path::append(dir, "lib64");
    places.push_back(dir.str().str() + "/libnvJitLink.so{,.13,.12}");
    for (const char* name : kLibraryNames) {
      llvm::SmallString<256> path(dir);
      llvm::sys::path::append(path, name);
      if (!llvm::sys::fs::exists(path)) continue;
      if (const NvJitLinkLibrary* library = OpenNvJitLink(path.str().str())) {
        return library;
      }
    }
  }
  if (search.cuda_path.empty()) {
    places.push_back("the loader's path");
    for (const char* name : kLibraryNames) {
      if (const NvJitLinkLibrary* library = OpenNvJitLink(name)) return library;
    }
  }
  toolkit.library_places = Joined(places);
  return nullptr;
}

// `name` on PATH (unless a toolkit was named), then in each toolkit's bin/.
std::string FindProgram(const ToolkitSearch& search, const char* name,
                        std::vector<std::string>* places) {
  places->clear();
  if (search.cuda_path.empty()) {
    places->push_back("PATH");
    if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(name)) return *found;
  }
  for (const std::string& root : ToolkitRoots(search)) {
    llvm::SmallString<256> bin(root);
    llvm::sys::path::append(bin, "bin");
    places->push_back(bin.str().str());
    llvm::SmallString<256> path(bin);
    llvm::sys::path::append(path, name);
    if (llvm::sys::fs::can_execute(path)) return path.str().str();
  }
  return "";
}

}  // namespace

Toolkit FindToolkit(const ToolkitSearch& search) {
  static std::mutex mutex;
  static std::map<std::string, Toolkit> found;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = found.find(search.cuda_path);
  if (it != found.end()) return it->second;
  Toolkit toolkit;
  std::vector<std::string> places;
  toolkit.ptxas = FindProgram(search, "ptxas", &places);
  toolkit.fatbinary = FindProgram(search, "fatbinary", &places);
  toolkit.program_places = Joined(places);
  // The library is only the fallback: it is not opened (98 MB) where
  // ptxas is found.
  if (toolkit.ptxas.empty()) toolkit.nvjitlink = FindLibrary(search, toolkit);
  return found[search.cuda_path] = toolkit;
}

}  // namespace dslc
