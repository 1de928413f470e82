// Programs and the JIT: parsing once, compiling per signature (or loading
// from the disk cache), loading the code into the driver.
#include <chrono>

#include "compiler/diagnostics/console_consumer.h"
#include "compiler/diagnostics/sorting_consumer.h"
#include "dslc/error.h"
#include "runtime/cuda_driver.h"
#include "runtime/jit_cache.h"
#include "runtime/kernel_state.h"
#include "runtime/launch_limits.h"
#include "runtime/module_load.h"

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

std::shared_ptr<internal::ProgramState> LoadState(SourceBuffer source,
                                                  const ProgramOptions& options) {
  auto state = std::make_shared<internal::ProgramState>();
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

// The device kernels are compiled for, resolved at the first compile.
DeviceState& ResolveDevice(internal::ProgramState& p, const std::string& kernel) {
  if (!p.device) p.device = &StateOf(p.options.device);
  if (p.device->sm == 0) {
    std::string why;
    Target::ForComputeCapability(p.device->properties.compute_major,
                                 p.device->properties.compute_minor, &why);
    throw Error("cannot compile `" + kernel + "`: " + why);
  }
  return *p.device;
}

CompileUnit MakeUnit(const internal::ProgramState& p, const FunctionInfo& function,
                     const SignatureKey& key) {
  const ModuleScope& scope = *p.module->scope;
  CompileUnit unit;
  unit.kernel = &function;
  for (int i = 0; i < key.count; ++i) unit.signature.params.push_back(TypeForCode(scope.types(), key.codes[i]));
  unit.target = Target(p.device->sm);
  if (!p.options.arch.empty() && p.options.arch != "native") {
    std::string error;
    std::optional<Target> target = Target::Parse(p.options.arch, &error);
    if (!target) throw Error(error);
    // Caught here rather than as the driver's refusal to load the module.
    if (target->sm() > p.device->sm) {
      throw Error("cannot compile `" + function.def->name.str() + "` for " + target->Name() + ": " +
                  p.device->properties.name + " is " + Target(p.device->sm).Name() +
                  ", and code for a newer architecture cannot run on it");
    }
    unit.target = *target;
  }
  unit.codegen.opt_level = function.options.opt ? p.options.opt_level : 0;
  unit.codegen.fastmath = function.options.fastmath;
  unit.noalias = !key.may_alias;
  return unit;
}

// Source -> PTX into `compiled` (entry name, facts, PTX, compile time).
void CompileToPtx(const ModuleScope& scope, const std::vector<CompileUnit>& units,
                  const std::vector<std::unique_ptr<TypedProgram>>& programs,
                  const std::string& kernel, CompiledKernel* compiled) {
  auto start = std::chrono::steady_clock::now();
  DiagnosticText diagnostics;
  PhaseTimer timer;
  std::string ptx;
  llvm::raw_string_ostream ptx_out(ptx);
  std::vector<KernelFacts> kernels;
  if (!EmitUnits(scope, units, programs, BackEndOutput::Ptx, ptx_out, &kernels, diagnostics.emitter(), timer)) {
    throw CompileError(diagnostics.Take() + "(while compiling `" + kernel + "` for (" +
                       compiled->info.signature + "))");
  }
  ptx_out.flush();
  compiled->info.compile_ms += MillisecondsSince(start);
  compiled->info.entry = kernels[0].entry;
  compiled->facts = kernels[0];
  compiled->info.ptx = std::move(ptx);
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

namespace {
// A handle on `kernel` that keeps its whole program alive.
std::shared_ptr<internal::KernelState> SharingProgram(
    const std::shared_ptr<internal::ProgramState>& program, internal::KernelState* kernel) {
  return std::shared_ptr<internal::KernelState>(program, kernel);
}
}  // namespace

Kernel Program::kernel(const std::string& name) const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  auto it = state_->kernels.find(name);
  if (it != state_->kernels.end()) return Kernel(SharingProgram(state_, it->second.get()));
  const FunctionInfo* function = state_->module->scope->FindFunction(name);
  if (!function) throw Error("`" + state_->name + "` has no kernel named `" + name + "`");
  if (function->options.device) {
    throw Error("`" + name + "` is a device function; launch a kernel that calls it");
  }
  auto kernel = std::make_unique<internal::KernelState>();
  kernel->program = state_.get();
  kernel->function = function;
  kernel->name = name;
  kernel->parameter_count = function->def->params.size();
  internal::KernelState* handle = kernel.get();
  state_->kernels[name] = std::move(kernel);
  return Kernel(SharingProgram(state_, handle));
}

CompiledKernel* internal::KernelState::Find(const SignatureKey& key) {
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

CompiledKernel* internal::KernelState::Compile(const SignatureKey& key) {
  std::lock_guard<std::mutex> lock(program->mutex);
  for (const auto& entry : compiled) {
    if (entry->key == key) return entry.get();  // another thread compiled it
  }
  internal::ProgramState& p = *program;
  DeviceState& device = ResolveDevice(p, name);
  const ModuleScope& scope = *p.module->scope;
  std::vector<CompileUnit> units = {MakeUnit(p, *function, key)};
  const CompileUnit& unit = units[0];

  auto entry = std::make_unique<CompiledKernel>();
  entry->key = key;
  entry->info.signature = unit.signature.ToString();
  auto start = std::chrono::steady_clock::now();
  DiagnosticText diagnostics;
  PhaseTimer timer;
  std::vector<std::unique_ptr<TypedProgram>> programs =
      InferUnits(scope, units, diagnostics.emitter(), timer);
  if (programs.empty()) {
    throw CompileError(diagnostics.Take() + "(while compiling `" + name + "` for (" +
                       entry->info.signature + "))");
  }
  entry->info.compile_ms = MillisecondsSince(start);
  MakeContextCurrent(device);

  // The disk cache: typing decides which device functions the key covers;
  // nothing after typing runs on a hit.
  DiskCache* cache = p.options.use_cache ? ProcessDiskCache(p.options.cache_dir) : nullptr;
  std::string cache_key;
  CacheSubject subject{name, unit.signature.ParamsToString(), unit.target.Name(), p.name};
  start = std::chrono::steady_clock::now();
  if (cache) {
    cache_key = CacheKeyMaterial(scope, unit, *programs[0], CubinTargetOf(device));
    LoadFromDiskCache(*cache, cache_key, subject, entry.get());
  }
  std::string cubin;
  if (!entry->info.from_cache) {
    CompileToPtx(scope, units, programs, name, entry.get());
    start = std::chrono::steady_clock::now();
    if (cache) {
      cubin = LinkCubin(entry->info.ptx, name);
      LoadModuleImage(cubin, entry->info.entry, name, entry.get());
    } else {
      LoadModuleImage(entry->info.ptx, entry->info.entry, name, entry.get());
    }
  }
  ReadLaunchLimits(*entry, name);
  entry->info.load_ms = MillisecondsSince(start);
  entry->info.function = entry->function;
  entry->info.cooperative = entry->facts.cooperative;
  entry->info.dynamic_shared = entry->facts.dynamic_shared;
  if (cache && !entry->info.from_cache) StoreInDiskCache(*cache, cache_key, subject, cubin, entry.get());

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
