#include "compiler/driver/pipeline.h"

#include <unistd.h>

#include <optional>
#include <vector>

#include "compiler/driver/assembled_output.h"
#include "compiler/driver/output_file.h"
#include "compiler/lex/lexer.h"
#include "compiler/lex/token_dump.h"
#include "compiler/parse/ast_dump.h"
#include "compiler/parse/parser.h"
#include "compiler/pipeline/compile.h"
#include "compiler/pipeline/target_selection.h"
// The runtime's device API, for `--arch native`.
#include "dslc/device.h"
#include "dslc/error.h"
#include "runtime/block_fit.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(FileUnreadable, Error, "cannot read `{0}`: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(OutputUnwritable, Error, "cannot write `{0}`: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(NativeArchNeedsGpu, Error, "--arch native needs a GPU: {0}", std::string);
DSLC_DIAGNOSTIC(OutputIsInput, Error,
                "`-o {0}` names the input file; refusing to write over the source", std::string);
DSLC_DIAGNOSTIC(BinaryToTerminal, Error,
                "refusing to write a {0} to a terminal; redirect standard output, or leave out "
                "`-o -` to write `{1}`",
                std::string, std::string);

// The first GPU, for `--arch native`.
std::optional<GpuArchitecture> FirstGpu(DiagnosticMessage* error) {
  GpuArchitecture gpu;
  std::string no_gpu;
  try {
    if (Device::Count() == 0) {
      no_gpu = "the CUDA driver reports no GPU";
    } else {
      const DeviceProperties& properties = Device::Get(0).properties();
      gpu = {properties.compute_major, properties.compute_minor, properties.name};
    }
  } catch (const Error& failure) {
    no_gpu = failure.what();
  }
  if (!no_gpu.empty()) {
    *error = DiagnosticEmitter::MakeMessage({}, NativeArchNeedsGpu, no_gpu);
    return std::nullopt;
  }
  return gpu;
}

// `--arch native`: the architecture of the first GPU, as the JIT would
// choose it for that GPU.
std::optional<Target> NativeTarget(DiagnosticMessage* error) {
  std::optional<GpuArchitecture> gpu = FirstGpu(error);
  if (!gpu) return std::nullopt;
  return SelectTarget("native", &*gpu, error);
}

// The target `--arch` names: `sm_XX`, or `native`.
std::optional<Target> TargetOf(const std::string& arch, DiagnosticMessage* error) {
  if (arch == "native") return NativeTarget(error);
  return SelectTarget(arch, nullptr, error);
}

Product ProductOf(Emit emit) {
  switch (emit) {
    case Emit::Tokens:
    case Emit::Ast:
      break;
    case Emit::Typed:
      return Product::Typed;
    case Emit::Llvm:
      return Product::Llvm;
    case Emit::Ptx:
      return Product::Ptx;
    case Emit::Cubin:
    case Emit::Fatbin:
      break;
  }
  DSLC_FATAL("no compile product for a front-end dump or a binary");
}

// Where the product goes: -o, or for a binary its default file name
// (binary output never goes to a terminal).
std::optional<std::string> OutputPathOf(const CompileOptions& options, DiagnosticEmitter& emitter) {
  if (options.emit != Emit::Cubin && options.emit != Emit::Fatbin) return options.output_path;
  if (options.output_path.empty()) return DefaultBinaryPath(options);
  if (options.output_path == "-" && isatty(STDOUT_FILENO)) {
    emitter.Emit({}, BinaryToTerminal, options.emit == Emit::Cubin ? "cubin" : "fat binary",
                 DefaultBinaryPath(options));
    return std::nullopt;
  }
  return options.output_path;
}

// The names of --arch with `native` resolved; nothing after reporting.
std::optional<std::vector<std::string>> ArchNames(const CompileOptions& options,
                                                  DiagnosticEmitter& emitter) {
  std::vector<std::string> names;
  for (const std::string& arch : options.arch) {
    if (arch != "native") {
      names.push_back(arch);
      continue;
    }
    // A binary holds code for the GPU itself, even one newer than LLVM
    // targets (its cubin assembled from sm_90 PTX); PTX is for the GPU's
    // target.
    DiagnosticMessage error;
    std::optional<GpuArchitecture> gpu = FirstGpu(&error);
    std::optional<Target> target = gpu ? SelectTarget("native", &*gpu, &error) : std::nullopt;
    if (!target) {
      emitter.Forward({error, {}});
      return std::nullopt;
    }
    bool binary = options.emit == Emit::Cubin || options.emit == Emit::Fatbin;
    names.push_back(binary ? "sm_" + std::to_string(gpu->compute_major * 10 + gpu->compute_minor)
                           : target->Name());
  }
  return names;
}

}  // namespace

int RunCompile(const CompileOptions& options, DiagnosticEmitter& emitter,
               llvm::raw_ostream& reports) {
  PhaseTimer timer;
  std::optional<std::string> output_path = OutputPathOf(options, emitter);
  if (!output_path) {
    emitter.Flush();
    return 1;
  }
  if (!output_path->empty() && SameFile(options.input_path, *output_path)) {
    emitter.Emit({}, OutputIsInput, *output_path);
    emitter.Flush();
    return 1;
  }
  std::string open_error;
  std::unique_ptr<OutputFile> output = OutputFile::Open(*output_path, &open_error);
  if (!output) {
    emitter.Emit({}, OutputUnwritable, *output_path, open_error);
    emitter.Flush();
    return 1;
  }
  llvm::raw_ostream& product = output->stream();
  auto finish = [&]() -> int {
    emitter.Flush();
    if (options.time_passes) timer.Print(reports);
    std::string error;
    if (emitter.has_errors()) {
      output->Discard();
    } else if (!output->Commit(&error)) {
      emitter.Emit({}, OutputUnwritable, *output_path, error);
      emitter.Flush();
    }
    return emitter.has_errors() ? 1 : 0;
  };

  // The architectures are fixed before anything is read or compiled.
  std::optional<Target> target;
  std::vector<BinaryArch> assembled_archs;
  if (NeedsAssembler(options)) {
    std::optional<std::vector<std::string>> names = ArchNames(options, emitter);
    if (names) assembled_archs = AssembledArchs(options, *names, emitter);
    if (assembled_archs.empty()) return finish();
    target = assembled_archs.front().ptx_target;
  } else {
    if (options.arch.size() > 1) {
      // Only binaries hold several; AssembledArchs says so.
      AssembledArchs(options, options.arch, emitter);
      return finish();
    }
    DiagnosticMessage arch_error;
    target = TargetOf(options.arch.front(), &arch_error);
    if (!target) {
      emitter.Forward({arch_error, {}});
      return finish();
    }
  }

  std::string read_error;
  std::optional<SourceBuffer> source =
      timer.Time("read", [&] { return SourceBuffer::ReadFile(options.input_path, &read_error); });
  if (!source) {
    emitter.Emit({}, FileUnreadable, options.input_path, read_error);
    return finish();
  }

  // The front-end dumps stop early; everything else goes through LoadModule.
  if (options.emit == Emit::Tokens || options.emit == Emit::Ast) {
    const CompileSubject file{source->name().str(), "", "", ""};
    TokenizedBuffer tokens = timer.Time(Phase::Lex, file, [&] { return Lex(*source, emitter); });
    if (options.emit == Emit::Tokens) {
      DumpTokens(tokens, product);
      return finish();
    }
    std::unique_ptr<Ast> ast =
        timer.Time(Phase::Parse, file, [&] { return Parse(tokens, emitter); });
    DumpAst(*ast, product);
    return finish();
  }
  std::unique_ptr<LoadedModule> loaded = LoadModule(std::move(*source), emitter, timer);
  if (!loaded->ok()) return finish();

  UnitRequest request;
  request.kernel = options.kernel;
  request.signature = options.signature;
  request.opt_level = options.opt_level;
  request.noalias = !options.may_alias;
  request.line_info = options.line_info;
  request.target = *target;
  request.abi = options.abi;
  request.abi_name = options.abi_name;
  request.debug = options.debug;
  if (options.no_coarsen) request.optimizations.Disable(Optimization::Coarsen);
  request.fmad = options.fmad;
  std::string unknown;  // the command line checked each name
  for (const std::string& name : options.disable_opt)
    DisableOptimizations(name, &request.optimizations, &unknown);
  for (size_t i = 0; i < 3; ++i) {
    if (!options.block_dim.empty())
      request.block_dim[i] = i < options.block_dim.size() ? options.block_dim[i] : 1;
  }
  if (!assembled_archs.empty()) {
    if (std::optional<std::string> bytes = CompileAndAssemble(*loaded, request, assembled_archs,
                                                              options, emitter, timer, reports)) {
      product << *bytes;
    }
    return finish();
  }
  std::vector<CompileUnit> units = [&] {
    CompileContext context(Phase::Units,
                           {loaded->name(), options.kernel, options.signature, target->Name()});
    return SelectCompileUnits(*loaded, request, emitter);
  }();
  if (emitter.has_errors()) return finish();

  std::unique_ptr<TypedKernels> typed = TypeKernels(*loaded, std::move(units), emitter, timer);
  if (!typed) return finish();
  if (options.coarsening_remarks) {
    for (size_t i = 0; i < typed->size(); ++i) {
      reports << RemarkLine(loaded->name(), typed->facts(i), CoarseningRemark(*typed, i)) << "\n";
    }
  }
  if (std::optional<std::string> text =
          EmitKernels(*typed, ProductOf(options.emit), emitter, timer)) {
    product << *text;
  }
  return finish();
}

}  // namespace dslc
