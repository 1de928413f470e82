#include "compiler/driver/pipeline.h"

#include <optional>
#include <vector>

#include "compiler/driver/compile.h"
#include "compiler/driver/output_file.h"
#include "compiler/lex/lexer.h"
#include "compiler/lex/token_dump.h"
#include "compiler/parse/ast_dump.h"
#include "compiler/parse/parser.h"
#include "compiler/sema/typed_dump.h"
// The runtime's device API, for `--arch native`; libdslc holds both.
#include "dslc/device.h"
#include "dslc/error.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(FileUnreadable, Error, "cannot read `{0}`: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(OutputUnwritable, Error, "cannot write `{0}`: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(BadArch, Error, "{0}", std::string);
DSLC_DIAGNOSTIC(OutputIsInput, Error,
                "`-o {0}` names the input file; refusing to write over the source", std::string);

// `--arch native`: the architecture of the first GPU, as the JIT would
// choose it for that GPU.
std::optional<Target> NativeTarget(std::string* error) {
  const std::string prefix = "--arch native needs a GPU: ";
  try {
    if (Device::Count() == 0) {
      *error = prefix + "the CUDA driver reports no GPU";
      return std::nullopt;
    }
    const DeviceProperties& gpu = Device::Get(0).properties();
    std::string why;
    std::optional<Target> target =
        Target::ForComputeCapability(gpu.compute_major, gpu.compute_minor, &why);
    if (!target) *error = "--arch native: " + why;
    return target;
  } catch (const Error& failure) {
    *error = prefix + failure.what();
    return std::nullopt;
  }
}

// The target `--arch` names: `sm_XX`, or `native`.
std::optional<Target> TargetOf(const std::string& arch, std::string* error) {
  if (arch == "native") return NativeTarget(error);
  return Target::Parse(arch, error);
}

}  // namespace

int RunCompile(const CompileOptions& options, DiagnosticEmitter& emitter,
               llvm::raw_ostream& timings) {
  PhaseTimer timer;
  if (!options.output_path.empty() && SameFile(options.input_path, options.output_path)) {
    emitter.Emit({}, OutputIsInput, options.output_path);
    emitter.Flush();
    return 1;
  }
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

  // The architecture is fixed before anything is read or compiled.
  std::string arch_error;
  std::optional<Target> target = TargetOf(options.arch, &arch_error);
  if (!target) {
    emitter.Emit({}, BadArch, arch_error);
    return finish();
  }

  std::string read_error;
  std::optional<SourceBuffer> source = timer.Time("read", [&] {
    return SourceBuffer::ReadFile(options.input_path, &read_error);
  });
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
  if (!loaded->ok) return finish();
  const ModuleScope& scope = *loaded->scope;

  UnitRequest request;
  request.kernel = options.kernel;
  request.signature = options.signature;
  request.opt_level = options.opt_level;
  request.noalias = !options.may_alias;
  request.target = *target;

  std::vector<std::unique_ptr<SourceBuffer>> signature_buffers;
  std::vector<CompileUnit> units = [&] {
    CompileContext context(Phase::Units, {scope.ast().source().name().str(), options.kernel,
                                          options.signature, target->Name()});
    return SelectCompileUnits(scope, request, signature_buffers, emitter);
  }();
  if (emitter.has_errors()) return finish();

  std::vector<std::unique_ptr<TypedProgram>> programs = InferUnits(scope, units, emitter, timer);
  if (emitter.has_errors()) return finish();
  if (options.emit == Emit::Typed) {
    for (const auto& program : programs) DumpTyped(*program, *loaded->ast, product);
    return finish();
  }

  BackEndOutput back_end = options.emit == Emit::Llvm ? BackEndOutput::Llvm : BackEndOutput::Ptx;
  std::vector<KernelFacts> kernels;
  EmitUnits(scope, units, programs, back_end, product, &kernels, emitter, timer);
  return finish();
}

}  // namespace dslc
