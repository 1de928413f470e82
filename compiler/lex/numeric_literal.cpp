#include "compiler/lex/numeric_literal.h"

#include <cctype>
#include <cstdlib>

#include "llvm/ADT/StringSwitch.h"

namespace dslc {
namespace {

bool IsIdentifierContinue(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' ||
         static_cast<unsigned char>(c) >= 0x80;
}

bool IsDigitOfBase(char c, unsigned base) {
  switch (base) {
    case 2:
      return c == '0' || c == '1';
    case 8:
      return c >= '0' && c <= '7';
    case 10:
      return std::isdigit(static_cast<unsigned char>(c));
    default:
      return std::isxdigit(static_cast<unsigned char>(c));
  }
}

char At(llvm::StringRef text, size_t pos) { return pos < text.size() ? text[pos] : '\0'; }

// Scans `digit (["_"] digit)*` in `base` from `*pos`. Returns false when no
// digit starts there; an underscore not followed by a digit sets `error`.
bool ScanDigitPart(llvm::StringRef text, size_t* pos, unsigned base, std::string* error) {
  if (!IsDigitOfBase(At(text, *pos), base)) return false;
  ++*pos;
  while (true) {
    char c = At(text, *pos);
    if (IsDigitOfBase(c, base)) {
      ++*pos;
    } else if (c == '_' && IsDigitOfBase(At(text, *pos + 1), base)) {
      *pos += 2;
    } else {
      if (c == '_' && error->empty()) *error = "invalid underscore in numeric literal";
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
// reports it, so that `123abc` is one bad token and not two.
void RejectTrailingCharacters(llvm::StringRef text, size_t* end, NumericLiteral* literal,
                              const std::string& message) {
  if (!IsIdentifierContinue(At(text, *end)) || StartsWithSeparatingKeyword(text.substr(*end))) {
    return;
  }
  while (IsIdentifierContinue(At(text, *end))) ++*end;
  if (literal->error.empty()) literal->error = message;
}

void AccumulateInteger(llvm::StringRef digits, unsigned base, NumericLiteral* literal) {
  for (char c : digits) {
    if (c == '_') continue;
    unsigned digit = std::isdigit(static_cast<unsigned char>(c))
                         ? c - '0'
                         : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
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
  const char* name = base == 16 ? "hexadecimal" : base == 8 ? "octal" : "binary";
  size_t end = pos + 2;
  if (At(text, end) == '_') ++end;
  size_t digits_begin = end;
  if (!ScanDigitPart(text, &end, base, &literal.error)) {
    literal.error = std::string("invalid ") + name + " literal";
  }
  AccumulateInteger(text.slice(digits_begin, end), base, &literal);
  char next = At(text, end);
  if (std::isdigit(static_cast<unsigned char>(next)) && literal.error.empty()) {
    literal.error = std::string("invalid digit '") + next + "' in " + name + " literal";
  }
  RejectTrailingCharacters(text, &end, &literal, std::string("invalid ") + name + " literal");
  literal.length = end - pos;
  return literal;
}

}  // namespace

NumericLiteral ScanNumericLiteral(llvm::StringRef text, size_t pos) {
  char second = static_cast<char>(std::tolower(static_cast<unsigned char>(At(text, pos + 1))));
  if (text[pos] == '0' && (second == 'x' || second == 'o' || second == 'b')) {
    return ScanRadixLiteral(text, pos);
  }
  NumericLiteral literal;
  size_t end = pos;
  bool has_integer_part = ScanDigitPart(text, &end, 10, &literal.error);
  size_t integer_end = end;
  bool is_float = false;
  if (At(text, end) == '.' && (has_integer_part || std::isdigit(static_cast<unsigned char>(At(text, end + 1))))) {
    is_float = true;
    ++end;
    ScanDigitPart(text, &end, 10, &literal.error);
  }
  char e = At(text, end);
  if (e == 'e' || e == 'E') {
    size_t exponent = end + 1;
    if (At(text, exponent) == '+' || At(text, exponent) == '-') ++exponent;
    if (ScanDigitPart(text, &exponent, 10, &literal.error)) {
      is_float = true;
      end = exponent;
    }
  }
  bool imaginary = At(text, end) == 'j' || At(text, end) == 'J';
  if (imaginary) ++end;
  RejectTrailingCharacters(text, &end, &literal, "invalid decimal literal");
  literal.length = end - pos;

  llvm::StringRef spelling = text.slice(pos, end);
  if (is_float || imaginary) {
    literal.kind = imaginary ? NumericLiteral::Kind::Imaginary : NumericLiteral::Kind::Float;
    literal.float_value = ParseFloat(spelling);
    return literal;
  }
  llvm::StringRef digits = text.slice(pos, integer_end);
  if (digits.size() > 1 && digits[0] == '0' && digits.find_first_not_of("0_") != llvm::StringRef::npos &&
      literal.error.empty()) {
    literal.error =
        "leading zeros in decimal integer literals are not permitted; use an 0o prefix for "
        "octal integers";
  }
  AccumulateInteger(digits, 10, &literal);
  return literal;
}

}  // namespace dslc
