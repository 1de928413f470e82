// Diagnostic kinds, levels and the declaration macro. A diagnostic is declared
// next to the code that emits it:
//
//   DSLC_DIAGNOSTIC(ExpectedToken, Error, "expected {0}, found {1}",
//                   llvm::StringRef, llvm::StringRef);
//   emitter.Emit(location, ExpectedToken, "`)`", "newline");
//
// and its kind is listed once in diagnostic_kinds.def. Wording: lower case, no
// trailing period, code in backticks; say what was seen, then the rule.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/base/source_buffer.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace dslc {

enum class DiagnosticKind : uint16_t {
#define DSLC_DIAGNOSTIC_KIND(Name) Name,
#include "compiler/diagnostics/diagnostic_kinds.def"
};

llvm::StringRef DiagnosticKindName(DiagnosticKind kind);

enum class DiagnosticLevel : uint8_t { Error, Warning, Note };

// Where a diagnostic points. A null buffer means "no source location" (for
// example a file that could not be opened).
struct Location {
  const SourceBuffer* buffer = nullptr;
  SourceRange range;
};

struct DiagnosticMessage {
  DiagnosticKind kind;
  DiagnosticLevel level;
  Location location;
  std::string text;
  // The values of the format's `{0}`, `{1}`, ... fields, as text: what a
  // consumer needs to act on a message without reading its wording.
  std::vector<std::string> args = {};
};

// An error or warning with the notes attached to it.
struct Diagnostic {
  DiagnosticMessage message;
  std::vector<DiagnosticMessage> notes;
};

// The static part of a diagnostic; `Args` are the types of its `{N}` fields.
template <typename... Args>
struct DiagnosticBase {
  DiagnosticKind kind;
  DiagnosticLevel level;
  const char* format;
};

// Replaces `{0}`, `{1}`, ... in `format` with `args`.
std::string FormatDiagnostic(llvm::StringRef format, llvm::ArrayRef<std::string> args);

inline std::string DiagnosticArg(llvm::StringRef text) { return text.str(); }
inline std::string DiagnosticArg(const std::string& text) { return text; }
inline std::string DiagnosticArg(const char* text) { return text; }
inline std::string DiagnosticArg(int64_t value) { return std::to_string(value); }
inline std::string DiagnosticArg(uint64_t value) { return std::to_string(value); }
inline std::string DiagnosticArg(int value) { return std::to_string(value); }
inline std::string DiagnosticArg(unsigned value) { return std::to_string(value); }

}  // namespace dslc

#define DSLC_DIAGNOSTIC(Name, Level, Format, ...)                        \
  static constexpr ::dslc::DiagnosticBase<__VA_ARGS__> Name {            \
    ::dslc::DiagnosticKind::Name, ::dslc::DiagnosticLevel::Level, Format \
  }
