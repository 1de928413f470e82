#include "compiler/assemble/assemble.h"

#include "compiler/assemble/nvjitlink.h"
#include "compiler/assemble/programs.h"
#include "compiler/diagnostics/diagnostic_emitter.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(NoAssembler, Error,
                "cannot make a {0} without the CUDA toolkit's assembler: found neither "
                "libnvJitLink.so (looked in {1}) nor `ptxas` (looked in {2}); install the CUDA "
                "toolkit or name it with --cuda-path",
                std::string, std::string, std::string);
DSLC_DIAGNOSTIC(NoFatbinary, Error,
                "cannot make a fat binary without the CUDA toolkit's `fatbinary` (looked in "
                "{0}); install the CUDA toolkit or name it with --cuda-path",
                std::string);
DSLC_DIAGNOSTIC(AssemblerRefused, Error, "{0} cannot assemble the PTX for `{1}`:\n{2}", std::string,
                std::string, std::string);
DSLC_DIAGNOSTIC(FatbinaryFailed, Error, "`{0}` cannot pack the fat binary:\n{1}", std::string,
                std::string);

// The newest target LLVM 19 emits PTX for.
constexpr int kNewestPtxSm = 90;

// PTX with line information (`.loc`) keeps it in the cubin only when the
// assembler is told so, as nvcc's -lineinfo does.
bool HasLineInfo(const std::string& ptx) { return ptx.find("\n\t.loc\t") != std::string::npos; }

std::string Trimmed(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text;
}

// The unit whose PTX a fat binary carries: the newest PTX target (the
// last of equals).
const ArchPtx& NewestPtx(const std::vector<ArchPtx>& units) {
  const ArchPtx* newest = &units.front();
  for (const ArchPtx& unit : units) {
    if (unit.arch.ptx_target.sm() >= newest->arch.ptx_target.sm()) newest = &unit;
  }
  return *newest;
}

}  // namespace

std::optional<BinaryArch> ParseBinaryArch(const std::string& text, DiagnosticMessage* error) {
  DiagnosticMessage parse_error;
  if (std::optional<Target> target = Target::Parse(text, &parse_error)) {
    return BinaryArch{text, *target};
  }
  llvm::StringRef rest(text);
  unsigned sm = 0;
  if (rest.consume_front("sm_") && !rest.consumeInteger(10, sm) &&
      (rest.empty() || rest == "a" || rest == "f") && sm > kNewestPtxSm && sm < 1000) {
    return BinaryArch{text, Target(kNewestPtxSm)};
  }
  *error = parse_error;
  return std::nullopt;
}

const char* BinaryExtension(BinaryKind kind) {
  switch (kind) {
    case BinaryKind::Cubin:
      return ".cubin";
    case BinaryKind::Fatbin:
      return ".fatbin";
  }
  return "";
}

std::optional<AssembledBinary> Assemble(const AssembleRequest& request, DiagnosticMessage* error) {
  const Toolkit toolkit = FindToolkit(request.search);
  const char* what = request.kind == BinaryKind::Cubin ? "cubin" : "fat binary";
  if (!toolkit.nvjitlink && toolkit.ptxas.empty()) {
    *error = DiagnosticEmitter::MakeMessage({}, NoAssembler, what, toolkit.library_places,
                                            toolkit.program_places);
    return std::nullopt;
  }
  if (request.kind == BinaryKind::Fatbin && toolkit.fatbinary.empty()) {
    *error = DiagnosticEmitter::MakeMessage({}, NoFatbinary, toolkit.program_places);
    return std::nullopt;
  }
  // ptxas first: it compiles the PTX as a whole program, like the driver's
  // JIT; nvJitLink compiles it as relocatable code before linking, which can
  // cost registers (to_polar 26 instead of 20, a grid-sync kernel 40
  // instead of 30).
  const bool use_ptxas = !toolkit.ptxas.empty();
  AssembledBinary binary;
  binary.assembler = use_ptxas ? toolkit.ptxas : Describe(*toolkit.nvjitlink);
  std::vector<FatbinImage> images;
  for (const ArchPtx& unit : request.units) {
    std::vector<std::string> options;
    if (HasLineInfo(unit.ptx)) options.push_back("-lineinfo");
    AssemblerRun run =
        use_ptxas ? AssembleWithPtxas(toolkit.ptxas, unit.ptx, unit.arch.name, options)
                  : AssembleWithNvJitLink(*toolkit.nvjitlink, unit.ptx, unit.arch.name, options);
    if (!run.ok) {
      *error = DiagnosticEmitter::MakeMessage({}, AssemblerRefused, binary.assembler,
                                              unit.arch.name, Trimmed(run.error_log));
      return std::nullopt;
    }
    binary.info_logs.push_back(std::move(run.info_log));
    images.push_back({false, unit.arch.name, std::move(run.cubin)});
  }
  if (request.kind == BinaryKind::Cubin) {
    binary.bytes = std::move(images.front().bytes);
    return binary;
  }
  const ArchPtx& newest = NewestPtx(request.units);
  images.push_back({true, newest.arch.ptx_target.Name(), newest.ptx});
  std::string pack_error;
  std::optional<std::string> fatbin = PackFatbin(toolkit.fatbinary, images, &pack_error);
  if (!fatbin) {
    *error =
        DiagnosticEmitter::MakeMessage({}, FatbinaryFailed, toolkit.fatbinary, Trimmed(pack_error));
    return std::nullopt;
  }
  binary.bytes = std::move(*fatbin);
  return binary;
}

}  // namespace dslc
