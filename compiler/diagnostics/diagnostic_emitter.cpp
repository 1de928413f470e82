#include "compiler/diagnostics/diagnostic_emitter.h"

#include "llvm/Support/ErrorHandling.h"

namespace dslc {

llvm::StringRef DiagnosticKindName(DiagnosticKind kind) {
  switch (kind) {
#define DSLC_DIAGNOSTIC_KIND(Name) \
  case DiagnosticKind::Name:       \
    return #Name;
#include "compiler/diagnostics/diagnostic_kinds.def"
  }
  llvm_unreachable("unknown diagnostic kind");
}

std::string FormatDiagnostic(llvm::StringRef format, llvm::ArrayRef<std::string> args) {
  std::string out;
  out.reserve(format.size());
  for (size_t i = 0; i < format.size(); ++i) {
    char c = format[i];
    size_t close = format.find('}', i);
    if (c == '{' && close != llvm::StringRef::npos) {
      unsigned index;
      if (!format.slice(i + 1, close).getAsInteger(10, index) && index < args.size()) {
        out += args[index];
        i = close;
        continue;
      }
    }
    out += c;
  }
  return out;
}

DSLC_DIAGNOSTIC(TooManyErrors, Error, "too many errors emitted ({0}), stopping now", uint32_t);

void DiagnosticEmitter::Deliver(Diagnostic diagnostic) {
  if (stopped_) return;
  if (diagnostic.message.level == DiagnosticLevel::Error) {
    if (error_count_ == error_limit_) {
      stopped_ = true;
      consumer_.Handle({MakeMessage({}, TooManyErrors, error_limit_), {}});
      return;
    }
    ++error_count_;
  }
  consumer_.Handle(diagnostic);
}

}  // namespace dslc
