// Scans one Python string literal (any prefix, single or triple quotes) and
// decodes its escapes. The value matters for signature strings; docstrings and
// host code only need the literal's extent.
#pragma once

#include <string>
#include <vector>

#include "llvm/ADT/StringRef.h"

namespace dslc {

struct StringPrefix {
  bool raw = false;
  bool bytes = false;
  bool format = false;  // f-string: scanned, never evaluated
};

// True if `text` is one of Python's string prefixes (r, b, f, u, rb, fr, ...).
bool ParseStringPrefix(llvm::StringRef text, StringPrefix* prefix);

// Something wrong inside a string literal; the lexer words the message
// (literal_diagnostics.cpp).
struct StringLiteralError {
  enum class Problem : uint8_t {
    InvalidUtf8,       // a byte that is not UTF-8
    NonAsciiInBytes,   // a character above U+007F in a bytes literal
    TruncatedEscape,   // `\x`, `\u` or `\U` with too few hexadecimal digits
    EscapeNotUnicode,  // `\U` above U+10FFFF
  };
  Problem problem;
  size_t offset;  // into the scanned text
  size_t length;
  int digits = 0;  // TruncatedEscape: how many hexadecimal digits the escape takes
};

struct ScannedString {
  size_t end = 0;  // offset just past the literal (or where it stopped)
  bool terminated = false;
  bool triple = false;
  std::string value;  // escapes decoded unless raw
  std::vector<StringLiteralError> errors;
};

// `text[quote]` is the opening quote, preceded by a prefix already parsed.
ScannedString ScanStringLiteral(llvm::StringRef text, size_t quote, StringPrefix prefix);

}  // namespace dslc
