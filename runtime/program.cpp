// Programs and the JIT: parsing once, compiling per signature, loading PTX.
#include <chrono>

#include "compiler/diagnostics/console_consumer.h"
#include "compiler/diagnostics/sorting_consumer.h"
#include "dslc/error.h"
#include "runtime/cuda_driver.h"
#include "runtime/kernel_state.h"
#include "runtime/launch_limits.h"

namespace dslc {
namespace {

// Diagnostics rendered as `dslc compile` prints them, for CompileError.
class DiagnosticText {
 public:
  DiagnosticText() : out_(text_), console_(out_, /*color=*/false), sorted_(console_), emitter_(sorted_) {}
  DiagnosticEmitter& emitter() { return emitter_; }
  std::string Take() {
    emitter_.Flush();
    out_.flush();
    return std::move(text_);
  }

 private:
  std::string text_;
  llvm::raw_string_ostream out_;
  ConsoleDiagnosticConsumer console_;
  SortingDiagnosticConsumer sorted_;
  DiagnosticEmitter emitter_;
};

double MillisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

std::shared_ptr<Program::State> LoadState(SourceBuffer source, const ProgramOptions& options) {
  auto state = std::make_shared<Program::State>();
  state->name = source.name().str();
  state->options = options;
  DiagnosticText diagnostics;
  PhaseTimer timer;
  state->module = LoadModule(std::move(source), diagnostics.emitter(), timer);
  if (!state->module->ok) throw CompileError(diagnostics.Take());
  return state;
}

const Type* TypeForCode(TypeContext& types, uint16_t code) {
  const Type* scalar = types.Scalar(static_cast<ScalarKind>(CodeDType(code)));
  if (!CodeIsArray(code)) return scalar;
  static constexpr Layout kLayouts[] = {Layout::C, Layout::F, Layout::A};
  return types.Array(scalar, CodeNdim(code), kLayouts[CodeLayout(code)]);
}

// PTX -> a loaded function, with the driver JIT's error log in the error.
void LoadPtx(const std::string& ptx, const std::string& entry, const std::string& kernel,
             CompiledKernel* compiled) {
  const CudaDriver& driver = Driver();
  char error_log[8192] = {};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void* values[] = {error_log, reinterpret_cast<void*>(sizeof error_log - 1)};
  CUresult result = driver.cuModuleLoadDataEx(&compiled->module, ptx.c_str(), 2, options, values);
  if (result != CUDA_SUCCESS) {
    try {
      Check(result, "cuModuleLoadDataEx", kernel);
    } catch (const CudaError& error) {
      throw CudaError(error.call(), error.result(), error.result_name(),
                      std::string("the driver rejected the PTX: ") + error_log, kernel);
    }
  }
  Check(driver.cuModuleGetFunction(&compiled->function, compiled->module, entry.c_str()),
        "cuModuleGetFunction", kernel);
}

}  // namespace

Program Program::Load(const std::string& path, const ProgramOptions& options) {
  std::string error;
  std::optional<SourceBuffer> source = SourceBuffer::ReadFile(path, &error);
  if (!source) throw Error("cannot read `" + path + "`: " + error);
  return Program(LoadState(std::move(*source), options));
}

Program Program::FromSource(std::string name, std::string source, const ProgramOptions& options) {
  return Program(LoadState(SourceBuffer::FromText(std::move(name), std::move(source)), options));
}

const std::string& Program::name() const { return state_->name; }

Kernel Program::kernel(const std::string& name) const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  auto it = state_->kernels.find(name);
  if (it != state_->kernels.end()) return Kernel(it->second);
  const FunctionInfo* function = state_->module->scope->FindFunction(name);
  if (!function) throw Error("`" + state_->name + "` has no kernel named `" + name + "`");
  if (function->options.device) {
    throw Error("`" + name + "` is a device function; launch a kernel that calls it");
  }
  auto kernel = std::make_shared<Kernel::State>();
  kernel->program = state_;
  kernel->function = function;
  kernel->name = name;
  kernel->parameter_count = function->def->params.size();
  state_->kernels[name] = kernel;
  return Kernel(kernel);
}

CompiledKernel* Kernel::State::Find(const SignatureKey& key) {
  int count = slot_count.load(std::memory_order_acquire);
  for (int i = 0; i < count; ++i) {
    if (slots[i]->key == key) return slots[i];
  }
  if (count < kSlots) return nullptr;
  std::lock_guard<std::mutex> lock(program->mutex);
  for (const auto& entry : compiled) {
    if (entry->key == key) return entry.get();
  }
  return nullptr;
}

CompiledKernel* Kernel::State::Compile(const SignatureKey& key) {
  std::lock_guard<std::mutex> lock(program->mutex);
  for (const auto& entry : compiled) {
    if (entry->key == key) return entry.get();  // another thread compiled it
  }
  Program::State& p = *program;
  if (!p.device) p.device = &StateOf(p.options.device);
  if (p.device->sm == 0) {
    std::string why;
    Target::ForComputeCapability(p.device->properties.compute_major,
                                 p.device->properties.compute_minor, &why);
    throw Error("cannot compile `" + name + "`: " + why);
  }
  const ModuleScope& scope = *p.module->scope;
  CompileUnit unit;
  unit.kernel = function;
  for (int i = 0; i < key.count; ++i) unit.signature.params.push_back(TypeForCode(scope.types(), key.codes[i]));
  unit.target = Target(p.device->sm);
  if (!p.options.arch.empty()) {
    std::string error;
    std::optional<Target> target = Target::Parse(p.options.arch, &error);
    if (!target) throw Error(error);
    unit.target = *target;
  }
  unit.codegen.opt_level = function->options.opt ? p.options.opt_level : 0;
  unit.codegen.fastmath = function->options.fastmath;
  unit.noalias = !key.may_alias;

  auto entry = std::make_unique<CompiledKernel>();
  entry->key = key;
  entry->info.signature = unit.signature.ToString();
  auto start = std::chrono::steady_clock::now();
  DiagnosticText diagnostics;
  PhaseTimer timer;
  std::vector<CompileUnit> units = {unit};
  std::vector<std::unique_ptr<TypedProgram>> programs =
      InferUnits(scope, units, diagnostics.emitter(), timer);
  std::string ptx;
  llvm::raw_string_ostream ptx_out(ptx);
  std::vector<KernelFacts> kernels;
  if (programs.empty() ||
      !EmitUnits(scope, units, programs, BackEndOutput::Ptx, ptx_out, &kernels, diagnostics.emitter(), timer)) {
    throw CompileError(diagnostics.Take() + "(while compiling `" + name + "` for (" +
                       entry->info.signature + "))");
  }
  ptx_out.flush();
  entry->info.compile_ms = MillisecondsSince(start);
  entry->info.entry = kernels[0].entry;
  entry->facts = kernels[0];
  entry->info.ptx = std::move(ptx);

  start = std::chrono::steady_clock::now();
  MakeContextCurrent(*p.device);
  LoadPtx(entry->info.ptx, entry->info.entry, name, entry.get());
  ReadLaunchLimits(*entry, name);
  entry->info.load_ms = MillisecondsSince(start);
  entry->info.function = entry->function;
  entry->info.cooperative = entry->facts.cooperative;
  entry->info.dynamic_shared = entry->facts.dynamic_shared;

  CompiledKernel* result = entry.get();
  compiled.push_back(std::move(entry));
  int count = slot_count.load(std::memory_order_relaxed);
  if (count < kSlots) {
    slots[count] = result;
    slot_count.store(count + 1, std::memory_order_release);
  }
  return result;
}

const std::string& Kernel::name() const { return state_->name; }

std::vector<std::string> Kernel::parameters() const {
  std::vector<std::string> names;
  for (const Param& param : state_->function->def->params) names.push_back(param.name.str());
  return names;
}

}  // namespace dslc
