// The dslc command line, as a function of libdslc (so that the `dslc`
// executable is a stub and LLVM lives in the library only once).
#include <unistd.h>

#include <cstdlib>

#include "compiler/base/llvm_fatal_error.h"
#include "compiler/diagnostics/console_consumer.h"
#include "compiler/diagnostics/sorting_consumer.h"
#include "compiler/driver/driver_main.h"
#include "compiler/driver/options.h"
#include "compiler/driver/pipeline.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

namespace {

// Exit status of an internal compiler error, distinct from user errors (1).
constexpr int kInternalErrorStatus = 70;

void ReportInternalError(const dslc::InternalCompilerError& error) {
  llvm::errs() << "dslc: internal compiler error: " << error.what() << "\n"
               << "dslc: please report this bug with the input file and the command line\n";
  llvm::errs().flush();
}

int RunCommand(const dslc::DriverOptions& options, dslc::DiagnosticEmitter& emitter) {
  switch (options.command) {
    case dslc::DriverOptions::Command::Compile:
      return dslc::RunCompile(options.compile, emitter, llvm::errs());
    case dslc::DriverOptions::Command::Run:
      return dslc::RunKernel(options.run);
    case dslc::DriverOptions::Command::Info:
      return dslc::RunInfo();
    case dslc::DriverOptions::Command::Cache:
      return dslc::RunCacheCommand(options.cache);
  }
  return 1;
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
  // Lets the compile turn a crash while reading a damaged libdevice into an
  // error (codegen/libdevice.cpp); any other crash still reports itself.
  llvm::CrashRecoveryContext::Enable();

  DriverOptions options;
  if (std::optional<int> status = ParseCommandLine(argc, argv, &options)) return *status;

  ConsoleDiagnosticConsumer console(llvm::errs(), UseColor(options.color));
  SortingDiagnosticConsumer sorted(console);
  DiagnosticEmitter emitter(sorted);
  int status = 1;
  try {
    // The compile catches LLVM's fatal errors itself (EmitUnits); this
    // catches those anywhere else in the command.
    RunCatchingLlvmFatalErrors([&] { status = RunCommand(options, emitter); });
  } catch (const InternalCompilerError& error) {
    emitter.Flush();  // what was reported before it
    ReportInternalError(error);
    // Removes the temporary output file of a compile that a fatal error
    // left without unwinding (llvm_fatal_error.h).
    llvm::sys::RunInterruptHandlers();
    return kInternalErrorStatus;
  }
  return status;
}

}  // namespace dslc
