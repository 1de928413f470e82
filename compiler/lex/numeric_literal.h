// Scans one Python numeric literal: decimal, hex, octal and binary integers
// with underscores, floats with fractions and exponents, imaginary numbers.
#pragma once

#include <cstdint>
#include <string>

#include "llvm/ADT/StringRef.h"

namespace dslc {

struct NumericLiteral {
  enum class Kind { Int, Float, Imaginary };
  Kind kind = Kind::Int;
  size_t length = 0;        // bytes of the literal, including a bad tail
  uint64_t int_value = 0;
  bool too_large = false;   // an integer above 2**64 - 1
  double float_value = 0;   // for Float and Imaginary
  std::string error;        // empty when the literal is valid
  // What the error is about (a bad digit, an underscore, a suffix), as an
  // offset into the scanned text and a length; inside the literal.
  size_t error_offset = 0;
  size_t error_length = 0;
};

// `text[pos]` is a digit, or a `.` followed by a digit.
NumericLiteral ScanNumericLiteral(llvm::StringRef text, size_t pos);

}  // namespace dslc
