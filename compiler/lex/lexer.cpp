#include "compiler/lex/lexer.h"

#include <cctype>
#include <cstring>

#include "compiler/base/utf8.h"
#include "compiler/lex/indent_stack.h"
#include "compiler/lex/numeric_literal.h"
#include "compiler/lex/string_literal.h"
#include "llvm/ADT/StringExtras.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(NulByte, Error, "source code cannot contain NUL bytes");
DSLC_DIAGNOSTIC(InvalidUtf8, Error, "invalid UTF-8 byte 0x{0}: source files must be UTF-8",
                std::string);
DSLC_DIAGNOSTIC(InvalidCharacter, Error, "invalid character {0} in source", std::string);
DSLC_DIAGNOSTIC(InconsistentTabs, Error, "inconsistent use of tabs and spaces in indentation");
DSLC_DIAGNOSTIC(DedentMismatch, Error, "unindent does not match any outer indentation level");
DSLC_DIAGNOSTIC(TooManyIndentLevels, Error, "too many levels of indentation (the limit is {0})",
                size_t);
DSLC_DIAGNOSTIC(StrayBackslash, Error,
                "unexpected character after line continuation character `\\`");
DSLC_DIAGNOSTIC(BackslashAtEndOfFile, Error, "unexpected end of file after `\\`");
DSLC_DIAGNOSTIC(UnclosedBracket, Error, "`{0}` was never closed", std::string);
DSLC_DIAGNOSTIC(UnopenedBracket, Error, "unmatched `{0}`", std::string);
DSLC_DIAGNOSTIC(MismatchedBracket, Error, "closing `{0}` does not match opening `{1}`",
                std::string, std::string);
DSLC_DIAGNOSTIC(BracketOpenedHere, Note, "`{0}` opened here", std::string);
DSLC_DIAGNOSTIC(TooManyNestedBrackets, Error, "too many nested brackets (the limit is {0})",
                size_t);
DSLC_DIAGNOSTIC(InvalidNumericLiteral, Error, "{0}", std::string);
DSLC_DIAGNOSTIC(UnterminatedString, Error, "unterminated string literal");
DSLC_DIAGNOSTIC(UnterminatedTripleQuotedString, Error, "unterminated triple-quoted string literal");
DSLC_DIAGNOSTIC(InvalidStringContent, Error, "{0}", std::string);

// Python's limit on bracket nesting.
constexpr size_t kMaxBracketDepth = 200;

bool IsAsciiIdentifierStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool IsAsciiIdentifierContinue(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// Non-ASCII code points accepted in identifiers. Python's rule is Unicode's
// XID classes; this rejects the spaces, punctuation and symbols that show up
// in source by accident (no-break space, typographic quotes, math signs).
bool IsIdentifierCodePoint(uint32_t c) {
  if (c < 0xC0) return c == 0xAA || c == 0xB5 || c == 0xBA;
  if (c == 0xD7 || c == 0xF7) return false;
  if (c >= 0x2000 && c <= 0x2BFF) return false;
  if (c >= 0x3000 && c <= 0x303F) return false;
  if (c >= 0xFE00 && c <= 0xFE0F) return false;
  if (c == 0xFEFF || (c >= 0xFF00 && c <= 0xFF20)) return false;
  return true;
}

std::string DescribeCodePoint(llvm::StringRef text, uint32_t code_point) {
  std::string hex = llvm::utohexstr(code_point, /*LowerCase=*/false, 4);
  bool printable = code_point >= 0x21 && code_point != 0x7F && code_point != 0xA0;
  return (printable ? "`" + text.str() + "` " : std::string()) + "(U+" + hex + ")";
}

// Keywords that begin a statement and can never appear inside brackets.
bool IsStatementOnlyKeyword(TokenKind kind) {
  switch (kind) {
    case TokenKind::Def: case TokenKind::Class: case TokenKind::Return: case TokenKind::Pass:
    case TokenKind::Break: case TokenKind::Continue: case TokenKind::Import: case TokenKind::Try:
    case TokenKind::Except: case TokenKind::Finally: case TokenKind::With: case TokenKind::Raise:
    case TokenKind::Del: case TokenKind::Global: case TokenKind::Nonlocal: case TokenKind::Assert:
    case TokenKind::While: case TokenKind::Elif:
      return true;
    default:
      return false;
  }
}

TokenKind ClosingFor(TokenKind open) {
  return open == TokenKind::LParen ? TokenKind::RParen
         : open == TokenKind::LBracket ? TokenKind::RBracket
                                       : TokenKind::RBrace;
}

class Lexer {
 public:
  Lexer(const SourceBuffer& source, DiagnosticEmitter& emitter)
      : source_(source), emitter_(emitter), text_(source.text()), tokens_(source) {}

  TokenizedBuffer Run() {
    if (text_.starts_with("\xEF\xBB\xBF")) pos_ = 3;
    ReportFirstNul();
    while (pos_ < text_.size() && !emitter_.stopped()) {
      if (at_line_start_) {
        LexLineStart();
        continue;
      }
      LexOne();
    }
    FinishFile();
    return std::move(tokens_);
  }

 private:
  Location At(size_t begin, size_t end) const {
    return {&source_, {static_cast<uint32_t>(begin), static_cast<uint32_t>(end)}};
  }

  void Add(TokenKind kind, size_t begin, size_t end) {
    tokens_.Add(kind, {static_cast<uint32_t>(begin), static_cast<uint32_t>(end)});
    if (kind != TokenKind::Newline && kind != TokenKind::Indent && kind != TokenKind::Dedent) {
      line_has_tokens_ = true;
    }
  }

  bool InsideBrackets() const { return !brackets_.empty() || overflow_brackets_ > 0; }

  // The first NUL byte is reported once; NULs are then skipped as blanks.
  void ReportFirstNul() {
    const void* nul = std::memchr(text_.data(), '\0', text_.size());
    if (!nul) return;
    size_t offset = static_cast<const char*>(nul) - text_.data();
    emitter_.Emit(At(offset, offset + 1), NulByte);
  }

  // Measures the indentation of a new logical line and emits INDENT/DEDENT.
  // Blank and comment-only lines leave the indentation alone.
  void LexLineStart() {
    at_line_start_ = false;
    IndentWidth width;
    size_t begin = pos_;
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\f' || text_[pos_] == '\0')) {
      width.Add(text_[pos_++]);
    }
    if (pos_ >= text_.size()) return;
    char c = text_[pos_];
    if (c == '#' || c == '\n' || c == '\r') return;
    if (c == '\\' && pos_ + 1 < text_.size() && (text_[pos_ + 1] == '\n' || text_[pos_ + 1] == '\r')) {
      return;
    }
    IndentStack::Change change = indents_.Update(width);
    Location where = At(begin, pos_);
    switch (change.status) {
      case IndentStack::Status::Ok:
        break;
      case IndentStack::Status::Inconsistent:
        emitter_.Emit(where, InconsistentTabs);
        break;
      case IndentStack::Status::NoMatch:
        emitter_.Emit(where, DedentMismatch);
        break;
      case IndentStack::Status::TooDeep:
        // Every deeper line would say the same; once is enough.
        if (!reported_too_deep_) emitter_.Emit(where, TooManyIndentLevels, IndentStack::kMaxDepth);
        reported_too_deep_ = true;
        break;
    }
    if (change.indent) Add(TokenKind::Indent, pos_, pos_);
    for (uint32_t i = 0; i < change.dedents; ++i) Add(TokenKind::Dedent, pos_, pos_);
  }

  void LexOne() {
    char c = text_[pos_];
    switch (c) {
      case ' ': case '\t': case '\f': case '\0':
        ++pos_;
        return;
      case '\n': case '\r':
        LexNewline();
        return;
      case '#':
        SkipComment();
        return;
      case '\\':
        LexBackslash();
        return;
      case '"': case '\'':
        LexString(pos_, pos_, StringPrefix{});
        return;
      default:
        break;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) ||
        (c == '.' && pos_ + 1 < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_ + 1])))) {
      LexNumber();
    } else if (IsAsciiIdentifierStart(c) || static_cast<unsigned char>(c) >= 0x80) {
      LexIdentifier();
    } else {
      LexSymbol();
    }
  }

  void LexNewline() {
    size_t begin = pos_;
    pos_ += text_.substr(pos_, 2) == "\r\n" ? 2 : 1;
    if (InsideBrackets()) return;
    if (line_has_tokens_) {
      Add(TokenKind::Newline, begin, pos_);
      line_has_tokens_ = false;
    }
    at_line_start_ = true;
  }

  void SkipComment() {
    while (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\r') {
      if (static_cast<unsigned char>(text_[pos_]) < 0x80) {
        ++pos_;
        continue;
      }
      DecodedChar c = DecodeUtf8(text_, pos_);
      if (!c.valid) ReportInvalidUtf8(pos_);
      pos_ += c.length;
    }
  }

  void ReportInvalidUtf8(size_t offset) {
    uint8_t byte = static_cast<uint8_t>(text_[offset]);
    emitter_.Emit(At(offset, offset + 1), InvalidUtf8, llvm::utohexstr(byte, false, 2));
  }

  // `\` joins the next line to this one; anything else after it is an error.
  void LexBackslash() {
    size_t begin = pos_++;
    if (pos_ >= text_.size()) {
      emitter_.Emit(At(begin, pos_), BackslashAtEndOfFile);
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    if (text_[pos_] == '\n' || text_[pos_] == '\r') {
      pos_ += text_.substr(pos_, 2) == "\r\n" ? 2 : 1;
      return;
    }
    emitter_.Emit(At(begin, pos_), StrayBackslash);
    Add(TokenKind::Error, begin, pos_);
  }

  void LexNumber() {
    NumericLiteral literal = ScanNumericLiteral(text_, pos_);
    size_t begin = pos_;
    pos_ += literal.length;
    if (!literal.error.empty()) {
      emitter_.Emit(At(begin, pos_), InvalidNumericLiteral, literal.error);
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    SourceRange range{static_cast<uint32_t>(begin), static_cast<uint32_t>(pos_)};
    switch (literal.kind) {
      case NumericLiteral::Kind::Int:
        tokens_.AddInt(range, {literal.int_value, literal.too_large});
        break;
      case NumericLiteral::Kind::Float:
        tokens_.AddFloat(TokenKind::FloatLiteral, range, literal.float_value);
        break;
      case NumericLiteral::Kind::Imaginary:
        tokens_.AddFloat(TokenKind::ImaginaryLiteral, range, literal.float_value);
        break;
    }
    line_has_tokens_ = true;
  }

  // Identifiers, keywords, and string literals with a prefix (`r"..."`).
  void LexIdentifier() {
    size_t begin = pos_;
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (IsAsciiIdentifierContinue(c)) {
        ++pos_;
        continue;
      }
      if (static_cast<unsigned char>(c) < 0x80) break;
      DecodedChar decoded = DecodeUtf8(text_, pos_);
      if (!decoded.valid || !IsIdentifierCodePoint(decoded.code_point)) break;
      pos_ += decoded.length;
    }
    if (pos_ == begin) {
      LexInvalidCharacter();
      return;
    }
    llvm::StringRef word = text_.slice(begin, pos_);
    StringPrefix prefix;
    if (pos_ < text_.size() && (text_[pos_] == '"' || text_[pos_] == '\'') &&
        ParseStringPrefix(word, &prefix)) {
      LexString(begin, pos_, prefix);
      return;
    }
    TokenKind keyword;
    bool is_keyword = LookupKeyword(word, &keyword);
    if (is_keyword && InsideBrackets() && IsStatementOnlyKeyword(keyword) &&
        StartsPhysicalLine(begin)) {
      RecoverFromUnclosedBrackets(begin);
      return;
    }
    Add(is_keyword ? keyword : TokenKind::Identifier, begin, pos_);
  }

  // Only blanks between the previous line break and `offset`.
  bool StartsPhysicalLine(size_t offset) const {
    size_t line_start = text_.find_last_of("\n\r", offset == 0 ? 0 : offset - 1);
    line_start = line_start == llvm::StringRef::npos ? 0 : line_start + 1;
    return text_.slice(line_start, offset).find_first_not_of(" \t\f") == llvm::StringRef::npos;
  }

  // A line that starts with `def`, `return`, `while`... cannot be inside
  // brackets, so the brackets before it were never closed. Report that, end
  // the broken logical line, and lex this line afresh, so one missing `)`
  // does not swallow the rest of the file.
  void RecoverFromUnclosedBrackets(size_t keyword_begin) {
    ReportUnclosedBracket();
    brackets_.clear();
    overflow_brackets_ = 0;
    size_t line_start = keyword_begin;
    while (line_start > 0 && text_[line_start - 1] != '\n' && text_[line_start - 1] != '\r') {
      --line_start;
    }
    Add(TokenKind::Error, line_start, line_start);
    Add(TokenKind::Newline, line_start, line_start);
    line_has_tokens_ = false;
    pos_ = line_start;
    at_line_start_ = true;
  }

  void ReportUnclosedBracket() {
    for (const OpenBracketInfo& open : brackets_) tokens_.MarkUnclosed(open.token_index);
    OpenBracketInfo open = brackets_.back();
    emitter_.Emit(At(open.offset, open.offset + 1), UnclosedBracket,
                  text_.substr(open.offset, 1).str());
  }

  void LexInvalidCharacter() {
    size_t begin = pos_;
    DecodedChar c = DecodeUtf8(text_, pos_);
    pos_ += c.length;
    if (!c.valid) {
      ReportInvalidUtf8(begin);
    } else {
      emitter_.Emit(At(begin, pos_), InvalidCharacter,
                    DescribeCodePoint(text_.slice(begin, pos_), c.code_point));
    }
    Add(TokenKind::Error, begin, pos_);
  }

  void LexString(size_t begin, size_t quote, StringPrefix prefix) {
    ScannedString scanned = ScanStringLiteral(text_, quote, prefix);
    pos_ = scanned.end;
    for (const StringLiteralError& error : scanned.errors) {
      if (error.message.empty()) {
        ReportInvalidUtf8(error.offset);
      } else {
        emitter_.Emit(At(error.offset, error.offset + error.length), InvalidStringContent,
                      error.message);
      }
    }
    if (!scanned.terminated) {
      if (scanned.triple) {
        emitter_.Emit(At(begin, quote + 3), UnterminatedTripleQuotedString);
      } else {
        emitter_.Emit(At(begin, pos_), UnterminatedString);
      }
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    tokens_.AddString({static_cast<uint32_t>(begin), static_cast<uint32_t>(pos_)},
                      {std::move(scanned.value), prefix});
    line_has_tokens_ = true;
  }

  void LexSymbol() {
    TokenKind kind;
    size_t length = LookupSymbol(text_.substr(pos_), &kind);
    if (length == 0) {
      LexInvalidCharacter();
      return;
    }
    size_t begin = pos_;
    pos_ += length;
    switch (kind) {
      case TokenKind::LParen: case TokenKind::LBracket: case TokenKind::LBrace:
        OpenBracket(kind, begin);
        return;
      case TokenKind::RParen: case TokenKind::RBracket: case TokenKind::RBrace:
        CloseBracket(kind, begin);
        return;
      default:
        Add(kind, begin, pos_);
    }
  }

  // Brackets beyond the nesting limit become Error tokens, which the parser
  // skips without a second message.
  void OpenBracket(TokenKind kind, size_t begin) {
    if (brackets_.size() >= kMaxBracketDepth || overflow_brackets_ > 0) {
      if (overflow_brackets_++ == 0) {
        emitter_.Emit(At(begin, pos_), TooManyNestedBrackets, kMaxBracketDepth);
      }
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    brackets_.push_back({kind, static_cast<uint32_t>(begin), tokens_.size()});
    Add(kind, begin, pos_);
  }

  void CloseBracket(TokenKind kind, size_t begin) {
    if (overflow_brackets_ > 0) {
      --overflow_brackets_;
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    std::string spelling = text_.slice(begin, pos_).str();
    if (brackets_.empty()) {
      emitter_.Emit(At(begin, pos_), UnopenedBracket, spelling);
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    OpenBracketInfo open = brackets_.back();
    brackets_.pop_back();
    if (ClosingFor(open.kind) != kind) {
      std::string opening = text_.substr(open.offset, 1).str();
      emitter_.Build(At(begin, pos_), MismatchedBracket, spelling, opening)
          .Note(At(open.offset, open.offset + 1), BracketOpenedHere, opening)
          .Emit();
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    Add(kind, begin, pos_);
  }

  void FinishFile() {
    size_t end = text_.size();
    if (!brackets_.empty() && !emitter_.stopped()) {
      ReportUnclosedBracket();
      Add(TokenKind::Error, end, end);
    }
    if (line_has_tokens_) Add(TokenKind::Newline, end, end);
    for (uint32_t i = indents_.depth(); i > 0; --i) Add(TokenKind::Dedent, end, end);
    Add(TokenKind::EndOfFile, end, end);
  }

  struct OpenBracketInfo {
    TokenKind kind;
    uint32_t offset;
    size_t token_index;
  };

  const SourceBuffer& source_;
  DiagnosticEmitter& emitter_;
  llvm::StringRef text_;
  TokenizedBuffer tokens_;
  size_t pos_ = 0;
  bool at_line_start_ = true;
  bool line_has_tokens_ = false;
  IndentStack indents_;
  std::vector<OpenBracketInfo> brackets_;
  uint32_t overflow_brackets_ = 0;
  bool reported_too_deep_ = false;
};

}  // namespace

TokenizedBuffer Lex(const SourceBuffer& source, DiagnosticEmitter& emitter) {
  return Lexer(source, emitter).Run();
}

}  // namespace dslc
