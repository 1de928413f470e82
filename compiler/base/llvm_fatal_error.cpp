// Why a longjmp, and not an exception or LLVM's CrashRecoveryContext:
//
// LLVM reports a fatal error by calling the installed handler and, should it
// return, ending the process. The handler could throw, but the exception
// would unwind through LLVM's frames, and this LLVM is built without
// exception support (LLVM_ENABLE_EH=OFF): its frames have no cleanups, so
// none of their destructors would run while ours did, and ours would then
// destroy modules, contexts and pass managers that a skipped frame was in the
// middle of changing. LLVM's answer for recovering in-process is
// CrashRecoveryContext (clang runs its in-process cc1 under it): setjmp at a
// boundary, longjmp back to it on failure, and abandon, never destroy,
// everything the work inside had built. CrashRecoveryContext itself cannot
// serve a library, though: until CrashRecoveryContext::Enable() it runs the
// work without a boundary, and Enable() replaces the host program's handlers
// of SIGSEGV, SIGABRT and four more signals for the whole process. So the
// same setjmp/longjmp is done here, for fatal errors only and without any
// signal handler. Each thread has a stack of boundaries; the handler jumps to
// the innermost, which throws InternalCompilerError from a frame of ours.
//
// A longjmp past frames with destructors is undefined in ISO C++; with GCC
// and Clang on Linux it skips those destructors, which is what LLVM's
// CrashRecoveryContext relies on too. The skipped frames' memory is leaked.
#include "compiler/base/llvm_fatal_error.h"

#include <csetjmp>
#include <csignal>
#include <cstdio>
#include <mutex>
#include <optional>

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"

namespace dslc {

// One RunCatchingLlvmFatalErrors in progress on this thread.
class LlvmFatalErrorEscape {
 public:
  std::jmp_buf buffer;
  LlvmFatalErrorEscape* enclosing = nullptr;
  // What was current when it was entered: a crash-recovery context entered
  // later (codegen/libdevice.cpp's LinkSafely) is nearer to the error, and
  // CompileContexts entered later are skipped by the longjmp.
  const llvm::CrashRecoveryContext* recovery_outside = nullptr;
  const CompileContext* context_outside = nullptr;
  std::source_location where;

  void LeaveSkippedContexts() const { CompileContext::ResetCurrent(context_outside); }
};

namespace {

thread_local LlvmFatalErrorEscape* innermost_escape = nullptr;
// The error a fatal error became, from the handler to the frame it jumps to.
thread_local std::optional<InternalCompilerError> escaped_error;

void OnLlvmFatalError(void*, const char* reason, bool) {
  LlvmFatalErrorEscape* escape = innermost_escape;
  if (!escape) {
    // Nowhere to go back to: say what failed, and LLVM ends the process.
    // (Not through llvm::errs(): a raw_ostream may itself fail fatally.)
    InternalCompilerError error =
        MakeInternalError(std::string("LLVM fatal error: ") + reason, __FILE__, __LINE__);
    std::fprintf(stderr, "dslc: internal compiler error: %s\n", error.what());
    return;
  }
  llvm::CrashRecoveryContext* recovery = llvm::CrashRecoveryContext::GetCurrent();
  if (recovery && recovery != escape->recovery_outside) {
    // What the abort() that follows a fatal error without a handler would
    // do there (the return code of a SIGABRT).
    recovery->HandleExit(128 + SIGABRT);
  }
  escaped_error =
      MakeInternalError(std::string("LLVM fatal error: ") + reason, escape->where.file_name(),
                        static_cast<int>(escape->where.line()));
  std::longjmp(escape->buffer, 1);
}

// Once per process: LLVM has one handler, and this LLVM is libdslc's own.
void InstallHandler() {
  static std::once_flag once;
  std::call_once(once, [] { llvm::install_fatal_error_handler(OnLlvmFatalError); });
}

}  // namespace

void RunCatchingLlvmFatalErrors(llvm::function_ref<void()> work, std::source_location where) {
  InstallHandler();
  LlvmFatalErrorEscape escape;
  escape.enclosing = innermost_escape;
  escape.recovery_outside = llvm::CrashRecoveryContext::GetCurrent();
  escape.context_outside = CompileContext::Current();
  escape.where = where;
  // (`escape` is not changed after setjmp, so it is intact after the jump.)
  if (setjmp(escape.buffer) != 0) {
    innermost_escape = escape.enclosing;
    escape.LeaveSkippedContexts();
    InternalCompilerError error = std::move(*escaped_error);
    escaped_error.reset();
    throw error;
  }
  innermost_escape = &escape;
  try {
    work();
  } catch (...) {
    innermost_escape = escape.enclosing;
    throw;
  }
  innermost_escape = escape.enclosing;
}

}  // namespace dslc
