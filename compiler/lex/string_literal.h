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

struct StringLiteralError {
  size_t offset;  // into the scanned text
  size_t length;
  std::string message;  // empty for an invalid UTF-8 byte
};

struct ScannedString {
  size_t end = 0;           // offset just past the literal (or where it stopped)
  bool terminated = false;
  bool triple = false;
  std::string value;        // escapes decoded unless raw
  std::vector<StringLiteralError> errors;
};

// `text[quote]` is the opening quote, preceded by a prefix already parsed.
ScannedString ScanStringLiteral(llvm::StringRef text, size_t quote, StringPrefix prefix);

}  // namespace dslc
