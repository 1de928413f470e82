#include "compiler/lex/string_literal.h"

#include <cctype>

#include "compiler/base/utf8.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"

namespace dslc {
namespace {

void AppendUtf8(uint32_t code_point, std::string* out) {
  char buffer[4];
  char* end = buffer;
  if (llvm::ConvertCodePointToUTF8(code_point, end)) out->append(buffer, end);
}

bool IsOctal(char c) { return c >= '0' && c <= '7'; }

class StringScanner {
 public:
  StringScanner(llvm::StringRef text, size_t quote, StringPrefix prefix)
      : text_(text), prefix_(prefix), quote_(text[quote]) {
    result_.triple = text.substr(quote, 3) == std::string(3, quote_);
    pos_ = quote + (result_.triple ? 3 : 1);
  }

  ScannedString Run() {
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (IsClosingQuote()) {
        pos_ += result_.triple ? 3 : 1;
        result_.terminated = true;
        break;
      }
      if ((c == '\n' || c == '\r') && !result_.triple) break;
      if (c == '\\' && pos_ + 1 < text_.size()) {
        ScanEscape();
      } else {
        ScanCharacter();
      }
    }
    result_.end = pos_;
    return std::move(result_);
  }

 private:
  bool IsClosingQuote() const {
    if (text_[pos_] != quote_) return false;
    return !result_.triple || text_.substr(pos_, 3) == std::string(3, quote_);
  }

  void Error(StringLiteralError::Problem problem, size_t offset, size_t length, int digits = 0) {
    result_.errors.push_back({problem, offset, length, digits});
  }

  void ScanCharacter() {
    DecodedChar c = DecodeUtf8(text_, pos_);
    if (!c.valid) {
      Error(StringLiteralError::Problem::InvalidUtf8, pos_, 1);
    } else if (prefix_.bytes && c.code_point >= 0x80 && !reported_non_ascii_) {
      // Once per literal: the rest of a non-ASCII word says nothing new.
      reported_non_ascii_ = true;
      Error(StringLiteralError::Problem::NonAsciiInBytes, pos_, c.length);
    }
    result_.value.append(text_.data() + pos_, c.length);
    pos_ += c.length;
  }

  // A line break inside a string, kept as written ("\r\n" is one).
  void ScanLineBreak() {
    size_t length = text_.substr(pos_, 2) == "\r\n" ? 2 : 1;
    result_.value.append(text_.data() + pos_, length);
    pos_ += length;
  }

  // `\` followed by at least one character.
  void ScanEscape() {
    size_t start = pos_;
    char c = text_[pos_ + 1];
    if (prefix_.raw) {
      // A raw string keeps the backslash and what follows it, but the
      // backslash still stops a quote or a line break from ending the string.
      result_.value += '\\';
      ++pos_;
      if (c == '\n' || c == '\r') {
        ScanLineBreak();
      } else {
        ScanCharacter();
      }
      return;
    }
    pos_ += 2;
    switch (c) {
      case '\n':
        return;
      case '\r':
        if (pos_ < text_.size() && text_[pos_] == '\n') ++pos_;
        return;
      case '\\':
      case '\'':
      case '"':
        result_.value += c;
        return;
      case 'a':
        result_.value += '\a';
        return;
      case 'b':
        result_.value += '\b';
        return;
      case 'f':
        result_.value += '\f';
        return;
      case 'n':
        result_.value += '\n';
        return;
      case 'r':
        result_.value += '\r';
        return;
      case 't':
        result_.value += '\t';
        return;
      case 'v':
        result_.value += '\v';
        return;
      case 'x':
        ScanHexEscape(start, 2);
        return;
      case 'u':
      case 'U':
        if (prefix_.bytes) break;
        ScanHexEscape(start, c == 'u' ? 4 : 8);
        return;
      default:
        if (IsOctal(c)) {
          ScanOctalEscape(c);
          return;
        }
        break;
    }
    // Python keeps unknown escapes (and `\N{...}`, which needs Unicode names) as written.
    result_.value += '\\';
    pos_ = start + 1;
  }

  // `\x`, `\u` or `\U` at `start`, followed by exactly `digits` hex digits.
  void ScanHexEscape(size_t start, int digits) {
    uint32_t value = 0;
    for (int i = 0; i < digits; ++i) {
      if (pos_ >= text_.size() || !std::isxdigit(static_cast<unsigned char>(text_[pos_]))) {
        Error(StringLiteralError::Problem::TruncatedEscape, start, pos_ - start, digits);
        return;
      }
      value = value * 16 + llvm::hexDigitValue(text_[pos_++]);
    }
    if (digits == 2 && prefix_.bytes) {
      result_.value += static_cast<char>(value);
    } else if (value > 0x10FFFF) {
      Error(StringLiteralError::Problem::EscapeNotUnicode, start, pos_ - start);
    } else {
      AppendUtf8(value, &result_.value);
    }
  }

  void ScanOctalEscape(char first) {
    uint32_t value = first - '0';
    for (int i = 0; i < 2 && pos_ < text_.size() && IsOctal(text_[pos_]); ++i) {
      value = value * 8 + (text_[pos_++] - '0');
    }
    if (prefix_.bytes) {
      result_.value += static_cast<char>(value & 0xFF);
    } else {
      AppendUtf8(value, &result_.value);
    }
  }

  llvm::StringRef text_;
  StringPrefix prefix_;
  char quote_;
  size_t pos_;
  ScannedString result_;
  bool reported_non_ascii_ = false;
};

}  // namespace

bool ParseStringPrefix(llvm::StringRef text, StringPrefix* prefix) {
  if (text.size() > 2) return false;
  StringPrefix result;
  bool unicode = false;
  for (char c : text.lower()) {
    bool* flag = c == 'r'   ? &result.raw
                 : c == 'b' ? &result.bytes
                 : c == 'f' ? &result.format
                 : c == 'u' ? &unicode
                            : nullptr;
    if (!flag || *flag) return false;
    *flag = true;
  }
  // `u` stands alone; bytes cannot be formatted.
  if (unicode && text.size() > 1) return false;
  if (result.bytes && result.format) return false;
  *prefix = result;
  return true;
}

ScannedString ScanStringLiteral(llvm::StringRef text, size_t quote, StringPrefix prefix) {
  return StringScanner(text, quote, prefix).Run();
}

}  // namespace dslc
