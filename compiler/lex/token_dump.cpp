#include "compiler/lex/token_dump.h"

#include "compiler/base/float_format.h"
#include "compiler/base/utf8.h"
#include "llvm/Support/Format.h"

namespace dslc {
namespace {

// Shows text on one line: newlines, tabs, quotes and control bytes escaped,
// and bytes that are not UTF-8 (in bytes literals, or invalid source) as
// `\xNN`, so the dump itself is always valid UTF-8.
void PrintEscaped(llvm::StringRef text, llvm::raw_ostream& out) {
  for (size_t pos = 0; pos < text.size();) {
    unsigned char c = text[pos];
    DecodedChar decoded = DecodeUtf8(text, pos);
    if (c >= 0x80 && decoded.valid) {
      out << text.substr(pos, decoded.length);
      pos += decoded.length;
      continue;
    }
    ++pos;
    switch (c) {
      case '\n':
        out << "\\n";
        break;
      case '\r':
        out << "\\r";
        break;
      case '\t':
        out << "\\t";
        break;
      case '\\':
        out << "\\\\";
        break;
      case '\'':
        out << "\\'";
        break;
      default:
        if (c < 0x20 || c >= 0x7F) {
          out << llvm::format("\\x%02x", c);
        } else {
          out << c;
        }
    }
  }
}

void PrintRange(const SourceBuffer& source, SourceRange range, llvm::raw_ostream& out) {
  LineColumn begin = source.GetLineColumn(range.begin);
  out << begin.line << ":" << begin.column;
  if (range.end > range.begin) {
    LineColumn end = source.GetLineColumn(range.end);
    out << "-" << end.line << ":" << end.column;
  }
}

void PrintValue(const TokenizedBuffer& tokens, const Token& token, llvm::raw_ostream& out) {
  switch (token.kind) {
    case TokenKind::IntLiteral: {
      const IntLiteralValue& value = tokens.IntValue(token);
      if (value.too_large) {
        out << " value=<too large for 64 bits>";
      } else {
        out << " value=" << value.value;
      }
      return;
    }
    case TokenKind::FloatLiteral:
    case TokenKind::ImaginaryLiteral:
      out << " value=" << FormatFloatLikePython(tokens.FloatValue(token));
      return;
    case TokenKind::StringLiteral: {
      const StringLiteralValue& value = tokens.StringValue(token);
      out << " value='";
      PrintEscaped(value.value, out);
      out << "'";
      if (value.prefix.raw) out << " raw";
      if (value.prefix.bytes) out << " bytes";
      if (value.prefix.format) out << " format";
      return;
    }
    default:
      return;
  }
}

}  // namespace

void DumpTokens(const TokenizedBuffer& tokens, llvm::raw_ostream& out) {
  for (const Token& token : tokens.tokens()) {
    SourceRange range = token.range;
    // A line break is shown where it starts; its end is the next line.
    if (token.kind == TokenKind::Newline) range.end = range.begin;
    PrintRange(tokens.source(), range, out);
    out << " " << TokenKindName(token.kind);
    if (token.range.end > token.range.begin && token.kind != TokenKind::Newline) {
      out << " '";
      PrintEscaped(tokens.Text(token), out);
      out << "'";
    }
    PrintValue(tokens, token, out);
    out << "\n";
  }
}

}  // namespace dslc
