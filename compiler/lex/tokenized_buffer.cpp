#include "compiler/lex/tokenized_buffer.h"

namespace dslc {

void TokenizedBuffer::AddInt(SourceRange range, IntLiteralValue value) {
  tokens_.push_back({TokenKind::IntLiteral, range, static_cast<uint32_t>(ints_.size())});
  ints_.push_back(value);
}

void TokenizedBuffer::AddFloat(TokenKind kind, SourceRange range, double value) {
  tokens_.push_back({kind, range, static_cast<uint32_t>(floats_.size())});
  floats_.push_back(value);
}

void TokenizedBuffer::AddString(SourceRange range, StringLiteralValue value) {
  tokens_.push_back({TokenKind::StringLiteral, range, static_cast<uint32_t>(strings_.size())});
  strings_.push_back(std::move(value));
}

}  // namespace dslc
