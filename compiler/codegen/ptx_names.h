// Names as PTX holds them: kernel entry points and the comment lines dslc
// writes above the back end's PTX.
//
// A kernel's entry is its own name when that name is "plain": ASCII, not
// beginning with `__` or `_` and a capital letter (the names C reserves for
// the implementation, where libdevice's `__nv_*`, `__nvvm_reflect` and the
// compiler's own symbols live), not `_` (PTX needs a second character after a
// leading underscore), not PTX's predefined `WARP_SZ` nor `vprintf` (which
// print() calls), and the kernel is
// compiled once in the module. Every other entry is mangled into the reserved
// space, so no user name can capture a symbol the compiler links or emits,
// and no two entries can meet:
//   _D<length><name>[_<n>]   ASCII names:            __nv_sin -> _D8__nv_sin
//   _U<hex of UTF-8>[_<n>]   names with non-ASCII:   ñ -> _UC3B1
// where `_<n>` (1, 2, ...) numbers the signatures of a kernel compiled for
// several in one module (k -> _D1k_1, _D1k_2).
#pragma once

#include <string>

#include "llvm/ADT/StringRef.h"

namespace dslc {

// Whether `name` may be a PTX entry as it is.
bool IsPlainEntryName(llvm::StringRef name);

// Whether `name` may be the symbol of a device function other code links
// against (`dslc compile --abi-name`): an identifier PTX and C++ linkers
// accept (ASCII letters, digits, `_`, `$`, not starting with a digit), so
// C++'s mangled `_Z...` names too, but not `__...`, where libdevice and the
// compiler's own symbols live.
bool IsLinkableName(llvm::StringRef name);

// The entry for the `index`-th (1-based) of `count` compiles of kernel
// `name` in one module.
std::string PtxEntryName(llvm::StringRef name, int index, int count);

// `text` for a PTX comment line: ptxas refuses any byte outside ASCII, and a
// newline would end the comment, so bytes outside printable ASCII and `\`
// become C escapes (`\n`, `\t`, `\\`, `\xC3`).
std::string EscapeForPtxComment(llvm::StringRef text);

}  // namespace dslc
