#include "compiler/lex/token_kind.h"

#include <array>
#include <vector>

#include "llvm/ADT/StringMap.h"

namespace dslc {
namespace {

struct KindInfo {
  llvm::StringRef spelling;
  bool is_keyword;
  bool is_symbol;
};

constexpr KindInfo kKindInfo[] = {
#define DSLC_TOKEN(Name, Description) {Description, false, false},
#define DSLC_KEYWORD(Name, Spelling) {Spelling, true, false},
#define DSLC_SYMBOL(Name, Spelling) {Spelling, false, true},
#include "compiler/lex/token_kinds.def"
};

const KindInfo& Info(TokenKind kind) { return kKindInfo[static_cast<size_t>(kind)]; }

// Symbols grouped by first character, longest first, for maximal munch.
struct SymbolTable {
  std::array<std::vector<std::pair<llvm::StringRef, TokenKind>>, 128> by_first_char;
  SymbolTable() {
#define DSLC_SYMBOL(Name, Spelling) Add(Spelling, TokenKind::Name);
#include "compiler/lex/token_kinds.def"
    for (auto& group : by_first_char) {
      std::stable_sort(group.begin(), group.end(), [](const auto& a, const auto& b) {
        return a.first.size() > b.first.size();
      });
    }
  }
  void Add(llvm::StringRef spelling, TokenKind kind) {
    by_first_char[static_cast<unsigned char>(spelling[0])].push_back({spelling, kind});
  }
};

}  // namespace

llvm::StringRef TokenKindName(TokenKind kind) {
  switch (kind) {
    case TokenKind::Newline:
      return "NEWLINE";
    case TokenKind::Indent:
      return "INDENT";
    case TokenKind::Dedent:
      return "DEDENT";
    case TokenKind::EndOfFile:
      return "EOF";
    default:
      return Info(kind).spelling;
  }
}

std::string TokenKindForMessage(TokenKind kind) {
  const KindInfo& info = Info(kind);
  if (info.is_keyword || info.is_symbol) return "`" + info.spelling.str() + "`";
  return info.spelling.str();
}

bool IsKeyword(TokenKind kind) { return Info(kind).is_keyword; }
bool IsSymbol(TokenKind kind) { return Info(kind).is_symbol; }

bool LookupKeyword(llvm::StringRef text, TokenKind* kind) {
  static const llvm::StringMap<TokenKind> keywords = [] {
    llvm::StringMap<TokenKind> map;
#define DSLC_KEYWORD(Name, Spelling) map[Spelling] = TokenKind::Name;
#include "compiler/lex/token_kinds.def"
    return map;
  }();
  auto it = keywords.find(text);
  if (it == keywords.end()) return false;
  *kind = it->second;
  return true;
}

size_t LookupSymbol(llvm::StringRef text, TokenKind* kind) {
  static const SymbolTable table;
  unsigned char first = static_cast<unsigned char>(text[0]);
  if (first >= 128) return 0;
  for (const auto& [spelling, symbol] : table.by_first_char[first]) {
    if (text.starts_with(spelling)) {
      *kind = symbol;
      return spelling.size();
    }
  }
  return 0;
}

}  // namespace dslc
