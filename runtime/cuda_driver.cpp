#include "runtime/cuda_driver.h"

#include <dlfcn.h>

#include <mutex>

#include "dslc/error.h"
#include "runtime/gpu_fault.h"

namespace dslc {
namespace {

struct LoadedDriver {
  CudaDriver functions;
  std::string error;  // empty when loaded and initialised
};

#define DSLC_STRINGIFY(x) #x

LoadedDriver LoadDriver() {
  LoadedDriver loaded;
  void* library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char* why = dlerror();
    loaded.error = why ? why : "libcuda.so.1 cannot be opened";
    return loaded;
  }
#define DSLC_CUDA_FUNCTION(Name, Symbol)                                                  \
  loaded.functions.Name =                                                                 \
      reinterpret_cast<decltype(loaded.functions.Name)>(dlsym(library, Symbol));          \
  if (!loaded.functions.Name) {                                                           \
    loaded.error = std::string("libcuda.so.1 has no `") + Symbol + "` (driver too old?)"; \
    return loaded;                                                                        \
  }
#include "runtime/cuda_functions.def"
  CUresult result = loaded.functions.cuInit(0);
  if (result != CUDA_SUCCESS) {
    const char* name = nullptr;
    loaded.functions.cuGetErrorName(result, &name);
    loaded.error = std::string("cuInit failed: ") + (name ? name : "unknown error") +
                   (result == CUDA_ERROR_NO_DEVICE ? " (no GPU is visible)" : "");
  }
  return loaded;
}

const LoadedDriver& Loaded() {
  static const LoadedDriver loaded = LoadDriver();
  return loaded;
}

}  // namespace

CudaError::CudaError(std::string call, int result, std::string result_name, std::string result_text,
                     std::string kernel)
    : Error(call + " failed" + (kernel.empty() ? "" : " for kernel `" + kernel + "`") + ": " +
            result_name + " (" + result_text + ")"),
      call_(std::move(call)),
      result_(result),
      result_name_(std::move(result_name)),
      kernel_(std::move(kernel)) {}

CudaError::CudaError(WholeMessage message, std::string call, int result, std::string result_name,
                     std::string kernel)
    : Error(std::move(message.text)),
      call_(std::move(call)),
      result_(result),
      result_name_(std::move(result_name)),
      kernel_(std::move(kernel)) {}

GpuFaultError::GpuFaultError(std::string message, std::string call, int result,
                             std::string result_name, std::string kernel, std::string launch)
    : CudaError(WholeMessage{std::move(message)}, std::move(call), result, std::move(result_name),
                std::move(kernel)),
      launch_(std::move(launch)) {}

bool DriverAvailable(std::string* why) {
  const LoadedDriver& loaded = Loaded();
  if (why) *why = loaded.error;
  return loaded.error.empty();
}

const CudaDriver& Driver() {
  const LoadedDriver& loaded = Loaded();
  if (!loaded.error.empty()) throw Error("no CUDA driver found: " + loaded.error);
  return loaded.functions;
}

void Check(CUresult result, const char* call, std::string_view kernel) {
  if (result == CUDA_SUCCESS) return;
  const CudaDriver& driver = Driver();
  const char* name = nullptr;
  const char* text = nullptr;
  driver.cuGetErrorName(result, &name);
  driver.cuGetErrorString(result, &text);
  if (IsContextFault(result)) {
    ThrowGpuFault(call, result, name ? name : "CUDA_ERROR_UNKNOWN", text ? text : "unknown error");
  }
  throw CudaError(call, static_cast<int>(result), name ? name : "CUDA_ERROR_UNKNOWN",
                  text ? text : "unknown error", std::string(kernel));
}

}  // namespace dslc
