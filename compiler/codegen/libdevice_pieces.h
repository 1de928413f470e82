// libdevice in pieces: one small bitcode module per function or global
// variable that libdevice defines, every other symbol in it only declared.
// A compile then parses and links just the pieces its module needs (and the
// pieces those need) instead of reading the symbol table of the whole
// 470 KB module, which is about half of libdevice's link time.
//
// The pieces file is made at build time from the toolkit's libdevice.10.bc
// (`dslc-split-libdevice`) and installed beside it. Layout, little-endian:
//
//   "DSLCLDP1"  u32 count
//   count x { u32 name length, name bytes, u64 offset, u64 size }  by name
//   the pieces' bitcode, at those offsets from the start of the file
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "compiler/diagnostics/diagnostic.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

// Larger than libdevice (half a MiB) or its pieces (a little more) will
// ever be: a larger file named as either is refused unread.
constexpr uint64_t kMaxLibdeviceBytes = uint64_t{64} << 20;

// Writes the pieces of `libdevice` (a whole, materialised module; its local
// symbols are made hidden externals so that pieces can refer to each other;
// LinkLibdevicePieces makes them internal again). False, with `error` set,
// for a module it cannot split.
bool WriteLibdevicePieces(llvm::Module& libdevice, llvm::raw_ostream& out, std::string* error);

class LibdevicePieces {
 public:
  // Reads and checks the index of a pieces file; null, with `error` set
  // (naming the file), when it cannot be read or is malformed.
  static std::unique_ptr<LibdevicePieces> Open(const std::string& path, DiagnosticMessage* error);

  // The bitcode of the piece that defines `name`; empty if none does.
  llvm::StringRef Find(llvm::StringRef name) const;

  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::unique_ptr<llvm::MemoryBuffer> buffer_;
  std::vector<std::pair<llvm::StringRef, llvm::StringRef>> pieces_;  // name, bitcode; by name
};

// Links into `module` the pieces defining the symbols it declares, and what
// those pieces need, each once. False, with `error` set, when a piece does
// not parse or link.
bool LinkLibdevicePieces(llvm::Module& module, const LibdevicePieces& pieces,
                         DiagnosticMessage* error);

}  // namespace dslc
