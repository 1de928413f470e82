// The lexer's output: the token stream of one SourceBuffer plus the decoded
// values of its literals, held in side tables indexed by the token.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/base/source_buffer.h"
#include "compiler/lex/string_literal.h"
#include "compiler/lex/token_kind.h"

namespace dslc {

struct Token {
  TokenKind kind;
  SourceRange range;
  // Index into the literal table of the token's kind; unused otherwise.
  uint32_t value_index = 0;
  // An opening bracket the lexer reported as never closed; the parser does
  // not report the missing closing bracket again.
  bool unclosed = false;
};

struct IntLiteralValue {
  uint64_t value;
  bool too_large;  // does not fit in 64 bits
};

struct StringLiteralValue {
  std::string value;
  StringPrefix prefix;
};

class TokenizedBuffer {
 public:
  explicit TokenizedBuffer(const SourceBuffer& source) : source_(&source) {}

  const SourceBuffer& source() const { return *source_; }
  size_t size() const { return tokens_.size(); }
  const Token& operator[](size_t index) const { return tokens_[index]; }
  const std::vector<Token>& tokens() const { return tokens_; }

  llvm::StringRef Text(const Token& token) const {
    return source_->text().slice(token.range.begin, token.range.end);
  }
  const IntLiteralValue& IntValue(const Token& token) const { return ints_[token.value_index]; }
  double FloatValue(const Token& token) const { return floats_[token.value_index]; }
  const StringLiteralValue& StringValue(const Token& token) const {
    return strings_[token.value_index];
  }

  // Appending, for the lexer.
  void Add(TokenKind kind, SourceRange range) { tokens_.push_back({kind, range, 0}); }
  void MarkUnclosed(size_t index) { tokens_[index].unclosed = true; }
  void AddInt(SourceRange range, IntLiteralValue value);
  void AddFloat(TokenKind kind, SourceRange range, double value);
  void AddString(SourceRange range, StringLiteralValue value);

 private:
  const SourceBuffer* source_;
  std::vector<Token> tokens_;
  std::vector<IntLiteralValue> ints_;
  std::vector<double> floats_;
  std::vector<StringLiteralValue> strings_;
};

}  // namespace dslc
