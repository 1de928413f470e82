#include "compiler/lex/character_names.h"

#include "llvm/ADT/StringExtras.h"

namespace dslc {

// Backticks are Python 2's `repr` quotes.
Lookalike ClassifyLookalike(uint32_t c) {
  if (c == '`') return Lookalike::Backtick;
  if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) return Lookalike::Control;
  if (c == 0x201C || c == 0x201D || c == 0x201E) return Lookalike::DoubleQuote;
  if (c == 0x2018 || c == 0x2019 || c == 0x201A) return Lookalike::SingleQuote;
  if (c == 0x2212 || c == 0x2013 || c == 0x2014) return Lookalike::Dash;
  if (c == 0xA0 || (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F || c == 0x3000) {
    return Lookalike::Space;
  }
  if ((c >= 0x200B && c <= 0x200F) || c == 0x2060 || c == 0xFEFF) return Lookalike::Invisible;
  return Lookalike::None;
}

// How an invalid character is named in the message: quoted when it can be
// seen, by name when it cannot (or when it is the backtick, which cannot be
// quoted with backticks).
std::string DescribeCodePoint(llvm::StringRef text, uint32_t code_point) {
  // At least four digits, as Unicode writes code points.
  std::string hex = llvm::utohexstr(code_point, /*LowerCase=*/false);
  hex = "U+" + std::string(hex.size() < 4 ? 4 - hex.size() : 0, '0') + hex;
  switch (ClassifyLookalike(code_point)) {
    case Lookalike::Control:
      return hex + " (a control character)";
    case Lookalike::Space:
      return hex + (code_point == 0xA0 ? " (no-break space)" : " (a space character)");
    case Lookalike::Invisible:
      return hex +
             (code_point == 0xFEFF ? " (zero-width no-break space)" : " (a zero-width character)");
    case Lookalike::Backtick:
      return hex + " (backtick)";
    default:
      break;
  }
  return "`" + text.str() + "` (" + hex + ")";
}

// What the user probably meant, appended to the message.
std::string HintForCodePoint(uint32_t code_point) {
  switch (ClassifyLookalike(code_point)) {
    case Lookalike::DoubleQuote:
    case Lookalike::SingleQuote:
      return "; strings are quoted with `\"` or `'`";
    case Lookalike::Dash:
      return "; use `-` for minus";
    case Lookalike::Space:
      return "; use an ordinary space";
    default:
      break;
  }
  if (code_point == '!') return "; use `not` for negation";
  if (code_point == 0xD7) return "; use `*` for multiplication";
  if (code_point == 0xF7) return "; use `/` for division";
  return "";
}

}  // namespace dslc
