// Programs and the JIT: parsing once, compiling per signature (or loading
// from the disk cache), loading the code into the driver.
#include <algorithm>
#include <chrono>

#include "compiler/assemble/assembler_log.h"
#include "compiler/pipeline/compile_diagnostics.h"
#include "compiler/pipeline/target_selection.h"
#include "dslc/error.h"
#include "runtime/binary_program.h"
#include "runtime/block_fit.h"
#include "runtime/coarsening.h"
#include "runtime/cuda_driver.h"
#include "runtime/gpu_fault.h"
#include "runtime/jit_cache.h"
#include "runtime/kernel_error.h"
#include "runtime/kernel_state.h"
#include "runtime/launch_limits.h"
#include "runtime/module_load.h"
#include "runtime/program_environment.h"

namespace dslc {
namespace {

double MillisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

std::shared_ptr<internal::ProgramState> LoadState(SourceBuffer source,
                                                  const ProgramOptions& options) {
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadModule(std::move(source), diagnostics.emitter(), timer);
  if (!module->ok()) throw diagnostics.TakeError();
  return internal::MakeProgramState(std::move(module), options);
}

// The unit a launch with `key` compiles: for the program's device, or the
// architecture its options name (not newer than the device's).
CompileUnit MakeUnit(internal::ProgramState& p, const std::string& kernel,
                     const SignatureKey& key) {
  if (!p.device) p.device = &StateOf(p.options.device);
  const DeviceProperties& properties = p.device->properties;
  GpuArchitecture gpu{properties.compute_major, properties.compute_minor, properties.name};
  DiagnosticMessage error;
  std::optional<Target> target = SelectTarget(p.options.arch, &gpu, &error);
  if (!target) throw Error("cannot compile `" + kernel + "`: " + error.text);
  CompileUnit unit;
  unit.kernel = kernel;
  unit.signature = SignatureText(key);
  unit.target = *target;
  unit.opt_level = p.options.opt_level;
  unit.noalias = !key.may_alias;
  unit.line_info = p.options.line_info;
  unit.debug = p.options.debug;
  unit.optimizations = p.optimizations;
  unit.fmad = p.options.fmad;
  return unit;
}

// The spills the assembler's log gives for the kernel's entry, if any.
void ReadSpills(const std::string& log, CompiledInfo& info) {
  for (const KernelResourceUsage& usage : ParseAssemblerLog(log)) {
    if (usage.entry != info.facts.entry) continue;
    info.spill_store_bytes = static_cast<int64_t>(usage.spill_store_bytes);
    info.spill_load_bytes = static_cast<int64_t>(usage.spill_load_bytes);
  }
}

std::string WhileCompiling(const CompileUnit& unit) {
  return "(while compiling `" + unit.kernel + "` for (" + unit.signature + "))";
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
  return Kernel(SharingProgram(state_, &internal::KernelNamed(*state_, name)));
}

std::shared_ptr<internal::ProgramState> internal::MakeProgramState(
    std::unique_ptr<LoadedModule> module, const ProgramOptions& options) {
  auto state = std::make_shared<internal::ProgramState>();
  state->name = module->name();
  state->options = WithEnvironment(options);
  state->optimizations = OptimizationsOf(state->options);
  state->module = std::move(module);
  state->coarsen_min_threads = CoarsenMinThreadsFromEnvironment();
  return state;
}

internal::KernelState& internal::KernelNamed(ProgramState& program, const std::string& name) {
  std::lock_guard<std::mutex> lock(program.mutex);
  auto it = program.kernels.find(name);
  if (it != program.kernels.end()) return *it->second;
  if (!program.module) {
    std::string names;
    for (const auto& [kernel, ignored] : program.kernels)
      names += (names.empty() ? "" : ", ") + kernel;
    throw Error("`" + program.name + "` has no kernel named `" + name + "`; it has: " + names);
  }
  std::optional<FunctionDescription> function = DescribeFunction(*program.module, name);
  if (!function) throw Error("`" + program.name + "` has no kernel named `" + name + "`");
  if (function->device) {
    throw Error("`" + name + "` is a device function; launch a kernel that calls it");
  }
  auto kernel = std::make_unique<KernelState>();
  kernel->program = &program;
  kernel->name = name;
  kernel->parameters = std::move(function->parameters);
  kernel->launch_bounds = function->launch_bounds;
  KernelState& result = *kernel;
  program.kernels[name] = std::move(kernel);
  return result;
}

bool ServesBlock(const LoadedKernel& compiled, const Dim3* block) {
  if (!block || !compiled.block_from_launch) return true;
  return compiled.info.facts.block_dim == std::array<uint32_t, 3>{block->x, block->y, block->z};
}

LoadedKernel* internal::KernelState::Find(const SignatureKey& key, const Dim3* block) {
  int count = slot_count.load(std::memory_order_acquire);
  for (int i = 0; i < count; ++i) {
    if (slots[i]->key == key && ServesBlock(*slots[i], block)) return slots[i];
  }
  if (count < kSlots) return nullptr;
  std::lock_guard<std::mutex> lock(program->mutex);
  for (const auto& entry : compiled) {
    if (entry->key == key && ServesBlock(*entry, block)) return entry.get();
  }
  return nullptr;
}

LoadedKernel* internal::KernelState::Compile(const SignatureKey& key, const Dim3* block) {
  std::lock_guard<std::mutex> lock(program->mutex);
  for (const auto& entry : compiled) {
    // Another thread compiled it.
    if (entry->key == key && ServesBlock(*entry, block)) return entry.get();
  }
  internal::ProgramState& p = *program;
  if (!p.module) return Publish(LoadFromBinary(p, name, key));
  return Publish(Load(UnitFor(key, block), key, /*coarsening_remark=*/true));
}

CompileUnit internal::KernelState::UnitFor(const SignatureKey& key, const Dim3* block) {
  CompileUnit unit = MakeUnit(*program, name, key);
  if (block) {
    unit.block_dim = {block->x, block->y, block->z};
    unit.block_dim_source = kLaunchBlockSource;
  }
  return unit;
}

std::unique_ptr<LoadedKernel> internal::KernelState::Load(const CompileUnit& unit,
                                                          const SignatureKey& key,
                                                          bool coarsening_remark) {
  internal::ProgramState& p = *program;
  DeviceState& device = *p.device;

  auto entry = std::make_unique<LoadedKernel>();
  entry->key = key;
  auto start = std::chrono::steady_clock::now();
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<TypedKernels> typed =
      TypeKernels(*p.module, {unit}, diagnostics.emitter(), timer);
  if (!typed) throw diagnostics.TakeError(WhileCompiling(unit));
  entry->info.facts = typed->facts(0);
  entry->info.compile_ms = MillisecondsSince(start);
  if (coarsening_remark && p.options.remarks)
    p.options.remarks(RemarkLine(p.name, entry->info.facts, CoarseningRemark(*typed, 0)));
  MakeContextCurrent(device);

  // The disk cache: typing decides which device functions the key covers;
  // nothing after typing runs on a hit.
  DiskCache* cache = p.options.use_cache ? ProcessDiskCache(p.options.cache_dir) : nullptr;
  std::string cache_key;
  start = std::chrono::steady_clock::now();
  if (cache) {
    cache_key = typed->KeyMaterial(0, CubinTargetOf(device));
    LoadFromDiskCache(*cache, cache_key, entry.get());
  }
  std::string cubin;
  if (!entry->info.from_cache) {
    start = std::chrono::steady_clock::now();
    std::optional<std::string> ptx =
        EmitKernels(*typed, Product::Ptx, diagnostics.emitter(), timer);
    if (!ptx) throw diagnostics.TakeError(WhileCompiling(unit));
    entry->info.ptx = std::move(*ptx);
    entry->info.facts.error_sites = typed->facts(0).error_sites;  // lowering found them
    entry->info.compile_ms += MillisecondsSince(start);
    start = std::chrono::steady_clock::now();
    // The code is compiled as a whole program, by the driver's JIT or, for
    // the disk cache to keep, by the toolkit's ptxas where the machine has
    // it. (The driver's linker, cuLink*, also returns a cubin, but compiles
    // the PTX as relocatable code, which costs registers: 40 instead of 30
    // for a grid-sync kernel.) Without ptxas the cache keeps the PTX, and
    // the driver its JIT's output in its own compute cache.
    std::string assembler_log;
    std::optional<std::string> ptxas_cubin;
    if (cache) ptxas_cubin = PtxasCubin(entry->info.ptx, CubinArch(device), &assembler_log);
    // A driver older than the toolkit may refuse its cubin: the PTX then.
    if (ptxas_cubin && TryLoadModuleImage(*ptxas_cubin, entry->info.facts.entry, entry.get())) {
      cubin = std::move(*ptxas_cubin);
    } else {
      LoadModuleImage(entry->info.ptx, entry->info.facts.entry, name, entry.get(), &assembler_log);
    }
    ReadSpills(assembler_log, entry->info);
  }
  ReadLaunchLimits(*entry, name);
  FindErrorRecord(*entry, name);
  entry->info.load_ms = MillisecondsSince(start);
  entry->info.function = entry->function;
  if (cache && !entry->info.from_cache)
    StoreInDiskCache(*cache, cache_key, p.name, cubin, entry.get());
  Prepare(*entry);
  return entry;
}

void internal::KernelState::Prepare(LoadedKernel& entry) {
  entry.interned_name = InternKernelName(name);  // compiled or from a binary file alike
  entry.block_from_launch = entry.info.facts.block_dim_source == kLaunchBlockSource;
  entry.max_threads = static_cast<uint64_t>(std::max(entry.info.max_threads_per_block, 0));
}

LoadedKernel* internal::KernelState::Publish(std::unique_ptr<LoadedKernel> entry) {
  Prepare(*entry);
  LoadedKernel* result = entry.get();
  compiled.push_back(std::move(entry));
  int count = slot_count.load(std::memory_order_relaxed);
  if (count < kSlots) {
    slots[count] = result;
    slot_count.store(count + 1, std::memory_order_release);
  }
  return result;
}

const std::string& Kernel::name() const { return state_->name; }

std::vector<std::string> Kernel::parameters() const { return state_->parameters; }

}  // namespace dslc
