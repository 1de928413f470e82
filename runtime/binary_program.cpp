// Programs loaded from a cubin or fat binary that `dslc compile` made: the
// kernels' facts come from the module's `__dslc_facts` global
// (compiler/pipeline/embedded_facts.h), and a launch finds the kernel
// compiled for its signature instead of compiling one.
#include <fstream>
#include <sstream>

#include "compiler/pipeline/embedded_facts.h"
#include "dslc/error.h"
#include "runtime/binary_program.h"
#include "runtime/coarsening.h"
#include "runtime/cuda_driver.h"
#include "runtime/kernel_error.h"
#include "runtime/launch_limits.h"
#include "runtime/module_load.h"

namespace dslc {
namespace {

std::string ReadBinaryFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  if (in) bytes << in.rdbuf();
  if (!in || bytes.str().empty()) throw Error("cannot read `" + path + "`");
  return bytes.str();
}

// The facts text the module holds, or throws Error.
std::string FactsText(CUmodule module, const std::string& path) {
  CUdeviceptr global = 0;
  size_t size = 0;
  if (Driver().cuModuleGetGlobal(&global, &size, module, kFactsGlobal) != CUDA_SUCCESS) {
    throw Error("`" + path + "` holds no `" + kFactsGlobal +
                "`: it was not made by `dslc compile --emit=cubin` or `--emit=fatbin`");
  }
  std::string text(size, '\0');
  Check(Driver().cuMemcpyDtoH(text.data(), global, size), "cuMemcpyDtoH");
  while (!text.empty() && text.back() == '\0') text.pop_back();
  return text;
}

std::string Names(const std::vector<internal::BinaryKernel>& kernels, const std::string& kernel) {
  std::string text;
  for (const internal::BinaryKernel& binary : kernels) {
    if (binary.facts.kernel != kernel) continue;
    text += (text.empty() ? "(" : ", (") + binary.facts.signature + ")";
  }
  return text;
}

}  // namespace

std::shared_ptr<internal::ProgramState> LoadBinaryState(const std::string& path,
                                                        const ProgramOptions& options) {
  const std::string image = ReadBinaryFile(path);
  auto state = std::make_shared<internal::ProgramState>();
  state->name = path;
  state->options = options;
  state->coarsen_min_threads = CoarsenMinThreadsFromEnvironment();
  state->device = &StateOf(options.device);
  MakeContextCurrent(*state->device);
  state->binary_module = LoadBinaryModule(image, path);
  std::optional<std::vector<EmbeddedKernel>> kernels =
      ParseEmbeddedFacts(FactsText(state->binary_module, path));
  if (!kernels) {
    throw Error("`" + path + "` has a `" + kFactsGlobal +
                "` that this dslc cannot read: made by another version?");
  }
  for (EmbeddedKernel& kernel : *kernels) {
    internal::BinaryKernel binary{kernel.facts, kernel.noalias, nullptr};
    Check(Driver().cuModuleGetFunction(&binary.function, state->binary_module,
                                       kernel.facts.entry.c_str()),
          "cuModuleGetFunction", kernel.facts.kernel);
    state->binary_kernels.push_back(std::move(binary));
    if (state->kernels.count(kernel.facts.kernel)) continue;
    auto handle = std::make_unique<internal::KernelState>();
    handle->program = state.get();
    handle->name = kernel.facts.kernel;
    handle->parameters = std::move(kernel.parameters);
    state->kernels[kernel.facts.kernel] = std::move(handle);
  }
  return state;
}

std::unique_ptr<LoadedKernel> LoadFromBinary(internal::ProgramState& program,
                                             const std::string& kernel, const SignatureKey& key) {
  const std::string signature = SignatureText(key);
  for (const internal::BinaryKernel& binary : program.binary_kernels) {
    if (binary.facts.kernel != kernel || binary.facts.signature != signature) continue;
    if (key.may_alias && binary.noalias) {
      throw Error("array arguments of `" + kernel + "` overlap, but `" + program.name +
                  "` has it compiled assuming they do not; compile it with --may-alias");
    }
    auto entry = std::make_unique<LoadedKernel>();
    entry->key = key;
    entry->module = program.binary_module;
    entry->function = binary.function;
    entry->info.facts = binary.facts;
    MakeContextCurrent(*program.device);
    ReadLaunchLimits(*entry, kernel);
    FindErrorRecord(*entry, kernel);  // a kernel compiled with -g
    entry->info.function = entry->function;
    return entry;
  }
  throw Error("`" + kernel + "` in `" + program.name + "` is compiled for " +
              Names(program.binary_kernels, kernel) + ", not for (" + signature +
              "); compile it for these arguments with --signature");
}

Program Program::LoadBinary(const std::string& path, const ProgramOptions& options) {
  return Program(LoadBinaryState(path, options));
}

}  // namespace dslc
