// UTF-8 decoding shared by the lexer (validation, identifiers) and the
// diagnostic printer (column counting, display of invalid bytes).
#pragma once

#include <cstdint>

#include "llvm/ADT/StringRef.h"

namespace dslc {

struct DecodedChar {
  uint32_t code_point = 0;
  // Bytes consumed; 1 for an invalid byte (with `valid` false).
  uint32_t length = 1;
  bool valid = false;
};

// Decodes the character starting at `text[pos]`. Rejects overlong forms,
// surrogates and code points above U+10FFFF, as Python does.
DecodedChar DecodeUtf8(llvm::StringRef text, size_t pos);

// Characters in `text`, an invalid byte counting as one character.
uint32_t CountCharacters(llvm::StringRef text);

}  // namespace dslc
