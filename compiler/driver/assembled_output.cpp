#include "compiler/driver/assembled_output.h"

#include "compiler/assemble/assembler_log.h"
#include "compiler/assemble/occupancy.h"
#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/driver/fit_report.h"
#include "compiler/pipeline/embedded_facts.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "runtime/block_fit.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(SeveralArchsNeedFatbin, Error,
                "--arch is given {0} times, but only a fat binary holds code for several "
                "architectures; use --emit=fatbin, or compile once per architecture",
                int);
DSLC_DIAGNOSTIC(ResourceUsageNeedsPtx, Error,
                "--resource-usage assembles the PTX, so it needs --emit=ptx, cubin or fatbin, "
                "not --emit={0}",
                std::string);
DSLC_DIAGNOSTIC(ArchTwice, Error, "--arch {0} is given twice", std::string);
DSLC_DIAGNOSTIC(AssembledFromSm90, Note,
                "LLVM 19's NVPTX back end emits PTX up to sm_90: the PTX is compiled for sm_90 "
                "and assembled for {0}",
                std::string);
DSLC_DIAGNOSTIC(NoResourceUsage, Error,
                "the assembler's log names no resources of `{0}` for {1}; it said:\n{2}",
                std::string, std::string, std::string);

const char* EmitName(Emit emit) {
  switch (emit) {
    case Emit::Tokens:
      return "tokens";
    case Emit::Ast:
      return "ast";
    case Emit::Typed:
      return "typed";
    case Emit::Llvm:
      return "llvm";
    case Emit::Ptx:
      return "ptx";
    case Emit::Cubin:
      return "cubin";
    case Emit::Fatbin:
      return "fatbin";
  }
  return "";
}

bool IsBinary(Emit emit) { return emit == Emit::Cubin || emit == Emit::Fatbin; }

// One architecture's compile: its PTX (with the facts global for a binary)
// and its units' facts.
struct ArchModule {
  std::string ptx;
  std::vector<KernelFacts> facts;
};

// `remarks`: where to print each unit's coarsening remark; null: nowhere.
std::optional<ArchModule> CompileForArch(LoadedModule& module, UnitRequest request,
                                         const BinaryArch& arch, bool binary,
                                         DiagnosticEmitter& emitter, PhaseTimer& timer,
                                         llvm::raw_ostream* remarks) {
  request.target = arch.ptx_target;
  std::vector<CompileUnit> units = [&] {
    CompileContext context(Phase::Units,
                           {module.name(), request.kernel, request.signature, arch.name});
    return SelectCompileUnits(module, request, emitter);
  }();
  if (emitter.has_errors()) return std::nullopt;
  std::unique_ptr<TypedKernels> typed = TypeKernels(module, std::move(units), emitter, timer);
  if (!typed) return std::nullopt;
  for (size_t i = 0; remarks && i < typed->size(); ++i)
    *remarks << RemarkLine(module.name(), typed->facts(i), CoarseningRemark(*typed, i)) << "\n";
  std::optional<std::string> ptx = EmitKernels(*typed, Product::Ptx, emitter, timer);
  if (!ptx) return std::nullopt;
  ArchModule result;
  result.ptx = std::move(*ptx);
  if (binary) result.ptx += FactsGlobalPtx(EmbeddedFactsText(*typed));
  for (size_t i = 0; i < typed->size(); ++i) result.facts.push_back(typed->facts(i));
  return result;
}

std::string Bytes(uint64_t bytes) { return std::to_string(bytes) + " bytes"; }

void PrintKernelUsage(const KernelFacts& facts, const KernelResourceUsage& usage,
                      const BinaryArch& arch, int block_size, llvm::raw_ostream& out) {
  out << facts.kernel << " (" << facts.signature << ") for " << arch.name << ":\n";
  out << "  registers           " << usage.registers << " per thread\n";
  out << "  spill stores        " << Bytes(usage.spill_store_bytes) << "\n";
  out << "  spill loads         " << Bytes(usage.spill_load_bytes) << "\n";
  out << "  local memory        " << Bytes(usage.local_bytes) << " per thread (stack frame)\n";
  out << "  static shared       " << Bytes(usage.static_shared_bytes) << " per block\n";
  out << "  constant memory     " << Bytes(usage.constant_bytes)
      << (usage.constant_bytes_known ? "" : " (the PTX's .const arrays)") << "\n";
  // "sm_100a": 100.
  std::optional<SmLimits> limits = LimitsOf(std::stoi(arch.name.substr(3)));
  if (!limits) {
    out << "  occupancy           unknown for " << arch.name << "\n";
    return;
  }
  out << "  max threads/block   " << MaxThreadsPerBlock(*limits, usage.registers) << "\n";
  uint64_t shared = usage.static_shared_bytes;
  Occupancy o = ComputeOccupancy(*limits, block_size, usage.registers, shared);
  out << "  occupancy           ";
  if (o.blocks_per_sm == 0) {
    out << "no block of " << block_size << " threads fits (" << o.limited_by << ")\n";
    return;
  }
  out << llvm::formatv(
      "{0} blocks of {1} threads per SM, {2} of {3} warps ({4:F0}%), limited by {5}\n",
      o.blocks_per_sm, block_size, o.warps_per_sm, limits->max_warps, o.percent, o.limited_by);
}

// User constant memory the PTX declares (`.const` arrays), for an assembler
// whose log does not say (ptxas 13 alone).
uint64_t PtxConstantBytes(llvm::StringRef ptx) {
  uint64_t total = 0;
  llvm::SmallVector<llvm::StringRef, 0> lines;
  ptx.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    if (!line.starts_with(".const ") && !line.starts_with(".visible .const ")) continue;
    size_t open = line.find('['), close = line.find(']');
    uint64_t size = 0;
    if (open < close && close != llvm::StringRef::npos &&
        !line.slice(open + 1, close).getAsInteger(10, size)) {
      total += size;
    }
  }
  return total;
}

// Each kernel's table, and below it the form a launch of `block_size`
// threads takes where the kernel as compiled does not fit (fit_report.h).
bool PrintResourceUsage(const std::vector<ArchModule>& modules,
                        const std::vector<BinaryArch>& archs, const AssembledBinary& binary,
                        int block_size, const FitReportContext& fit, llvm::raw_ostream& out) {
  DiagnosticEmitter& emitter = fit.emitter;
  out << "resource usage (from " << binary.assembler << "; occupancy at " << block_size
      << " threads per block):\n";
  for (size_t a = 0; a < archs.size(); ++a) {
    std::vector<KernelResourceUsage> kernels = ParseAssemblerLog(binary.info_logs[a]);
    for (const KernelFacts& facts : modules[a].facts) {
      const KernelResourceUsage* usage = nullptr;
      for (const KernelResourceUsage& kernel : kernels) {
        if (kernel.entry == facts.entry) usage = &kernel;
      }
      if (!usage) {
        emitter.Emit({}, NoResourceUsage, facts.kernel, archs[a].name, binary.info_logs[a]);
        return false;
      }
      KernelResourceUsage counted = *usage;
      if (!counted.constant_bytes_known) counted.constant_bytes = PtxConstantBytes(modules[a].ptx);
      PrintKernelUsage(facts, counted, archs[a], block_size, out);
      std::optional<SmLimits> limits = LimitsOf(std::stoi(archs[a].name.substr(3)));
      if (limits && !PrintFittingForm(fit, facts, counted, archs[a], *limits, block_size, out))
        return false;
    }
  }
  return true;
}

}  // namespace

bool NeedsAssembler(const CompileOptions& options) {
  return IsBinary(options.emit) || options.resource_usage;
}

std::vector<BinaryArch> AssembledArchs(const CompileOptions& options,
                                       const std::vector<std::string>& names,
                                       DiagnosticEmitter& emitter) {
  if (options.resource_usage && options.emit < Emit::Ptx) {
    emitter.Emit({}, ResourceUsageNeedsPtx, EmitName(options.emit));
    return {};
  }
  if (names.size() > 1 && options.emit != Emit::Fatbin) {
    emitter.Emit({}, SeveralArchsNeedFatbin, static_cast<int>(names.size()));
    return {};
  }
  std::vector<BinaryArch> archs;
  for (const std::string& name : names) {
    for (const BinaryArch& seen : archs) {
      if (seen.name == name) {
        emitter.Emit({}, ArchTwice, name);
        return {};
      }
    }
    DiagnosticMessage error;
    std::optional<BinaryArch> arch =
        IsBinary(options.emit) ? ParseBinaryArch(name, &error) : std::nullopt;
    if (!IsBinary(options.emit)) {
      // PTX itself: only what LLVM targets.
      if (std::optional<Target> target = Target::Parse(name, &error))
        arch = BinaryArch{name, *target};
    }
    if (!arch) {
      emitter.Forward({error, {}});
      return {};
    }
    if (arch->FromOlderPtx()) emitter.Emit({}, AssembledFromSm90, arch->name);
    archs.push_back(*arch);
  }
  return archs;
}

std::optional<std::string> CompileAndAssemble(LoadedModule& module, UnitRequest request,
                                              const std::vector<BinaryArch>& archs,
                                              const CompileOptions& options,
                                              DiagnosticEmitter& emitter, PhaseTimer& timer,
                                              llvm::raw_ostream& reports) {
  const bool binary = IsBinary(options.emit);
  std::vector<ArchModule> modules;
  AssembleRequest assemble;
  assemble.kind = options.emit == Emit::Fatbin ? BinaryKind::Fatbin : BinaryKind::Cubin;
  assemble.search.cuda_path = options.cuda_path;
  for (const BinaryArch& arch : archs) {
    // The remarks once: coarsening does not depend on the architecture.
    llvm::raw_ostream* remarks = options.coarsening_remarks && modules.empty() ? &reports : nullptr;
    std::optional<ArchModule> compiled =
        CompileForArch(module, request, arch, binary, emitter, timer, remarks);
    if (!compiled) return std::nullopt;
    assemble.units.push_back({arch, compiled->ptx});
    modules.push_back(std::move(*compiled));
  }
  DiagnosticMessage error;
  std::optional<AssembledBinary> assembled =
      timer.Time("assemble", [&] { return Assemble(assemble, &error); });
  if (!assembled) {
    emitter.Forward({error, {}});
    return std::nullopt;
  }
  FitReportContext fit{module,  request, assemble.search,
                       emitter, timer,   options.coarsening_remarks};
  if (options.resource_usage &&
      !PrintResourceUsage(modules, archs, *assembled, options.block_size, fit, reports)) {
    return std::nullopt;
  }
  if (!binary) return std::move(modules.front().ptx);
  return std::move(assembled->bytes);
}

std::string DefaultBinaryPath(const CompileOptions& options) {
  llvm::StringRef stem = llvm::sys::path::stem(options.input_path);
  return stem.str() +
         BinaryExtension(options.emit == Emit::Fatbin ? BinaryKind::Fatbin : BinaryKind::Cubin);
}

}  // namespace dslc
