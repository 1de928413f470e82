#include "compiler/assemble/nvjitlink.h"

#include <dlfcn.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

#include "llvm/Support/Path.h"

namespace dslc {
namespace {

using NvJitLinkHandle = void*;
// nvJitLinkResult's NVJITLINK_SUCCESS, and nvJitLinkInputType's
// NVJITLINK_INPUT_PTX (nvJitLink.h).
constexpr int kSuccess = 0;
constexpr int kInputPtx = 2;

}  // namespace

struct NvJitLinkLibrary {
  std::string path;
  void* handle = nullptr;
#define DSLC_NVJITLINK_FUNCTION(Name, Symbol, Parameters) int(*Name) Parameters = nullptr;
#include "compiler/assemble/nvjitlink_functions.def"
};

namespace {

// Binds every function of the .def file; false when one is missing.
bool Bind(NvJitLinkLibrary& library) {
  bool complete = true;
#define DSLC_NVJITLINK_FUNCTION(Name, Symbol, Parameters)                                 \
  library.Name = reinterpret_cast<decltype(library.Name)>(dlsym(library.handle, Symbol)); \
  complete &= library.Name != nullptr;
#include "compiler/assemble/nvjitlink_functions.def"
  return complete;
}

// Destroys the link handle on every path out.
class LinkHandle {
 public:
  explicit LinkHandle(const NvJitLinkLibrary& library) : library_(library) {}
  ~LinkHandle() {
    if (handle_) library_.Destroy(&handle_);
  }
  LinkHandle(const LinkHandle&) = delete;
  LinkHandle& operator=(const LinkHandle&) = delete;
  NvJitLinkHandle* address() { return &handle_; }
  NvJitLinkHandle get() const { return handle_; }

 private:
  const NvJitLinkLibrary& library_;
  NvJitLinkHandle handle_ = nullptr;
};

// Why nvJitLinkCreate refused its options, from its nvJitLinkResult.
std::string CreateFailure(int result, const std::string& arch) {
  switch (result) {
    case 16:  // NVJITLINK_ERROR_UNRECOGNIZED_ARCH
      return "this nvJitLink does not know " + arch;
    case 17:  // NVJITLINK_ERROR_UNSUPPORTED_ARCH
      return "this nvJitLink no longer supports " + arch;
    default:
      return "nvJitLinkCreate failed (nvJitLinkResult " + std::to_string(result) + ")";
  }
}

std::string Log(const NvJitLinkLibrary& library, NvJitLinkHandle handle, bool errors) {
  size_t size = 0;
  int result =
      errors ? library.GetErrorLogSize(handle, &size) : library.GetInfoLogSize(handle, &size);
  if (result != kSuccess || size == 0) return "";
  std::string text(size, '\0');
  result =
      errors ? library.GetErrorLog(handle, text.data()) : library.GetInfoLog(handle, text.data());
  if (result != kSuccess) return "";
  while (!text.empty() && text.back() == '\0') text.pop_back();
  return text;
}

}  // namespace

const NvJitLinkLibrary* OpenNvJitLink(const std::string& path) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<NvJitLinkLibrary>> opened;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = opened.find(path);
  if (it != opened.end()) return it->second.get();
  auto library = std::make_unique<NvJitLinkLibrary>();
  library->path = path;
  library->handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (library->handle && !Bind(*library)) {
    dlclose(library->handle);
    library->handle = nullptr;
  }
  if (!library->handle) library.reset();
  return (opened[path] = std::move(library)).get();
}

std::string Describe(const NvJitLinkLibrary& library) {
  unsigned major = 0, minor = 0;
  std::string name = llvm::sys::path::filename(library.path).str();
  if (library.Version(&major, &minor) != kSuccess) return name;
  return name + " (" + std::to_string(major) + "." + std::to_string(minor) + ")";
}

AssemblerRun AssembleWithNvJitLink(const NvJitLinkLibrary& library, const std::string& ptx,
                                   const std::string& arch,
                                   const std::vector<std::string>& options) {
  AssemblerRun run;
  std::vector<std::string> texts = {"-arch=" + arch, "-verbose"};
  texts.insert(texts.end(), options.begin(), options.end());
  std::vector<const char*> argv;
  for (const std::string& text : texts) argv.push_back(text.c_str());
  LinkHandle link(library);
  int created = library.Create(link.address(), static_cast<uint32_t>(argv.size()), argv.data());
  if (created != kSuccess) {
    run.error_log = CreateFailure(created, arch);
    return run;
  }
  // The size counts the terminating NUL, as for the driver's linker.
  bool ok = library.AddData(link.get(), kInputPtx, ptx.c_str(), ptx.size() + 1, "kernel.ptx") ==
                kSuccess &&
            library.Complete(link.get()) == kSuccess;
  run.info_log = Log(library, link.get(), false);
  if (!ok) {
    run.error_log = Log(library, link.get(), true);
    return run;
  }
  size_t size = 0;
  if (library.GetLinkedCubinSize(link.get(), &size) != kSuccess) return run;
  run.cubin.resize(size);
  if (library.GetLinkedCubin(link.get(), run.cubin.data()) != kSuccess) return run;
  run.ok = true;
  return run;
}

}  // namespace dslc
