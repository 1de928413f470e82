// Scans one Python numeric literal: decimal, hex, octal and binary integers
// with underscores, floats with fractions and exponents, imaginary numbers.
#pragma once

#include <cstdint>

#include "llvm/ADT/StringRef.h"

namespace dslc {

struct NumericLiteral {
  enum class Kind { Int, Float, Imaginary };
  // What is wrong with the literal; the lexer words the message
  // (literal_diagnostics.cpp).
  enum class Problem : uint8_t {
    None,
    Underscore,        // `_` not between two digits: `1__0`, `1_`
    Digit,             // a digit the base does not have: `0b102`
    Suffix,            // letters after the number: `123abc`
    NoDigits,          // a prefix without digits: `0x`
    ExponentNoDigits,  // `1e+`
    LeadingZeros,      // a decimal integer `0777`
  };
  Kind kind = Kind::Int;
  size_t length = 0;  // bytes of the literal, including a bad tail
  uint64_t int_value = 0;
  bool too_large = false;           // an integer above 2**64 - 1
  double float_value = 0;           // for Float and Imaginary
  Problem problem = Problem::None;  // the first one found
  // What the problem is about (a bad digit, an underscore, a suffix, the
  // prefix, the exponent), as an offset into the scanned text and a length;
  // inside the literal.
  size_t error_offset = 0;
  size_t error_length = 0;
  // The literal in words, for Digit, Suffix and NoDigits: "binary",
  // "hexadecimal", "decimal", "floating-point", "imaginary"...
  llvm::StringRef literal_name;
};

// `text[pos]` is a digit, or a `.` followed by a digit.
NumericLiteral ScanNumericLiteral(llvm::StringRef text, size_t pos);

}  // namespace dslc
