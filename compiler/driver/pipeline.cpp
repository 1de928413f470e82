#include "compiler/driver/pipeline.h"

#include <chrono>
#include <optional>
#include <vector>

#include "compiler/codegen/codegen.h"
#include "compiler/driver/compile_unit.h"
#include "driver/version.h"
#include "compiler/driver/output_file.h"
#include "compiler/lex/lexer.h"
#include "compiler/lex/token_dump.h"
#include "compiler/parse/ast_dump.h"
#include "compiler/parse/parser.h"
#include "compiler/lower/lower.h"
#include "compiler/sema/infer.h"
#include "compiler/sema/module_scope.h"
#include "compiler/sema/typed_dump.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(FileUnreadable, Error, "cannot read `{0}`: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(OutputUnwritable, Error, "cannot write `{0}`: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(MixedCodegenOptions, Error,
                "`{0}` and `{1}` need different code generation options (fastmath or opt); "
                "compile them one at a time with --kernel",
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(CodegenFailed, Error, "{0}", std::string);
DSLC_DIAGNOSTIC(BadArch, Error, "{0}", std::string);


// Wall time of each phase, printed by --time-passes.
class PhaseTimer {
 public:
  template <typename F>
  auto Time(const char* phase, F&& run) {
    auto start = std::chrono::steady_clock::now();
    auto result = run();
    std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - start;
    phases_.push_back({phase, elapsed.count()});
    return result;
  }

  void Add(const char* phase, double ms) { phases_.push_back({phase, ms}); }

  void Print(llvm::raw_ostream& out) const {
    double total = 0;
    for (const auto& [phase, ms] : phases_) {
      out << llvm::format("%-10s %9.3f ms\n", phase, ms);
      total += ms;
    }
    out << llvm::format("%-10s %9.3f ms\n", static_cast<const char*>("total"), total);
  }

 private:
  std::vector<std::pair<const char*, double>> phases_;
};

// The entry name of each unit: the kernel's name, with `_1`, `_2`... when a
// kernel is compiled for several signatures; PTX names are ASCII, so other
// characters become `_xHH`.
std::vector<std::string> EntryNames(const std::vector<CompileUnit>& units) {
  std::vector<std::string> names;
  for (const CompileUnit& unit : units) {
    std::string name;
    for (unsigned char c : unit.kernel->def->name) {
      if (std::isalnum(c) || c == '_') {
        name += static_cast<char>(c);
      } else {
        name += llvm::formatv("_x{0:X-2}", static_cast<unsigned>(c)).str();
      }
    }
    int same = 0, index = 0;
    for (const CompileUnit& other : units) {
      if (other.kernel == unit.kernel) {
        ++same;
        if (&other < &unit) ++index;
      }
    }
    names.push_back(same > 1 ? name + "_" + std::to_string(index + 1) : name);
  }
  return names;
}

KernelBounds BoundsOf(const JitOptions& options) {
  KernelBounds bounds;
  bounds.max_threads = options.launch_bounds_threads;
  bounds.min_blocks_per_sm = options.launch_bounds_min_blocks;
  bounds.max_registers = options.max_registers;
  return bounds;
}

// One comment line per kernel, for people and for tools that load the PTX:
//   // dslc.kernel entry=saxpy signature="float32, float32[::1]" target=sm_90
void PrintPtxHeader(const std::vector<CompileUnit>& units, const std::vector<std::string>& entries,
                    llvm::StringRef file, llvm::raw_ostream& out) {
  out << "// Compiled by dslc " DSLC_VERSION " from " << file << "\n";
  for (size_t i = 0; i < units.size(); ++i) {
    out << "// dslc.kernel entry=" << entries[i] << " kernel=" << units[i].kernel->def->name
        << " signature=\"" << units[i].signature.ToString() << "\" target="
        << units[i].target.Name() << "\n";
  }
}

}  // namespace

int RunCompile(const CompileOptions& options, DiagnosticEmitter& emitter,
               llvm::raw_ostream& timings) {
  PhaseTimer timer;
  std::string open_error;
  std::unique_ptr<OutputFile> output = OutputFile::Open(options.output_path, &open_error);
  if (!output) {
    emitter.Emit({}, OutputUnwritable, options.output_path, open_error);
    emitter.Flush();
    return 1;
  }
  llvm::raw_ostream& product = output->stream();
  auto finish = [&]() -> int {
    emitter.Flush();
    if (options.time_passes) timer.Print(timings);
    std::string error;
    if (emitter.has_errors()) {
      output->Discard();
    } else if (!output->Commit(&error)) {
      emitter.Emit({}, OutputUnwritable, options.output_path, error);
      emitter.Flush();
    }
    return emitter.has_errors() ? 1 : 0;
  };

  std::string read_error;
  std::optional<SourceBuffer> source = timer.Time("read", [&] {
    return SourceBuffer::ReadFile(options.input_path, &read_error);
  });
  if (!source) {
    emitter.Emit({}, FileUnreadable, options.input_path, read_error);
    return finish();
  }

  TokenizedBuffer tokens = timer.Time("lex", [&] { return Lex(*source, emitter); });
  if (options.emit == Emit::Tokens) {
    DumpTokens(tokens, product);
    return finish();
  }

  std::unique_ptr<Ast> ast = timer.Time("parse", [&] { return Parse(tokens, emitter); });
  if (options.emit == Emit::Ast) {
    DumpAst(*ast, product);
    return finish();
  }
  if (emitter.has_errors()) return finish();

  UnitRequest request;
  request.kernel = options.kernel;
  request.signature = options.signature;
  request.opt_level = options.opt_level;
  std::string arch_error;
  std::optional<Target> target = Target::Parse(options.arch, &arch_error);
  if (!target) {
    emitter.Emit({}, BadArch, arch_error);
    return finish();
  }
  request.target = *target;

  TypeContext types;
  std::unique_ptr<ModuleScope> scope =
      timer.Time("scope", [&] { return ModuleScope::Analyze(*ast, types, emitter); });
  std::vector<std::unique_ptr<SourceBuffer>> signature_buffers;
  std::vector<CompileUnit> units = SelectCompileUnits(*scope, request, signature_buffers, emitter);
  if (emitter.has_errors()) return finish();

  std::vector<std::unique_ptr<TypedProgram>> programs = timer.Time("infer", [&] {
    std::vector<std::unique_ptr<TypedProgram>> typed;
    for (const CompileUnit& unit : units) {
      typed.push_back(InferKernel(*scope, *unit.kernel, unit.signature, emitter));
    }
    return typed;
  });
  if (emitter.has_errors()) return finish();
  if (options.emit == Emit::Typed) {
    for (const auto& program : programs) DumpTyped(*program, *ast, product);
    return finish();
  }

  for (const CompileUnit& unit : units) {
    if (unit.codegen.fastmath != units[0].codegen.fastmath ||
        unit.codegen.opt_level != units[0].codegen.opt_level) {
      emitter.Emit({}, MixedCodegenOptions, units[0].kernel->def->name, unit.kernel->def->name);
      return finish();
    }
  }
  const CodegenOptions& codegen = units[0].codegen;
  std::string error;
  std::unique_ptr<llvm::TargetMachine> machine = CreateTargetMachine(*target, codegen, &error);
  if (!machine) {
    emitter.Emit({}, CodegenFailed, error);
    return finish();
  }
  llvm::LLVMContext context;
  llvm::Module module(source->name(), context);
  ConfigureModule(module, *machine);
  std::vector<std::string> entries = EntryNames(units);
  timer.Time("lower", [&] {
    for (size_t i = 0; i < units.size(); ++i) {
      LowerOptions lower_options;
      lower_options.fastmath = units[i].codegen.fastmath;
      llvm::Function* kernel = LowerKernel(*programs[i], *scope, lower_options, entries[i], module);
      MarkKernel(*kernel, BoundsOf(units[i].kernel->options));
    }
    return 0;
  });

  CodegenTimings codegen_timings;
  bool ok;
  std::string ptx;
  if (options.emit == Emit::Llvm) {
    ok = OptimizeModule(module, *machine, codegen, &codegen_timings, &error);
  } else {
    ptx = EmitPtx(module, *machine, codegen, &codegen_timings, &error);
    ok = !ptx.empty();
  }
  if (codegen_timings.link_libdevice_ms > 0) timer.Add("libdevice", codegen_timings.link_libdevice_ms);
  timer.Add("optimize", codegen_timings.optimize_ms);
  if (options.emit == Emit::Ptx) timer.Add("emit", codegen_timings.emit_ms);
  if (!ok) {
    emitter.Emit({}, CodegenFailed, error);
    return finish();
  }
  if (options.emit == Emit::Llvm) {
    module.print(product, nullptr);
    return finish();
  }
  PrintPtxHeader(units, entries, source->name(), product);
  product << ptx;
  return finish();
}

}  // namespace dslc
