#include "compiler/lex/numeric_literal.h"

#include <cctype>
#include <cstdlib>

namespace dslc {
namespace {

bool IsIdentifierContinue(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' ||
         static_cast<unsigned char>(c) >= 0x80;
}

bool IsDecimalDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)); }

bool IsDigitOfBase(char c, unsigned base) {
  switch (base) {
    case 2:
      return c == '0' || c == '1';
    case 8:
      return c >= '0' && c <= '7';
    case 10:
      return IsDecimalDigit(c);
    default:
      return std::isxdigit(static_cast<unsigned char>(c));
  }
}

const char* BaseName(unsigned base) {
  return base == 16 ? "hexadecimal" : base == 8 ? "octal" : base == 2 ? "binary" : "decimal";
}

char At(llvm::StringRef text, size_t pos) { return pos < text.size() ? text[pos] : '\0'; }

// Keeps the first problem: later ones are usually its consequences.
void SetError(NumericLiteral* literal, size_t offset, size_t length,
              NumericLiteral::Problem problem, llvm::StringRef literal_name = "") {
  if (literal->problem != NumericLiteral::Problem::None) return;
  literal->problem = problem;
  literal->error_offset = offset;
  literal->error_length = length;
  literal->literal_name = literal_name;
}

void SetUnderscoreError(llvm::StringRef text, size_t offset, NumericLiteral* literal) {
  size_t end = offset;
  while (At(text, end) == '_') ++end;
  SetError(literal, offset, end - offset, NumericLiteral::Problem::Underscore);
}

// Scans `digit (["_"] digit)*` in `base` from `*pos`. Returns false when no
// digit starts there. An underscore not followed by a digit is an error.
bool ScanDigitPart(llvm::StringRef text, size_t* pos, unsigned base, NumericLiteral* literal) {
  if (!IsDigitOfBase(At(text, *pos), base)) return false;
  ++*pos;
  while (true) {
    char c = At(text, *pos);
    if (IsDigitOfBase(c, base)) {
      ++*pos;
    } else if (c == '_' && IsDigitOfBase(At(text, *pos + 1), base)) {
      *pos += 2;
    } else {
      if (c == '_') SetUnderscoreError(text, *pos, literal);
      return true;
    }
  }
}

// Python accepts a literal directly followed by these keywords (`1if x else 2`).
bool StartsWithSeparatingKeyword(llvm::StringRef rest) {
  for (llvm::StringRef keyword : {"and", "else", "for", "if", "in", "is", "not", "or"}) {
    if (rest.starts_with(keyword) && !IsIdentifierContinue(At(rest, keyword.size()))) return true;
  }
  return false;
}

// Extends the literal over a trailing run of identifier characters and
// reports it, so that `123abc` is one bad token and not two. The message
// names the first character that does not belong: an underscore, a digit the
// base does not have (`0b102`), or a suffix (`123abc`).
void RejectTrailingCharacters(llvm::StringRef text, size_t* end, NumericLiteral* literal,
                              unsigned base, const char* kind_name) {
  if (!IsIdentifierContinue(At(text, *end)) || StartsWithSeparatingKeyword(text.substr(*end))) {
    return;
  }
  size_t tail = *end;
  while (IsIdentifierContinue(At(text, *end))) ++*end;
  char first = text[tail];
  if (first == '_') {
    SetUnderscoreError(text, tail, literal);
  } else if (IsDecimalDigit(first)) {
    SetError(literal, tail, 1, NumericLiteral::Problem::Digit, BaseName(base));
  } else {
    SetError(literal, tail, *end - tail, NumericLiteral::Problem::Suffix, kind_name);
  }
}

void AccumulateInteger(llvm::StringRef digits, unsigned base, NumericLiteral* literal) {
  for (char c : digits) {
    if (c == '_') continue;
    unsigned digit =
        IsDecimalDigit(c) ? c - '0' : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
    if (literal->int_value > (UINT64_MAX - digit) / base) literal->too_large = true;
    literal->int_value = literal->int_value * base + digit;
  }
}

double ParseFloat(llvm::StringRef text) {
  std::string clean;
  for (char c : text) {
    if (c != '_' && c != 'j' && c != 'J') clean += c;
  }
  // strtod reads "1e400" as inf, as Python does; the C locale is in effect.
  return std::strtod(clean.c_str(), nullptr);
}

NumericLiteral ScanRadixLiteral(llvm::StringRef text, size_t pos) {
  NumericLiteral literal;
  char marker = static_cast<char>(std::tolower(static_cast<unsigned char>(text[pos + 1])));
  unsigned base = marker == 'x' ? 16 : marker == 'o' ? 8 : 2;
  size_t end = pos + 2;
  if (At(text, end) == '_') ++end;
  size_t digits_begin = end;
  bool has_digits = ScanDigitPart(text, &end, base, &literal);
  AccumulateInteger(text.slice(digits_begin, end), base, &literal);
  // `0x`, `0b_`: nothing that could be a digit follows the prefix.
  if (!has_digits && !IsIdentifierContinue(At(text, end))) {
    SetError(&literal, pos, end - pos, NumericLiteral::Problem::NoDigits, BaseName(base));
  }
  RejectTrailingCharacters(text, &end, &literal, base, BaseName(base));
  literal.length = end - pos;
  return literal;
}

// `e` or `E` at `*end`: scans an exponent. An exponent without digits (`1e`,
// `1e+`) is an error, unless the `e` starts a word (`1else`, `1ex`), which is
// left to RejectTrailingCharacters.
bool ScanExponent(llvm::StringRef text, size_t* end, NumericLiteral* literal) {
  size_t exponent = *end + 1;
  bool has_sign = At(text, exponent) == '+' || At(text, exponent) == '-';
  if (has_sign) ++exponent;
  if (ScanDigitPart(text, &exponent, 10, literal)) {
    *end = exponent;
    return true;
  }
  if (has_sign || !IsIdentifierContinue(At(text, exponent))) {
    SetError(literal, *end, exponent - *end, NumericLiteral::Problem::ExponentNoDigits);
    *end = exponent;
  }
  return false;
}

}  // namespace

NumericLiteral ScanNumericLiteral(llvm::StringRef text, size_t pos) {
  char second = static_cast<char>(std::tolower(static_cast<unsigned char>(At(text, pos + 1))));
  if (text[pos] == '0' && (second == 'x' || second == 'o' || second == 'b')) {
    return ScanRadixLiteral(text, pos);
  }
  NumericLiteral literal;
  size_t end = pos;
  bool has_integer_part = ScanDigitPart(text, &end, 10, &literal);
  size_t integer_end = end;
  bool is_float = false;
  if (At(text, end) == '.' && (has_integer_part || IsDecimalDigit(At(text, end + 1)))) {
    is_float = true;
    ++end;
    ScanDigitPart(text, &end, 10, &literal);
  }
  char e = At(text, end);
  if ((e == 'e' || e == 'E') && ScanExponent(text, &end, &literal)) is_float = true;
  bool imaginary = At(text, end) == 'j' || At(text, end) == 'J';
  if (imaginary) ++end;
  const char* kind_name = imaginary ? "imaginary" : is_float ? "floating-point" : "decimal";
  RejectTrailingCharacters(text, &end, &literal, 10, kind_name);
  literal.length = end - pos;

  llvm::StringRef spelling = text.slice(pos, end);
  if (is_float || imaginary) {
    literal.kind = imaginary ? NumericLiteral::Kind::Imaginary : NumericLiteral::Kind::Float;
    literal.float_value = ParseFloat(spelling);
    return literal;
  }
  llvm::StringRef digits = text.slice(pos, integer_end);
  if (digits.size() > 1 && digits[0] == '0' &&
      digits.find_first_not_of("0_") != llvm::StringRef::npos) {
    SetError(&literal, pos, digits.size(), NumericLiteral::Problem::LeadingZeros);
  }
  AccumulateInteger(digits, 10, &literal);
  return literal;
}

}  // namespace dslc
