// The internal-error channel: how the compiler says "this cannot happen".
//
// User errors are diagnostics with a location (diagnostics/). A broken
// invariant of dslc itself throws InternalCompilerError instead:
//
//   DSLC_CHECK(slot < slots_.size(), "no slot for `" + name + "`");
//   DSLC_FATAL("no lowering for builtin `" + name + "`");
//
// The error carries the phase and the compile subject (file, kernel,
// signature, target) of the innermost CompileContext of the thread, which
// the pipeline enters around each phase and unit, and the check's place in
// dslc's sources. `dslc` prints it and exits with status 70; the runtime lets
// it propagate to its caller. LLVM's fatal errors join the same channel
// through RunCatchingLlvmFatalErrors (llvm_fatal_error.h).
//
// Not for code that LLVM calls back (passes, diagnostic handlers): an
// exception must not cross LLVM's frames, which are built without exception
// support. Call llvm::report_fatal_error there; inside
// RunCatchingLlvmFatalErrors it becomes the same error.
#pragma once

#include <string>

#include "llvm/ADT/StringRef.h"
// The exception is public API, declared with libdslc's public headers.
#include "dslc/internal_error.h"

namespace dslc {

enum class Phase {
#define DSLC_PHASE(Name, text) Name,
#include "compiler/base/phases.def"
};

// "lex", "parse", ...: the phase's name in messages and in
// DSLC_TEST_INTERNAL_ERROR.
llvm::StringRef PhaseName(Phase phase);

// The phase and subject of the compiler's work on this thread while it
// lives; contexts nest, and the innermost one names internal errors.
//
// Test-only, so that the channel and `dslc`'s exit status 70 can be tested
// (docs/testing.md): when the environment variable DSLC_TEST_INTERNAL_ERROR
// names the phase, entering the context throws an internal error; when it
// is `llvm`, entering the codegen phase makes LLVM report a fatal error.
class CompileContext {
 public:
  CompileContext(Phase phase, CompileSubject subject);
  ~CompileContext();
  CompileContext(const CompileContext&) = delete;
  CompileContext& operator=(const CompileContext&) = delete;

  // The innermost context of this thread, or null.
  static const CompileContext* Current();

  Phase phase() const { return phase_; }
  const CompileSubject& subject() const { return subject_; }

 private:
  // Leaves the contexts that a longjmp skipped (llvm_fatal_error.cpp).
  friend class LlvmFatalErrorEscape;
  static void ResetCurrent(const CompileContext* context);

  Phase phase_;
  CompileSubject subject_;
  const CompileContext* enclosing_;
};

// An internal error at `file`:`line` of dslc's sources, with the phase and
// subject of the current CompileContext (empty outside any).
InternalCompilerError MakeInternalError(std::string message, const char* file, int line);

[[noreturn]] void ThrowInternalError(std::string message, const char* file, int line);

// True when DSLC_TEST_INTERNAL_ERROR is `what` (a phase name, or `llvm`).
// Read here only; the variable is for tests and is not in `dslc --help`.
bool TestInternalErrorRequested(llvm::StringRef what);

}  // namespace dslc

// Throws InternalCompilerError with `message` (a std::string) unless
// `condition` holds; the message is only built when it does not.
#define DSLC_CHECK(condition, message)                                                      \
  do {                                                                                      \
    if (!(condition)) {                                                                     \
      ::dslc::ThrowInternalError(std::string(message) + " (check `" #condition "` failed)", \
                                 __FILE__, __LINE__);                                       \
    }                                                                                       \
  } while (false)

// Throws InternalCompilerError with `message`: a path that cannot be taken.
#define DSLC_FATAL(message) ::dslc::ThrowInternalError(std::string(message), __FILE__, __LINE__)
