// UTF-8 decoding shared by the lexer (validation, identifiers) and the
// diagnostic printer (column counting, display of invalid bytes), and the
// Unicode identifier classes the lexer checks identifiers against.
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

// Unicode's XID_Start and XID_Continue, the classes of Python identifiers:
// an identifier is an XID_Start character or `_`, then XID_Continue
// characters. Python checks the characters as written, before it
// NFKC-normalizes the name; so do these.
bool IsXidStart(uint32_t code_point);
bool IsXidContinue(uint32_t code_point);

}  // namespace dslc
