#include "test/fuzz/fuzz_common.h"

#include <cstdlib>

#include "llvm/Support/ErrorHandling.h"

namespace dslc::fuzz {
namespace {

constexpr llvm::StringLiteral kInternal = "internal compiler error";

// An LLVM fatal error before the first compile; from then on libdslc's
// handler (llvm_fatal_error.cpp) replaces this one, and LLVM then ends the
// process on a fatal error outside a compile.
void FatalError(void*, const char* reason, bool) {
  Fail("LLVM fatal error (dslc: internal compiler error)", reason);
}

}  // namespace

void Fail(llvm::StringRef what, llvm::StringRef detail) {
  llvm::errs() << "==dslc fuzz== " << what << "\n" << detail << "\n";
  llvm::errs().flush();
  std::abort();
}

void CheckNotInternal(llvm::StringRef text) {
  if (text.ltrim().starts_with(kInternal)) Fail("internal compiler error reported", text);
}

void Initialize() { llvm::install_fatal_error_handler(FatalError); }

bool Verbose() {
  static const bool verbose = [] {
    const char* value = std::getenv("DSLC_FUZZ_VERBOSE");
    return value && *value && llvm::StringRef(value) != "0";
  }();
  return verbose;
}

void Diagnostics::Handle(const Diagnostic& diagnostic) {
  CheckNotInternal(diagnostic.message.text);
  for (const DiagnosticMessage& note : diagnostic.notes) CheckNotInternal(note.text);
  sorted_.Handle(diagnostic);
}

void Diagnostics::Finish() {
  sorted_.Flush();
  stream_.flush();
  if (Verbose()) llvm::errs() << text_;
  text_.clear();
}

}  // namespace dslc::fuzz
