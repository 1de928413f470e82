#include "runtime/module_load.h"

#include "compiler/assemble/programs.h"
#include "compiler/assemble/toolkit.h"
#include "dslc/error.h"
#include "llvm/ADT/StringRef.h"
#include "runtime/cuda_driver.h"

namespace dslc {
namespace {

// Cubins are ELF files; anything else given to the driver here is PTX text.
constexpr llvm::StringLiteral kElfMagic = "\177ELF";
bool IsCubin(const std::string& image) { return llvm::StringRef(image).starts_with(kElfMagic); }

// The JIT options of a load or link of `image`: the driver's error log,
// which the call fills; with `info_log`, also its verbose info log (ptxas's
// registers and spills per kernel, read by ParseAssemblerLog); and, for PTX
// with line tables, keeping them (CU_JIT_GENERATE_LINE_INFO; without it the
// driver's JIT drops `.loc`).
struct JitOptions {
  JitOptions(const std::string& image, bool info_log) {
    Add(CU_JIT_ERROR_LOG_BUFFER, text);
    Add(CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, reinterpret_cast<void*>(sizeof text - 1));
    if (info_log) {
      Add(CU_JIT_INFO_LOG_BUFFER, info);
      Add(CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, reinterpret_cast<void*>(sizeof info - 1));
      Add(CU_JIT_LOG_VERBOSE, reinterpret_cast<void*>(1));
    }
    if (!IsCubin(image) && PtxHasLineInfo(image))
      Add(CU_JIT_GENERATE_LINE_INFO, reinterpret_cast<void*>(1));
  }
  void Add(CUjit_option option, void* value) {
    options[count] = option;
    values[count++] = value;
  }
  char text[8192] = {};
  char info[8192] = {};
  CUjit_option options[6] = {};
  void* values[6] = {};
  unsigned count = 0;
};

// Check(), with `what` and the log added to the message.
void CheckWithLog(CUresult result, const char* call, const std::string& kernel, const char* what,
                  const JitOptions& log) {
  if (result == CUDA_SUCCESS) return;
  try {
    Check(result, call, kernel);
  } catch (const CudaError& error) {
    throw CudaError(error.call(), error.result(), error.result_name(), std::string(what) + log.text,
                    kernel);
  }
}

}  // namespace

bool PtxHasLineInfo(llvm::StringRef ptx) { return ptx.contains("\n\t.file\t"); }

std::optional<std::string> PtxasCubin(const std::string& ptx, const std::string& arch,
                                      std::string* info_log) {
  const Toolkit toolkit = FindToolkit(ToolkitSearch{});
  if (toolkit.ptxas.empty()) return std::nullopt;
  std::vector<std::string> options;
  if (PtxHasLineInfo(ptx)) options.push_back("-lineinfo");
  AssemblerRun run = AssembleWithPtxas(toolkit.ptxas, ptx, arch, options);
  if (!run.ok) return std::nullopt;
  *info_log = std::move(run.info_log);
  return std::move(run.cubin);
}

void LoadModuleImage(const std::string& image, const std::string& entry, const std::string& kernel,
                     LoadedKernel* compiled, std::string* info_log) {
  const CudaDriver& driver = Driver();
  JitOptions log(image, info_log != nullptr);
  CheckWithLog(
      driver.cuModuleLoadDataEx(&compiled->module, image.c_str(), log.count, log.options,
                                log.values),
      "cuModuleLoadDataEx", kernel,
      IsCubin(image) ? "the driver rejected the cubin: " : "the driver rejected the PTX: ", log);
  Check(driver.cuModuleGetFunction(&compiled->function, compiled->module, entry.c_str()),
        "cuModuleGetFunction", kernel);
  if (info_log) *info_log = log.info;
}

CUmodule LoadBinaryModule(const std::string& image, const std::string& path) {
  JitOptions log(image, false);
  CUmodule module = nullptr;
  CheckWithLog(
      Driver().cuModuleLoadDataEx(&module, image.data(), log.count, log.options, log.values),
      "cuModuleLoadDataEx", path, "the driver rejected the binary: ", log);
  return module;
}

bool TryLoadModuleImage(const std::string& image, const std::string& entry,
                        LoadedKernel* compiled) {
  const CudaDriver& driver = Driver();
  CUmodule module = nullptr;
  JitOptions options(image, false);
  if (driver.cuModuleLoadDataEx(&module, image.c_str(), options.count, options.options,
                                options.values) != CUDA_SUCCESS) {
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

}  // namespace dslc
