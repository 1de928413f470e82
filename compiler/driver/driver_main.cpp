// The dslc command line, as a function of libdslc (so that the `dslc`
// executable is a stub and LLVM lives in the library only once).
#include <unistd.h>

#include <cstdlib>

#include "compiler/diagnostics/console_consumer.h"
#include "compiler/diagnostics/sorting_consumer.h"
#include "compiler/driver/driver_main.h"
#include "compiler/driver/options.h"
#include "compiler/driver/pipeline.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

namespace {

// Exit status of an internal compiler error, distinct from user errors (1).
constexpr int kInternalErrorStatus = 70;

void InternalError(void*, const char* reason, bool) {
  llvm::errs() << "dslc: internal compiler error: " << reason << "\n";
  llvm::errs().flush();
  llvm::sys::RunInterruptHandlers();  // removes temporary output files
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

namespace dslc {

int DriverMain(int argc, char** argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::setBugReportMsg(
      "dslc: internal compiler error: please report this crash with the input file and the "
      "command line\n");
  llvm::install_fatal_error_handler(InternalError);
  // Lets the compile turn a crash while reading a damaged libdevice into an
  // error (codegen/libdevice.cpp); any other crash still reports itself.
  llvm::CrashRecoveryContext::Enable();

  DriverOptions options;
  if (std::optional<int> status = ParseCommandLine(argc, argv, &options)) return *status;

  ConsoleDiagnosticConsumer console(llvm::errs(), UseColor(options.color));
  SortingDiagnosticConsumer sorted(console);
  DiagnosticEmitter emitter(sorted);
  int status = 1;
  switch (options.command) {
    case DriverOptions::Command::Compile:
      status = RunCompile(options.compile, emitter, llvm::errs());
      break;
    case DriverOptions::Command::Run:
      status = RunKernel(options.run);
      break;
    case DriverOptions::Command::Info:
      status = RunInfo();
      break;
    case DriverOptions::Command::Cache:
      status = RunCacheCommand(options.cache);
      break;
  }
  return status;
}

}  // namespace dslc
