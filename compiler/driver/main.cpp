// dslc: the command-line driver.
#include <unistd.h>

#include <cstdlib>

#include "compiler/diagnostics/console_consumer.h"
#include "compiler/diagnostics/sorting_consumer.h"
#include "compiler/driver/options.h"
#include "compiler/driver/pipeline.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/raw_ostream.h"

namespace {

// Exit status of an internal compiler error, distinct from user errors (1).
constexpr int kInternalErrorStatus = 70;

void InternalError(void*, const char* reason, bool) {
  llvm::errs() << "dslc: internal compiler error: " << reason << "\n";
  llvm::errs().flush();
  std::_Exit(kInternalErrorStatus);
}

bool UseColor(dslc::ColorMode mode) {
  switch (mode) {
    case dslc::ColorMode::Always:
      return true;
    case dslc::ColorMode::Never:
      return false;
    case dslc::ColorMode::Auto:
      return isatty(STDERR_FILENO) && !std::getenv("NO_COLOR");
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::setBugReportMsg(
      "dslc: internal compiler error: please report this crash with the input file and the "
      "command line\n");
  llvm::install_fatal_error_handler(InternalError);

  dslc::DriverOptions options;
  if (std::optional<int> status = dslc::ParseCommandLine(argc, argv, &options)) return *status;

  dslc::ConsoleDiagnosticConsumer console(llvm::errs(), UseColor(options.color));
  dslc::SortingDiagnosticConsumer sorted(console);
  dslc::DiagnosticEmitter emitter(sorted);
  int status = 1;
  switch (options.command) {
    case dslc::DriverOptions::Command::Compile:
      status = dslc::RunCompile(options.compile, emitter, llvm::errs());
      break;
  }
  return status;
}
