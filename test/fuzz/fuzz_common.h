// What the fuzz targets share. libFuzzer reports an input when the process
// crashes or aborts, so everything dslc treats as its own fault must abort
// here: an InternalCompilerError (no target catches it, so std::terminate
// aborts; an LLVM fatal error during a compile becomes one,
// compiler/base/llvm_fatal_error.h), an LLVM fatal error elsewhere, and any
// diagnostic or error text that begins "internal compiler error" (begins:
// messages quote the input, which may hold those words). User errors
// (diagnostics, dslc::Error) are expected outcomes of fuzzed input and pass.
//
// DSLC_FUZZ_VERBOSE=1 prints each input's diagnostics, as `dslc` prints
// them, to stderr: for reading what a reproducer does.
#pragma once

#include <string>

#include "compiler/diagnostics/console_consumer.h"
#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/diagnostics/sorting_consumer.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc::fuzz {

// Prints `what` and `detail` to stderr and aborts.
[[noreturn]] void Fail(llvm::StringRef what, llvm::StringRef detail);

// Aborts when `text` (a message or an error string) is an internal error.
void CheckNotInternal(llvm::StringRef text);

// Installs the LLVM fatal-error handler that aborts; call once, from
// LLVMFuzzerInitialize.
void Initialize();

bool Verbose();

// The diagnostics of one input, checked as they arrive and printed as
// `dslc` prints them (in source order, with the quoted line and caret) into
// a string, so that the printing is fuzzed too.
class Diagnostics : private DiagnosticConsumer {
 public:
  Diagnostics() : console_(stream_, /*color=*/false), sorted_(console_), emitter_(*this) {}
  ~Diagnostics() override { Finish(); }

  DiagnosticEmitter& emitter() { return emitter_; }
  // Prints what the sorting consumer holds; call before the sources the
  // diagnostics point into are destroyed.
  void Finish();

 private:
  void Handle(const Diagnostic& diagnostic) override;

  std::string text_;
  llvm::raw_string_ostream stream_{text_};
  ConsoleDiagnosticConsumer console_;
  SortingDiagnosticConsumer sorted_;
  DiagnosticEmitter emitter_;
};

}  // namespace dslc::fuzz
