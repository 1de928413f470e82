#include "runtime/module_load.h"

#include "dslc/error.h"
#include "llvm/ADT/StringRef.h"
#include "runtime/cuda_driver.h"

namespace dslc {
namespace {

// The driver's error log, filled by calls given these JIT options; with
// all five, also its verbose info log (ptxas's registers and spills per
// kernel, read by ParseAssemblerLog).
struct ErrorLog {
  char text[8192] = {};
  char info[8192] = {};
  CUjit_option options[5] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                             CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
                             CU_JIT_LOG_VERBOSE};
  void* values[5] = {text, reinterpret_cast<void*>(sizeof text - 1), info,
                     reinterpret_cast<void*>(sizeof info - 1), reinterpret_cast<void*>(1)};
};

// Check(), with `what` and the log added to the message.
void CheckWithLog(CUresult result, const char* call, const std::string& kernel, const char* what,
                  const ErrorLog& log) {
  if (result == CUDA_SUCCESS) return;
  try {
    Check(result, call, kernel);
  } catch (const CudaError& error) {
    throw CudaError(error.call(), error.result(), error.result_name(), std::string(what) + log.text,
                    kernel);
  }
}

class LinkState {
 public:
  explicit LinkState(CUlinkState state) : state_(state) {}
  ~LinkState() {
    if (state_) Driver().cuLinkDestroy(state_);
  }
  LinkState(const LinkState&) = delete;
  LinkState& operator=(const LinkState&) = delete;
  CUlinkState get() const { return state_; }

 private:
  CUlinkState state_;
};

// Cubins are ELF files; anything else given to the driver here is PTX text.
constexpr llvm::StringLiteral kElfMagic = "\177ELF";
bool IsCubin(const std::string& image) { return llvm::StringRef(image).starts_with(kElfMagic); }

}  // namespace

void LoadModuleImage(const std::string& image, const std::string& entry, const std::string& kernel,
                     LoadedKernel* compiled, std::string* info_log) {
  const CudaDriver& driver = Driver();
  ErrorLog log;
  CheckWithLog(
      driver.cuModuleLoadDataEx(&compiled->module, image.c_str(), info_log ? 5 : 2, log.options,
                                log.values),
      "cuModuleLoadDataEx", kernel,
      IsCubin(image) ? "the driver rejected the cubin: " : "the driver rejected the PTX: ", log);
  Check(driver.cuModuleGetFunction(&compiled->function, compiled->module, entry.c_str()),
        "cuModuleGetFunction", kernel);
  if (info_log) *info_log = log.info;
}

CUmodule LoadBinaryModule(const std::string& image, const std::string& path) {
  ErrorLog log;
  CUmodule module = nullptr;
  CheckWithLog(Driver().cuModuleLoadDataEx(&module, image.data(), 2, log.options, log.values),
               "cuModuleLoadDataEx", path, "the driver rejected the binary: ", log);
  return module;
}

bool TryLoadModuleImage(const std::string& image, const std::string& entry,
                        LoadedKernel* compiled) {
  const CudaDriver& driver = Driver();
  CUmodule module = nullptr;
  if (driver.cuModuleLoadDataEx(&module, image.c_str(), 0, nullptr, nullptr) != CUDA_SUCCESS) {
    return false;
  }
  CUfunction function = nullptr;
  if (driver.cuModuleGetFunction(&function, module, entry.c_str()) != CUDA_SUCCESS) {
    driver.cuModuleUnload(module);
    return false;
  }
  compiled->module = module;
  compiled->function = function;
  return true;
}

std::string LinkCubin(const std::string& ptx, const std::string& kernel, std::string* info_log) {
  const CudaDriver& driver = Driver();
  ErrorLog log;
  CUlinkState raw = nullptr;
  Check(driver.cuLinkCreate(5, log.options, log.values, &raw), "cuLinkCreate", kernel);
  LinkState state(raw);
  // The size counts the terminating NUL, as the driver expects for PTX.
  CheckWithLog(driver.cuLinkAddData(state.get(), CU_JIT_INPUT_PTX, const_cast<char*>(ptx.c_str()),
                                    ptx.size() + 1, "kernel.ptx", 0, nullptr, nullptr),
               "cuLinkAddData", kernel, "the driver rejected the PTX: ", log);
  void* cubin = nullptr;
  size_t size = 0;
  CheckWithLog(driver.cuLinkComplete(state.get(), &cubin, &size), "cuLinkComplete", kernel,
               "the driver's linker failed: ", log);
  *info_log = log.info;
  return std::string(static_cast<const char*>(cubin), size);
}

}  // namespace dslc
