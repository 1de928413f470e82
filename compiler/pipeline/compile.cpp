// Loading a module and typing its units (compile.h); emitting is in
// emit.cpp, the cache key in cache_key.cpp.
#include "compiler/pipeline/compile.h"

#include "compiler/codegen/ptx_names.h"
#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lex/lexer.h"
#include "compiler/parse/parser.h"
#include "compiler/pipeline/compile_impl.h"
#include "compiler/plan/plan.h"
#include "compiler/scope/analyze_module.h"
#include "compiler/sema/infer.h"

namespace dslc {
namespace {

// The entry name of each unit (ptx_names.h): a device function's own symbol
// when it has one, else the function's name where PTX can hold it
// unchanged, else a mangled one that no other unit can have.
std::vector<std::string> EntryNames(const std::vector<ResolvedUnit>& units) {
  std::vector<std::string> names;
  for (const ResolvedUnit& unit : units) {
    if (!unit.unit.abi_name.empty()) {
      names.push_back(unit.unit.abi_name);
      continue;
    }
    int count = 0, index = 0;
    for (const ResolvedUnit& other : units) {
      if (other.unit.kernel != unit.unit.kernel) continue;
      ++count;
      if (&other <= &unit) ++index;
    }
    names.push_back(PtxEntryName(unit.unit.kernel, index, count));
  }
  return names;
}

std::vector<KernelFacts> FactsOf(const TypedKernels::State& typed) {
  std::vector<std::string> entries = EntryNames(typed.units);
  std::vector<KernelFacts> facts(typed.units.size());
  for (size_t i = 0; i < typed.units.size(); ++i) {
    const ResolvedUnit& unit = typed.units[i];
    const KernelPlan& plan = typed.plans[i];
    const KernelResources& resources = plan.resources;
    facts[i].kernel = unit.unit.kernel;
    facts[i].signature = unit.signature->ParamsToString();
    facts[i].target = unit.unit.target.Name();
    facts[i].entry = entries[i];
    facts[i].cooperative = resources.cooperative;
    facts[i].static_shared_bytes = resources.static_shared_bytes;
    facts[i].dynamic_shared = resources.dynamic_shared;
    if (plan.elementwise.coarsened()) {
      facts[i].coarsening = static_cast<uint32_t>(plan.elementwise.factor);
      facts[i].coarsen_axis = static_cast<uint32_t>(plan.elementwise.axis());
      facts[i].coarsen_whole_warps = plan.elementwise.lanes;
      facts[i].grid_parameter =
          static_cast<uint32_t>(KernelAbiParameterCount(typed.programs[i]->kernel->param_types()));
    }
    const BlockShape& block = typed.programs[i]->block;
    if (block.known()) {
      facts[i].block_dim = {static_cast<uint32_t>(block.x), static_cast<uint32_t>(block.y),
                            static_cast<uint32_t>(block.z)};
      facts[i].block_dim_source = block.source;
    }
  }
  return facts;
}

PlanOptions PlanOptionsOf(const ResolvedUnit& unit) {
  PlanOptions options;
  options.abi = unit.unit.abi;
  options.sm = unit.unit.target.sm();
  options.coarsen = unit.coarsen;
  // A device function compiled on its own has no launch to report to.
  options.debug = unit.debug && unit.unit.abi == EntryAbi::Kernel;
  options.optimizations = unit.unit.optimizations;
  return options;
}

// Types and plans each unit into `typed`; false after an error in any of
// them.
bool InferUnits(TypedKernels::State& typed, DiagnosticEmitter& emitter) {
  uint32_t errors = emitter.error_count();
  for (const ResolvedUnit& unit : typed.units) {
    CompileContext context(Phase::Infer, unit.subject);
    const auto& dim = unit.unit.block_dim;
    BlockShape block{dim[0], dim[1], dim[2], unit.unit.block_dim_source};
    std::unique_ptr<TypedProgram> program =
        unit.unit.abi == EntryAbi::Kernel
            ? InferKernel(*unit.kernel, *unit.signature, emitter, block)
            : InferDeviceEntry(*unit.kernel, *unit.signature, emitter);
    std::optional<KernelPlan> plan;
    if (program) {
      CompileContext planning(Phase::Plan, unit.subject);
      plan = PlanKernel(*program, PlanOptionsOf(unit), emitter);
    }
    typed.plans.push_back(plan ? std::move(*plan) : KernelPlan());
    typed.programs.push_back(std::move(program));
  }
  return emitter.error_count() == errors;
}

}  // namespace

std::vector<const FunctionInfo*> ModuleParts::Functions() const {
  std::vector<const FunctionInfo*> functions;
  for (const SourceParts& source : sources) {
    if (!source.scope) continue;
    for (const auto& function : source.scope->functions()) functions.push_back(function.get());
  }
  return functions;
}

const FunctionInfo* ModuleParts::FindFunction(llvm::StringRef name) const {
  if (!from_host) return sources[0].scope ? sources[0].scope->FindFunction(name) : nullptr;
  for (const FunctionInfo* function : Functions()) {
    if (function->def->name == name) return function;
  }
  return nullptr;
}

std::vector<const FunctionInfo*> ModuleParts::Kernels() const {
  std::vector<const FunctionInfo*> kernels;
  for (const FunctionInfo* function : Functions()) {
    if (!function->options.device && FindFunction(function->def->name) == function) {
      kernels.push_back(function);
    }
    if (from_host) break;  // function 0 only
  }
  return kernels;
}

LoadedModule::LoadedModule(std::unique_ptr<ModuleParts> parts)
    : name_(parts->sources.at(0).source->name().str()), parts_(std::move(parts)) {}
LoadedModule::~LoadedModule() = default;
bool LoadedModule::ok() const { return parts_->ok; }

std::unique_ptr<LoadedModule> LoadModule(SourceBuffer source, DiagnosticEmitter& emitter,
                                         PhaseTimer& timer) {
  auto parts = std::make_unique<ModuleParts>();
  SourceParts& file_parts = parts->sources.emplace_back();
  file_parts.source = std::make_unique<SourceBuffer>(std::move(source));
  uint32_t errors = emitter.error_count();
  const CompileSubject file{file_parts.source->name().str(), "", "", ""};
  TokenizedBuffer tokens =
      timer.Time(Phase::Lex, file, [&] { return Lex(*file_parts.source, emitter); });
  file_parts.ast = timer.Time(Phase::Parse, file, [&] {
    return Parse(tokens, emitter, UnsupportedConstructs::DeferToTyping);
  });
  if (emitter.error_count() == errors) {
    parts->types = std::make_unique<TypeContext>();
    file_parts.scope = timer.Time(
        Phase::Scope, file, [&] { return AnalyzeModule(*file_parts.ast, *parts->types, emitter); });
    parts->ok = emitter.error_count() == errors;
  }
  return std::make_unique<LoadedModule>(std::move(parts));
}

std::optional<FunctionDescription> DescribeFunction(const LoadedModule& module,
                                                    const std::string& name) {
  const FunctionInfo* function = module.parts().FindFunction(name);
  if (!function) return std::nullopt;
  FunctionDescription description{
      name, {}, function->options.device, function->options.launch_bounds_threads};
  for (const Param& param : function->def->params) {
    description.parameters.push_back(param.name.str());
  }
  return description;
}

TypedKernels::TypedKernels(std::unique_ptr<State> state) : state_(std::move(state)) {}
TypedKernels::~TypedKernels() = default;
size_t TypedKernels::size() const { return state_->units.size(); }
const KernelFacts& TypedKernels::facts(size_t unit) const { return state_->facts.at(unit); }
std::string TypedKernels::ResultType(size_t unit) const {
  const TypedProgram& program = *state_->programs.at(unit);
  return program.entry_result ? program.entry_result->name() : "none";
}

std::unique_ptr<TypedKernels> TypeKernels(LoadedModule& module, std::vector<CompileUnit> units,
                                          DiagnosticEmitter& emitter, PhaseTimer& timer) {
  DSLC_CHECK(module.ok() && !units.empty(), "typing units of a module with errors, or none");
  auto typed = std::make_unique<TypedKernels::State>();
  typed->module = &module;
  bool ok = timer.Time("infer", [&] {
    for (const CompileUnit& unit : units) {
      CompileContext context(Phase::Units, unit.Subject(module.name()));
      std::optional<ResolvedUnit> resolved = ResolveUnit(module, unit, emitter);
      if (!resolved) return false;
      typed->units.push_back(std::move(*resolved));
    }
    return InferUnits(*typed, emitter);
  });
  if (!ok) return nullptr;
  typed->facts = FactsOf(*typed);
  return std::make_unique<TypedKernels>(std::move(typed));
}

std::optional<CompiledKernel> CompileKernel(LoadedModule& module, const CompileUnit& unit,
                                            const CubinTarget& cubin, DiagnosticEmitter& emitter,
                                            PhaseTimer& timer) {
  std::unique_ptr<TypedKernels> typed = TypeKernels(module, {unit}, emitter, timer);
  if (!typed) return std::nullopt;
  std::optional<std::string> ptx = EmitKernels(*typed, Product::Ptx, emitter, timer);
  if (!ptx) return std::nullopt;
  return CompiledKernel{std::move(*ptx), typed->facts(0), typed->KeyMaterial(0, cubin)};
}

}  // namespace dslc
