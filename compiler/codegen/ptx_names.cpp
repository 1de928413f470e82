#include "compiler/codegen/ptx_names.h"

#include "llvm/ADT/StringExtras.h"

namespace dslc {
namespace {

bool IsAsciiIdentifier(llvm::StringRef name) {
  if (name.empty() || llvm::isDigit(name[0])) return false;
  return llvm::all_of(name, [](char c) { return llvm::isAlnum(c) || c == '_'; });
}

// C's reserved identifiers: `__x` and `_X`.
bool IsReserved(llvm::StringRef name) {
  return name.size() >= 2 && name[0] == '_' && (name[1] == '_' || llvm::isUpper(name[1]));
}

// Names a PTX module already has: `_` alone (PTX needs a second character
// after a leading underscore), PTX's predefined `WARP_SZ`, and `vprintf`,
// which print() calls.
bool IsTaken(llvm::StringRef name) { return name == "_" || name == "WARP_SZ" || name == "vprintf"; }

}  // namespace

bool IsPlainEntryName(llvm::StringRef name) {
  return IsAsciiIdentifier(name) && !IsReserved(name) && !IsTaken(name);
}

bool IsLinkableName(llvm::StringRef name) {
  if (name.empty() || llvm::isDigit(name[0]) || IsTaken(name)) return false;
  if (name.starts_with("__")) return false;
  return llvm::all_of(name, [](char c) { return llvm::isAlnum(c) || c == '_' || c == '$'; });
}

std::string PtxEntryName(llvm::StringRef name, int index, int count) {
  if (count == 1 && IsPlainEntryName(name)) return name.str();
  std::string entry;
  if (IsAsciiIdentifier(name)) {
    entry = "_D" + std::to_string(name.size()) + name.str();
  } else {
    entry = "_U" + llvm::toHex(name, /*LowerCase=*/false);
  }
  if (count > 1) entry += "_" + std::to_string(index);
  return entry;
}

std::string EscapeForPtxComment(llvm::StringRef text) {
  std::string escaped;
  for (unsigned char c : text) {
    if (c == '\\') {
      escaped += "\\\\";
    } else if (c == '\n') {
      escaped += "\\n";
    } else if (c == '\t') {
      escaped += "\\t";
    } else if (c < 0x20 || c >= 0x7F) {
      escaped += "\\x";
      escaped += llvm::hexdigit(c >> 4, /*LowerCase=*/false);
      escaped += llvm::hexdigit(c & 15, /*LowerCase=*/false);
    } else {
      escaped += static_cast<char>(c);
    }
  }
  return escaped;
}

}  // namespace dslc
