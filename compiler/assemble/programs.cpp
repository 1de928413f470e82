#include "compiler/assemble/programs.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {
namespace {

// A directory of its own for one run's files, removed with everything in it.
class ScratchDirectory {
 public:
  ScratchDirectory() {
    if (llvm::sys::fs::createUniqueDirectory("dslc-assemble", path_)) path_.clear();
  }
  ~ScratchDirectory() {
    if (!path_.empty()) llvm::sys::fs::remove_directories(path_);
  }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  bool ok() const { return !path_.empty(); }
  std::string File(const std::string& name) const {
    llvm::SmallString<256> file(path_);
    llvm::sys::path::append(file, name);
    return file.str().str();
  }

 private:
  llvm::SmallString<256> path_;
};

bool WriteFile(const std::string& path, const std::string& bytes) {
  std::error_code error;
  llvm::raw_fd_ostream out(path, error);
  if (error) return false;
  out << bytes;
  out.close();
  return !out.has_error();
}

std::string ReadFile(const std::string& path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  return buffer ? (*buffer)->getBuffer().str() : "";
}

// Runs `argv` with its standard output and error into `log`; its exit
// status, or -1 with `log` saying why it did not run.
int Run(const std::vector<std::string>& argv, const ScratchDirectory& scratch, std::string* log) {
  std::vector<llvm::StringRef> args(argv.begin(), argv.end());
  const std::string output = scratch.File("output.txt");
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(output),
                                                llvm::StringRef(output)};
  std::string error;
  int status = llvm::sys::ExecuteAndWait(argv[0], args, std::nullopt, redirects, 0, 0, &error);
  *log = ReadFile(output);
  if (status < 0) *log = "cannot run `" + argv[0] + "`: " + error;
  return status;
}

}  // namespace

AssemblerRun AssembleWithPtxas(const std::string& ptxas, const std::string& ptx,
                               const std::string& arch, const std::vector<std::string>& options) {
  AssemblerRun run;
  ScratchDirectory scratch;
  const std::string input = scratch.File("kernel.ptx"), output = scratch.File("kernel.cubin");
  if (!scratch.ok() || !WriteFile(input, ptx)) {
    run.error_log = "cannot write a temporary file for ptxas";
    return run;
  }
  std::vector<std::string> argv = {ptxas, "-arch=" + arch, "-v"};
  argv.insert(argv.end(), options.begin(), options.end());
  argv.insert(argv.end(), {"-o", output, input});
  std::string log;
  int status = Run(argv, scratch, &log);
  if (status != 0) {
    run.error_log = log;
    return run;
  }
  run.info_log = log;
  run.cubin = ReadFile(output);
  run.ok = !run.cubin.empty();
  if (!run.ok) run.error_log = "ptxas wrote no cubin";
  return run;
}

std::optional<std::string> PackFatbin(const std::string& fatbinary,
                                      const std::vector<FatbinImage>& images, std::string* error) {
  ScratchDirectory scratch;
  if (!scratch.ok()) {
    *error = "cannot create a temporary directory for fatbinary";
    return std::nullopt;
  }
  const std::string output = scratch.File("kernels.fatbin");
  std::vector<std::string> argv = {fatbinary, "--create=" + output, "-64"};
  for (size_t i = 0; i < images.size(); ++i) {
    const FatbinImage& image = images[i];
    std::string file = scratch.File(std::to_string(i) + (image.ptx ? ".ptx" : ".cubin"));
    if (!WriteFile(file, image.bytes)) {
      *error = "cannot write a temporary file for fatbinary";
      return std::nullopt;
    }
    // fatbinary names architectures without `sm_`: sm=90, sm=100a.
    llvm::StringRef sm = llvm::StringRef(image.arch).drop_front(3);
    argv.push_back("--image3=kind=" + std::string(image.ptx ? "ptx" : "elf") + ",sm=" + sm.str() +
                   ",file=" + file);
  }
  std::string log;
  if (Run(argv, scratch, &log) != 0) {
    *error = log;
    return std::nullopt;
  }
  std::string bytes = ReadFile(output);
  if (bytes.empty()) {
    *error = "fatbinary wrote no fat binary";
    return std::nullopt;
  }
  return bytes;
}

}  // namespace dslc
