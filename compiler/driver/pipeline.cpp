#include "compiler/driver/pipeline.h"

#include <chrono>
#include <optional>
#include <vector>

#include "compiler/driver/output_file.h"
#include "compiler/lex/lexer.h"
#include "compiler/lex/token_dump.h"
#include "compiler/parse/ast_dump.h"
#include "compiler/parse/parser.h"
#include "llvm/Support/Format.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(FileUnreadable, Error, "cannot read `{0}`: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(OutputUnwritable, Error, "cannot write `{0}`: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(EmitNotImplemented, Error,
                "`--emit={0}` is not available yet: this build of dslc stops after parsing",
                llvm::StringRef);

llvm::StringRef EmitName(Emit emit) {
  switch (emit) {
    case Emit::Tokens: return "tokens";
    case Emit::Ast: return "ast";
    case Emit::Typed: return "typed";
    case Emit::Llvm: return "llvm";
    case Emit::Ptx: return "ptx";
  }
  return "ptx";
}

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

  emitter.Emit({}, EmitNotImplemented, EmitName(options.emit));
  return finish();
}

}  // namespace dslc
