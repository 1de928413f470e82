// How the lexer names a character it cannot accept, and what it suggests:
// characters pasted from documents and web pages (typographic quotes, dashes,
// no-break spaces) look like Python's own and deserve a hint.
#pragma once

#include <cstdint>
#include <string>

#include "llvm/ADT/StringRef.h"

namespace dslc {

enum class Lookalike { None, DoubleQuote, SingleQuote, Backtick, Dash, Space, Invisible, Control };

Lookalike ClassifyLookalike(uint32_t code_point);
// `$` (U+0024), or by name when the character cannot be seen.
std::string DescribeCodePoint(llvm::StringRef text, uint32_t code_point);
// "; use `-` for minus" and the like, or empty.
std::string HintForCodePoint(uint32_t code_point);

}  // namespace dslc
