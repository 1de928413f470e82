// fuzz_compile: the whole compile to PTX, through the functions `dslc
// compile` uses (LoadModule, SelectCompileUnits, TypeKernels, EmitKernels),
// then NVIDIA's assembler on the PTX where ptxas is installed.
//
// The input:
//   byte 0     options: bits 0-1 the -O level (0..3), bit 2 --may-alias,
//              bits 3-7 the architecture, an index into sm_50..sm_90
//              (Target::SupportedNames) modulo their number
//   byte 1..   the kernel file. When its first line is
//                #sig: <kernel>: <signature>
//              (or `#sig: <kernel>` for that kernel's eager signatures), that
//              is --kernel and --signature; otherwise every kernel with an
//              eager signature is compiled. The line is a comment, so the
//              file is the same Python either way.
// So `tail -c +2 INPUT > input.py` is the kernel file, and
// DSLC_FUZZ_VERBOSE=1 prints the `dslc compile` command line that
// compiles it as this target does, with its diagnostics.
//
// An input fails when the compile crashes or reports an internal compiler
// error, or when ptxas rejects PTX that dslc produced. PTX for an
// architecture older than CUDA 13's ptxas knows (sm_75) is assembled for
// sm_75, as test/tools/dslc_ptx.py does and a newer GPU's driver would.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "compiler/pipeline/compile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "test/fuzz/fuzz_common.h"

namespace {

using namespace dslc;

// Longer than this, ptxas is taken to hang on the PTX.
constexpr unsigned kPtxasSeconds = 20;
constexpr int kOldestPtxasSm = 75;

struct Request {
  UnitRequest units;
  bool may_alias = false;
  std::string source;
};

std::vector<Target>& Targets() {
  static std::vector<Target> targets;
  return targets;
}

// ptxas: its path, or empty where it is not installed (the PTX is then not
// assembled). Found once per process.
std::string& Ptxas() {
  static std::string path;
  return path;
}

void FindPtxas() {
  const char* cuda = std::getenv("CUDA_HOME");
  std::string in_toolkit = std::string(cuda && *cuda ? cuda : "/usr/local/cuda") + "/bin/ptxas";
  if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName("ptxas")) {
    Ptxas() = *found;
  } else if (llvm::sys::fs::can_execute(in_toolkit)) {
    Ptxas() = in_toolkit;
  } else {
    llvm::errs() << "fuzz_compile: ptxas not found; the PTX is not assembled\n";
  }
}

Request Decode(const uint8_t* data, size_t size) {
  Request request;
  uint8_t options = size > 0 ? data[0] : 0;
  request.units.opt_level = options & 3;
  request.may_alias = options & 4;
  request.units.noalias = !request.may_alias;
  request.units.target = Targets()[(options >> 3) % Targets().size()];
  if (size > 0) request.source.assign(reinterpret_cast<const char*>(data) + 1, size - 1);

  llvm::StringRef text = request.source;
  if (text.consume_front("#sig:")) {
    llvm::StringRef line = text.take_until([](char c) { return c == '\n' || c == '\r'; });
    auto [kernel, signature] = line.split(':');
    request.units.kernel = kernel.trim().str();
    request.units.signature = signature.trim().str();
  }
  return request;
}

// The command line that compiles `tail -c +2 INPUT` as this input does.
void PrintCommand(const Request& request) {
  llvm::errs() << "dslc compile input.py --arch " << request.units.target.Name() << " -O"
               << request.units.opt_level << (request.may_alias ? " --may-alias" : "");
  if (!request.units.kernel.empty()) llvm::errs() << " --kernel '" << request.units.kernel << "'";
  if (!request.units.signature.empty()) {
    llvm::errs() << " --signature '" << request.units.signature << "'";
  }
  llvm::errs() << "\n";
}

// Empty when ptxas accepts `ptx`, else what it said. The files it reads and
// writes exist only while it runs, so that the processes of libFuzzer's
// -fork mode, which end without exit handlers, leave none behind.
std::string Assemble(const std::string& ptx, const Target& target) {
  // The cubin goes to a file of its own, never to /dev/null: ptxas deletes
  // its output when it fails, and as root that removes the device node.
  llvm::SmallString<128> ptx_file, cubin_file, log_file;
  if (llvm::sys::fs::createTemporaryFile("fuzz_compile", "ptx", ptx_file) ||
      llvm::sys::fs::createTemporaryFile("fuzz_compile", "cubin", cubin_file) ||
      llvm::sys::fs::createTemporaryFile("fuzz_compile", "log", log_file)) {
    return "cannot create temporary files for ptxas";
  }
  llvm::FileRemover remove_ptx(ptx_file), remove_cubin(cubin_file), remove_log(log_file);
  std::error_code error;
  {
    llvm::raw_fd_ostream out(ptx_file, error);
    if (error) return "cannot write the PTX for ptxas: " + error.message();
    out << ptx;
  }
  std::string arch = "-arch=sm_" + std::to_string(std::max(target.sm(), kOldestPtxasSm));
  llvm::StringRef args[] = {Ptxas(), arch, ptx_file, "-o", cubin_file};
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(log_file),
                                                llvm::StringRef(log_file)};
  std::string message;
  int status =
      llvm::sys::ExecuteAndWait(Ptxas(), args, std::nullopt, redirects, kPtxasSeconds, 0, &message);
  if (status == 0) return "";
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> log = llvm::MemoryBuffer::getFile(log_file);
  return "ptxas " + arch + " exited with " + std::to_string(status) + " " + message + "\n" +
         (log ? (*log)->getBuffer().str() : "");
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::Initialize();
  llvm::SmallVector<llvm::StringRef> names;
  std::string supported = Target::SupportedNames();
  llvm::StringRef(supported).split(names, ", ");
  for (llvm::StringRef name : names) {
    DiagnosticMessage error;
    std::optional<Target> target = Target::Parse(name, &error);
    if (!target) {
      fuzz::Fail("Target::SupportedNames lists an architecture Parse refuses", error.text);
    }
    Targets().push_back(*target);
  }
  FindPtxas();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Request request = Decode(data, size);
  if (fuzz::Verbose()) PrintCommand(request);

  fuzz::Diagnostics diagnostics;
  DiagnosticEmitter& emitter = diagnostics.emitter();
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> loaded =
      LoadModule(SourceBuffer::FromText("input.py", request.source), emitter, timer);
  std::string ptx;
  bool compiled = false;
  if (loaded->ok()) {
    std::vector<CompileUnit> units = SelectCompileUnits(*loaded, request.units, emitter);
    std::unique_ptr<TypedKernels> typed;
    if (!emitter.has_errors() && !units.empty()) {
      typed = TypeKernels(*loaded, std::move(units), emitter, timer);
    }
    if (typed) {
      // The typed dump walks every typed node: it must not fail either.
      EmitKernels(*typed, Product::Typed, emitter, timer);
      std::optional<std::string> text = EmitKernels(*typed, Product::Ptx, emitter, timer);
      compiled = text.has_value();
      if (text) ptx = std::move(*text);
    }
  }
  diagnostics.Finish();
  if (compiled && ptx.empty()) fuzz::Fail("the compile succeeded without PTX", "");
  if (compiled && !Ptxas().empty()) {
    std::string rejected = Assemble(ptx, request.units.target);
    if (!rejected.empty()) fuzz::Fail("ptxas rejected the PTX", rejected + "--- the PTX:\n" + ptx);
  }
  return 0;
}
