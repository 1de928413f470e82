// Token kinds (from token_kinds.def) and what can be asked of them.
#pragma once

#include <cstdint>
#include <string>

#include "llvm/ADT/StringRef.h"

namespace dslc {

enum class TokenKind : uint8_t {
#define DSLC_TOKEN(Name, Description) Name,
#include "compiler/lex/token_kinds.def"
};

// The kind's name in dumps: "identifier", "def", "(", "NEWLINE".
llvm::StringRef TokenKindName(TokenKind kind);
// The kind as messages name it: "`def`", "`(`", "identifier", "newline".
std::string TokenKindForMessage(TokenKind kind);

bool IsKeyword(TokenKind kind);
bool IsSymbol(TokenKind kind);
// The keyword spelled `text`, if any.
bool LookupKeyword(llvm::StringRef text, TokenKind* kind);
// The longest symbol at the start of `text`; its length, or 0 if none.
size_t LookupSymbol(llvm::StringRef text, TokenKind* kind);

}  // namespace dslc
