#include "compiler/lex/lexer.h"

#include <cctype>
#include <cstring>

#include "compiler/base/utf8.h"
#include "compiler/lex/bracket_diagnostics.h"
#include "compiler/lex/character_names.h"
#include "compiler/lex/indent_stack.h"
#include "compiler/lex/literal_diagnostics.h"
#include "compiler/lex/numeric_literal.h"
#include "compiler/lex/string_literal.h"
#include "llvm/ADT/StringExtras.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(NulByte, Error, "source code cannot contain NUL bytes");
DSLC_DIAGNOSTIC(InvalidUtf8, Error, "invalid UTF-8 byte 0x{0}: source files must be UTF-8",
                std::string);
DSLC_DIAGNOSTIC(InvalidCharacter, Error, "invalid character {0} in source{1}", std::string,
                std::string);
DSLC_DIAGNOSTIC(InconsistentTabs, Error, "inconsistent use of tabs and spaces in indentation");
DSLC_DIAGNOSTIC(DedentMismatch, Error, "unindent does not match any outer indentation level");
DSLC_DIAGNOSTIC(TooManyIndentLevels, Error, "too many levels of indentation (the limit is {0})",
                size_t);
DSLC_DIAGNOSTIC(StrayBackslash, Error,
                "unexpected character after line continuation character `\\`");
DSLC_DIAGNOSTIC(BackslashAtEndOfFile, Error, "unexpected end of file after `\\`");
DSLC_DIAGNOSTIC(BackslashNotAtEndOfLine, Error,
                "line continuation character `\\` must end its line; found {0} after it",
                std::string);
DSLC_DIAGNOSTIC(UnclosedBracket, Error, "`{0}` was never closed", std::string);
DSLC_DIAGNOSTIC(UnopenedBracket, Error, "unmatched `{0}`", std::string);
DSLC_DIAGNOSTIC(MismatchedBracket, Error, "closing `{0}` does not match opening `{1}`", std::string,
                std::string);
DSLC_DIAGNOSTIC(TooManyNestedBrackets, Error, "too many nested brackets (the limit is {0})",
                size_t);
DSLC_DIAGNOSTIC(UnterminatedString, Error, "unterminated string literal");
DSLC_DIAGNOSTIC(UnterminatedTripleQuotedString, Error, "unterminated triple-quoted string literal");

// Python's limit on bracket nesting.
constexpr size_t kMaxBracketDepth = 200;

bool IsAsciiIdentifierStart(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}

// Blanks between tokens. A NUL is reported once for the file (see
// ReportFirstNul) and then skipped like a blank.
bool IsBlank(char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\0'; }

// Keywords that begin a statement and can never appear inside brackets.
bool IsStatementOnlyKeyword(TokenKind kind) {
  switch (kind) {
    case TokenKind::Def:
    case TokenKind::Class:
    case TokenKind::Return:
    case TokenKind::Pass:
    case TokenKind::Break:
    case TokenKind::Continue:
    case TokenKind::Import:
    case TokenKind::Try:
    case TokenKind::Except:
    case TokenKind::Finally:
    case TokenKind::With:
    case TokenKind::Raise:
    case TokenKind::Del:
    case TokenKind::Global:
    case TokenKind::Nonlocal:
    case TokenKind::Assert:
    case TokenKind::While:
    case TokenKind::Elif:
      return true;
    default:
      return false;
  }
}

TokenKind ClosingFor(TokenKind open) {
  return open == TokenKind::LParen     ? TokenKind::RParen
         : open == TokenKind::LBracket ? TokenKind::RBracket
                                       : TokenKind::RBrace;
}

bool IsLineBreak(char c) { return c == '\n' || c == '\r'; }

class Lexer {
 public:
  Lexer(const SourceBuffer& source, DiagnosticEmitter& emitter)
      : source_(source), emitter_(emitter), text_(source.text()), tokens_(source) {}

  TokenizedBuffer Run() {
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

  char CharAt(size_t pos) const { return pos < text_.size() ? text_[pos] : '\0'; }
  bool IsLineBreakAt(size_t pos) const { return pos < text_.size() && IsLineBreak(text_[pos]); }
  // The offset after the line break ("\n", "\r\n" or "\r") at `pos`.
  size_t SkipLineBreak(size_t pos) const { return pos + (text_.substr(pos, 2) == "\r\n" ? 2 : 1); }
  size_t SkipBlanks(size_t pos) const {
    while (pos < text_.size() && IsBlank(text_[pos])) ++pos;
    return pos;
  }

  void Add(TokenKind kind, size_t begin, size_t end) {
    tokens_.Add(kind, {static_cast<uint32_t>(begin), static_cast<uint32_t>(end)});
    if (kind == TokenKind::Newline) {
      line_has_tokens_ = false;
      bracket_error_on_line_ = false;
    } else if (kind != TokenKind::Indent && kind != TokenKind::Dedent) {
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
  // Blank and comment-only lines leave the indentation alone. A line that
  // starts with a `\` continuation is indented as its first physical line
  // is, as in Python.
  void LexLineStart() {
    at_line_start_ = false;
    IndentWidth width;
    size_t begin = pos_;
    while (pos_ < text_.size()) {
      if (IsBlank(text_[pos_])) {
        width.Add(text_[pos_++]);
        continue;
      }
      size_t end = SkipUnicodeSpaces(pos_, &width);
      if (end == pos_) break;
      pos_ = end;
    }
    if (IsEmptyLogicalLine(pos_)) return;
    // A fragment's code starts at its first line's indentation.
    if (source_.is_fragment() && !seen_code_) indents_.SetBase(width);
    seen_code_ = true;
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

  // Nothing but a comment, `\` continuations and blanks from `pos` to the end
  // of the line (or file).
  bool IsEmptyLogicalLine(size_t pos) const {
    while (CharAt(pos) == '\\' && IsLineBreakAt(pos + 1)) pos = SkipBlanks(SkipLineBreak(pos + 1));
    return pos >= text_.size() || text_[pos] == '#' || IsLineBreak(text_[pos]);
  }

  void LexOne() {
    char c = text_[pos_];
    switch (c) {
      case ' ':
      case '\t':
      case '\f':
      case '\0':
        ++pos_;
        return;
      case '\n':
      case '\r':
        LexNewline();
        return;
      case '#':
        pos_ = SkipComment(pos_);
        return;
      case '\\':
        LexBackslash();
        return;
      case '"':
      case '\'':
        LexString(pos_, pos_, StringPrefix{});
        return;
      default:
        break;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) ||
        (c == '.' && std::isdigit(static_cast<unsigned char>(CharAt(pos_ + 1))))) {
      LexNumber();
    } else if (IsAsciiIdentifierStart(c) || static_cast<unsigned char>(c) >= 0x80) {
      LexIdentifier();
    } else {
      LexSymbol();
    }
  }

  void LexNewline() {
    size_t begin = pos_;
    pos_ = SkipLineBreak(pos_);
    if (InsideBrackets()) return;
    if (line_has_tokens_) Add(TokenKind::Newline, begin, pos_);
    at_line_start_ = true;
  }

  // Returns the offset of the line break (or end of file) ending the comment
  // at `pos`.
  size_t SkipComment(size_t pos) {
    while (pos < text_.size() && !IsLineBreak(text_[pos])) {
      if (static_cast<unsigned char>(text_[pos]) < 0x80) {
        ++pos;
        continue;
      }
      DecodedChar c = DecodeUtf8(text_, pos);
      if (!c.valid) ReportInvalidUtf8(pos);
      pos += c.length;
    }
    return pos;
  }

  // A file in another encoding has invalid bytes all over; the first one
  // says what is wrong.
  void ReportInvalidUtf8(size_t offset) {
    if (reported_invalid_utf8_) return;
    reported_invalid_utf8_ = true;
    uint8_t byte = static_cast<uint8_t>(text_[offset]);
    emitter_.Emit(At(offset, offset + 1), InvalidUtf8, llvm::utohexstr(byte, false, 2));
  }

  // `\` joins the next line to this one. Blanks or a comment between it and
  // the line break are reported, and the lines are joined anyway, so the
  // next line does not turn into an unexpected indent.
  void LexBackslash() {
    size_t begin = pos_++;
    size_t after = SkipBlanks(pos_);
    bool comment = CharAt(after) == '#';
    if (comment) after = SkipComment(after);
    if (after < text_.size() && !IsLineBreak(text_[after])) {
      emitter_.Emit(At(begin, pos_), StrayBackslash);
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    if (after > pos_) {
      emitter_.Emit(At(begin, after), BackslashNotAtEndOfLine,
                    comment ? "a comment" : "whitespace");
      pos_ = after < text_.size() ? SkipLineBreak(after) : after;
      return;
    }
    // A continuation needs a line to continue onto.
    if (after >= text_.size() || SkipBlanks(SkipLineBreak(after)) >= text_.size()) {
      emitter_.Emit(At(begin, pos_), BackslashAtEndOfFile);
      Add(TokenKind::Error, begin, pos_);
      pos_ = text_.size();
      return;
    }
    pos_ = SkipLineBreak(after);
  }

  void LexNumber() {
    NumericLiteral literal = ScanNumericLiteral(text_, pos_);
    size_t begin = pos_;
    pos_ += literal.length;
    if (literal.problem != NumericLiteral::Problem::None) {
      size_t end = literal.error_offset + literal.error_length;
      ReportNumericLiteralProblem(emitter_, At(literal.error_offset, end),
                                  text_.slice(literal.error_offset, end), literal);
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
      DecodedChar c = DecodeUtf8(text_, pos_);
      bool belongs = pos_ == begin ? c.code_point == '_' || IsXidStart(c.code_point)
                                   : IsXidContinue(c.code_point);
      if (!c.valid || !belongs) break;
      pos_ += c.length;
    }
    if (pos_ == begin) {
      LexInvalidCharacter();
      return;
    }
    llvm::StringRef word = text_.slice(begin, pos_);
    StringPrefix prefix;
    if ((CharAt(pos_) == '"' || CharAt(pos_) == '\'') && ParseStringPrefix(word, &prefix)) {
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
    while (line_start > 0 && !IsLineBreak(text_[line_start - 1])) --line_start;
    Add(TokenKind::Error, line_start, line_start);
    Add(TokenKind::Newline, line_start, line_start);
    pos_ = line_start;
    at_line_start_ = true;
  }

  void ReportUnclosedBracket() {
    for (const OpenBracketInfo& open : brackets_) tokens_.MarkUnclosed(open.token_index);
    OpenBracketInfo open = brackets_.back();
    emitter_.Emit(At(open.offset, open.offset + 1), UnclosedBracket,
                  text_.substr(open.offset, 1).str());
  }

  // The length of the Unicode space (no-break space, thin space...) at
  // `pos`, or 0.
  size_t UnicodeSpaceLength(size_t pos) const {
    if (static_cast<unsigned char>(CharAt(pos)) < 0x80) return 0;
    DecodedChar c = DecodeUtf8(text_, pos);
    return c.valid && ClassifyLookalike(c.code_point) == Lookalike::Space ? c.length : 0;
  }

  // Unicode spaces (no-break spaces pasted from a web page) are reported once
  // for the file, and otherwise read as spaces, in indentation too: one paste
  // would bring an error on every line. Returns the offset after the run at
  // `pos`; each space adds a column to `width`, if given.
  size_t SkipUnicodeSpaces(size_t pos, IndentWidth* width) {
    size_t begin = pos;
    while (size_t length = UnicodeSpaceLength(pos)) {
      pos += length;
      if (width) width->Add(' ');
    }
    if (pos > begin && !reported_unicode_space_) {
      reported_unicode_space_ = true;
      DecodedChar c = DecodeUtf8(text_, begin);
      emitter_.Emit(At(begin, pos), InvalidCharacter,
                    DescribeCodePoint(text_.substr(begin, c.length), c.code_point),
                    HintForCodePoint(c.code_point));
    }
    return pos;
  }

  // One message for a run of the same character (`$$$`), and for a
  // typographic quote or a backtick the text up to the last such quote on the
  // line.
  void LexInvalidCharacter() {
    size_t begin = pos_;
    DecodedChar c = DecodeUtf8(text_, pos_);
    if (c.valid && ClassifyLookalike(c.code_point) == Lookalike::Space) {
      pos_ = SkipUnicodeSpaces(pos_, nullptr);
      return;
    }
    pos_ += c.length;
    if (!c.valid) {
      ReportInvalidUtf8(begin);
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    std::string description = DescribeCodePoint(text_.slice(begin, pos_), c.code_point);
    Lookalike kind = ClassifyLookalike(c.code_point);
    if (kind == Lookalike::DoubleQuote || kind == Lookalike::SingleQuote ||
        kind == Lookalike::Backtick) {
      pos_ = SkipToClosingLookalike(pos_, kind);
    } else {
      while (pos_ < text_.size()) {
        DecodedChar next = DecodeUtf8(text_, pos_);
        if (!next.valid || next.code_point != c.code_point) break;
        pos_ += next.length;
      }
    }
    emitter_.Emit(At(begin, pos_), InvalidCharacter, description, HintForCodePoint(c.code_point));
    Add(TokenKind::Error, begin, pos_);
  }

  // The offset after the last quote like `kind` on this line, or `pos` if
  // there is none. The last, because the same character is also used as an
  // apostrophe (‘it’s’).
  size_t SkipToClosingLookalike(size_t pos, Lookalike kind) const {
    size_t end = pos;
    for (size_t at = pos; at < text_.size() && !IsLineBreak(text_[at]);) {
      DecodedChar c = DecodeUtf8(text_, at);
      at += c.length;
      if (c.valid && ClassifyLookalike(c.code_point) == kind) end = at;
    }
    return end;
  }

  void LexString(size_t begin, size_t quote, StringPrefix prefix) {
    ScannedString scanned = ScanStringLiteral(text_, quote, prefix);
    pos_ = scanned.end;
    for (const StringLiteralError& error : scanned.errors) {
      size_t end = error.offset + error.length;
      if (error.problem == StringLiteralError::Problem::InvalidUtf8) {
        ReportInvalidUtf8(error.offset);
      } else {
        ReportStringLiteralProblem(emitter_, At(error.offset, end), text_.slice(error.offset, end),
                                   error);
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
      case TokenKind::LParen:
      case TokenKind::LBracket:
      case TokenKind::LBrace:
        OpenBracket(kind, begin);
        return;
      case TokenKind::RParen:
      case TokenKind::RBracket:
      case TokenKind::RBrace:
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
    if (brackets_.empty()) {
      // `x = f(a))))`: the first stray bracket of a line is enough.
      if (!bracket_error_on_line_) {
        emitter_.Emit(At(begin, pos_), UnopenedBracket, text_.slice(begin, pos_).str());
      }
      bracket_error_on_line_ = true;
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    if (ClosingFor(brackets_.back().kind) == kind) {
      brackets_.pop_back();
      Add(kind, begin, pos_);
      return;
    }
    ReportMismatchedBracket(begin);
    // `f(a[1)`: the `)` closes the `(`, and the `[` inside was left open.
    // Otherwise the closing bracket is taken as a misspelling of the right one.
    size_t match = brackets_.size() - 1;
    while (match > 0 && ClosingFor(brackets_[match - 1].kind) != kind) --match;
    if (match == 0) {
      brackets_.pop_back();
      Add(TokenKind::Error, begin, pos_);
      return;
    }
    for (size_t i = match; i < brackets_.size(); ++i) {
      tokens_.MarkUnclosed(brackets_[i].token_index);
    }
    brackets_.resize(match - 1);
    // An empty Error token where the inner brackets end lets the parser stop
    // there without a message of its own.
    Add(TokenKind::Error, begin, begin);
    Add(kind, begin, pos_);
  }

  void ReportMismatchedBracket(size_t begin) {
    OpenBracketInfo open = brackets_.back();
    std::string opening = text_.substr(open.offset, 1).str();
    emitter_.Build(At(begin, pos_), MismatchedBracket, text_.slice(begin, pos_).str(), opening)
        .Note(At(open.offset, open.offset + 1), BracketOpenedHere, opening)
        .Emit();
    bracket_error_on_line_ = true;
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
  bool seen_code_ = false;  // a logical line with code was measured
  std::vector<OpenBracketInfo> brackets_;
  uint32_t overflow_brackets_ = 0;
  bool reported_too_deep_ = false;
  bool reported_invalid_utf8_ = false;
  bool reported_unicode_space_ = false;
  // A bracket error was reported on this logical line; stray closing
  // brackets after it are its consequences and are not reported again.
  bool bracket_error_on_line_ = false;
};

}  // namespace

TokenizedBuffer Lex(const SourceBuffer& source, DiagnosticEmitter& emitter) {
  return Lexer(source, emitter).Run();
}

}  // namespace dslc
