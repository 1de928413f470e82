#include "compiler/codegen/libdevice_pieces.h"
#include "compiler/diagnostics/diagnostic_emitter.h"

#include <algorithm>

#include "compiler/base/read_file.h"
#include "compiler/codegen/context_errors.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/EndianStream.h"
#include "llvm/Transforms/Utils/Cloning.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(LibdevicePiecesUnreadable, Error, "cannot read libdevice pieces `{0}`: {1}",
                std::string, std::string);
DSLC_DIAGNOSTIC(LibdevicePiecesMalformed, Error,
                "libdevice pieces `{0}` are malformed ({1}): rebuild dslc, or set DSLC_LIBDEVICE "
                "to a libdevice.10.bc",
                std::string, std::string);
DSLC_DIAGNOSTIC(LibdevicePieceUnreadable, Error,
                "cannot read `{0}` from libdevice pieces `{1}`: {2}", std::string, std::string,
                std::string);
DSLC_DIAGNOSTIC(LibdevicePieceUnlinkable, Error,
                "cannot link `{0}` from libdevice pieces `{1}`: {2}", std::string, std::string,
                std::string);

constexpr llvm::StringLiteral kMagic = "DSLCLDP1";
constexpr size_t kEntryFixedBytes = 4 + 8 + 8;  // name length, offset, size

// Pieces refer to what other pieces define, so nothing may stay local:
// local symbols become hidden externals, made internal again once linked.
bool Externalize(llvm::Module& libdevice, std::string* error) {
  if (!libdevice.alias_empty() || !libdevice.ifunc_empty() ||
      !libdevice.getComdatSymbolTable().empty()) {
    *error = "libdevice has aliases, ifuncs or comdats, which cannot be split";
    return false;
  }
  for (llvm::GlobalValue& global : libdevice.global_values()) {
    if (!global.hasName()) {
      *error = "libdevice has an unnamed global, which cannot be split";
      return false;
    }
    if (global.hasLocalLinkage()) {
      global.setLinkage(llvm::GlobalValue::ExternalLinkage);
      global.setVisibility(llvm::GlobalValue::HiddenVisibility);
    }
  }
  return true;
}

// A module defining `defined` alone, declaring only what it uses.
std::string PieceBitcode(const llvm::Module& libdevice, const llvm::GlobalValue& defined) {
  llvm::ValueToValueMapTy map;
  std::unique_ptr<llvm::Module> piece = llvm::CloneModule(
      libdevice, map, [&](const llvm::GlobalValue* global) { return global == &defined; });
  for (llvm::Function& function : llvm::make_early_inc_range(piece->functions())) {
    if (function.isDeclaration() && function.use_empty()) function.eraseFromParent();
  }
  for (llvm::GlobalVariable& global : llvm::make_early_inc_range(piece->globals())) {
    if (global.isDeclaration() && global.use_empty()) global.eraseFromParent();
  }
  while (!piece->named_metadata_empty()) piece->eraseNamedMetadata(&*piece->named_metadata_begin());
  std::string bitcode;
  llvm::raw_string_ostream out(bitcode);
  llvm::WriteBitcodeToFile(*piece, out);
  out.flush();
  return bitcode;
}

// Bounds-checked little-endian reads over the file's bytes.
class Reader {
 public:
  explicit Reader(llvm::StringRef data) : data_(data) {}
  bool Skip(size_t bytes) { return Take(bytes, nullptr); }
  bool Take(size_t bytes, llvm::StringRef* out) {
    if (bytes > data_.size() - at_) return false;
    if (out) *out = data_.substr(at_, bytes);
    at_ += bytes;
    return true;
  }
  template <typename T>
  bool Read(T* value) {
    llvm::StringRef bytes;
    if (!Take(sizeof(T), &bytes)) return false;
    *value = llvm::support::endian::read<T, llvm::endianness::little>(bytes.data());
    return true;
  }

 private:
  llvm::StringRef data_;
  size_t at_ = 0;
};

}  // namespace

bool WriteLibdevicePieces(llvm::Module& libdevice, llvm::raw_ostream& out, std::string* error) {
  if (!Externalize(libdevice, error)) return false;
  std::vector<std::pair<std::string, std::string>> pieces;  // name, bitcode
  for (const llvm::GlobalValue& global : libdevice.global_values()) {
    if (!global.isDeclaration())
      pieces.emplace_back(global.getName().str(), PieceBitcode(libdevice, global));
  }
  std::sort(pieces.begin(), pieces.end());
  uint64_t offset = kMagic.size() + 4;
  for (const auto& [name, bitcode] : pieces) offset += kEntryFixedBytes + name.size();
  llvm::support::endian::Writer writer(out, llvm::endianness::little);
  out << kMagic;
  writer.write<uint32_t>(static_cast<uint32_t>(pieces.size()));
  for (const auto& [name, bitcode] : pieces) {
    writer.write<uint32_t>(static_cast<uint32_t>(name.size()));
    out << name;
    writer.write<uint64_t>(offset);
    writer.write<uint64_t>(bitcode.size());
    offset += bitcode.size();
  }
  for (const auto& [name, bitcode] : pieces) out << bitcode;
  return true;
}

std::unique_ptr<LibdevicePieces> LibdevicePieces::Open(const std::string& path,
                                                       DiagnosticMessage* error) {
  std::string read_error;
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      MapRegularFile(path, kMaxLibdeviceBytes, &read_error);
  if (!buffer) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdevicePiecesUnreadable, path, read_error);
    return nullptr;
  }
  auto malformed = [&](const char* what) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdevicePiecesMalformed, path, what);
    return nullptr;
  };
  llvm::StringRef data = buffer->getBuffer();
  if (!data.starts_with(kMagic)) return malformed("not a dslc libdevice pieces file");
  Reader reader(data);
  uint32_t count = 0;
  if (!reader.Skip(kMagic.size()) || !reader.Read(&count)) return malformed("truncated index");
  if (count > data.size() / kEntryFixedBytes) return malformed("truncated index");
  auto pieces = std::unique_ptr<LibdevicePieces>(new LibdevicePieces());
  pieces->path_ = path;
  pieces->pieces_.reserve(count);
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t length = 0;
    uint64_t offset = 0, size = 0;
    llvm::StringRef name;
    if (!reader.Read(&length) || !reader.Take(length, &name) || !reader.Read(&offset) ||
        !reader.Read(&size)) {
      return malformed("truncated index");
    }
    if (offset > data.size() || size > data.size() - offset)
      return malformed("a piece lies past the end");
    if (!pieces->pieces_.empty() && !(pieces->pieces_.back().first < name)) {
      return malformed("the index is not sorted");
    }
    pieces->pieces_.emplace_back(name, data.substr(offset, size));
  }
  pieces->buffer_ = std::move(buffer);
  return pieces;
}

llvm::StringRef LibdevicePieces::Find(llvm::StringRef name) const {
  auto found =
      std::lower_bound(pieces_.begin(), pieces_.end(), name,
                       [](const auto& piece, llvm::StringRef key) { return piece.first < key; });
  return found != pieces_.end() && found->first == name ? found->second : llvm::StringRef();
}

bool LinkLibdevicePieces(llvm::Module& module, const LibdevicePieces& pieces,
                         DiagnosticMessage* error) {
  std::vector<std::string> pending;
  for (const llvm::GlobalValue& global : module.global_values()) {
    if (global.isDeclaration() && !pieces.Find(global.getName()).empty()) {
      pending.push_back(global.getName().str());
    }
  }
  llvm::StringSet<> linked;
  ContextErrors link_errors(module.getContext());
  llvm::Linker linker(module);
  while (!pending.empty()) {
    std::string name = std::move(pending.back());
    pending.pop_back();
    if (!linked.insert(name).second) continue;
    llvm::StringRef bitcode = pieces.Find(name);
    llvm::Expected<std::unique_ptr<llvm::Module>> piece =
        llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, name), module.getContext());
    if (!piece) {
      *error = DiagnosticEmitter::MakeMessage({}, LibdevicePieceUnreadable, name, pieces.path(),
                                              llvm::toString(piece.takeError()));
      return false;
    }
    (*piece)->setTargetTriple(module.getTargetTriple());
    (*piece)->setDataLayout(module.getDataLayout());
    for (const llvm::GlobalValue& global : (*piece)->global_values()) {
      if (global.isDeclaration() && !linked.contains(global.getName()) &&
          !pieces.Find(global.getName()).empty()) {
        pending.push_back(global.getName().str());
      }
    }
    if (linker.linkInModule(std::move(*piece))) {
      *error = DiagnosticEmitter::MakeMessage({}, LibdevicePieceUnlinkable, name, pieces.path(),
                                              link_errors.errors());
      return false;
    }
  }
  // What libdevice itself kept local (the pieces' hidden symbols) becomes
  // internal again: tables stay read-only (`ld.global.nc`) and unused
  // strings disappear.
  for (const auto& entry : linked) {
    llvm::GlobalValue* global = module.getNamedValue(entry.getKey());
    if (global && !global->isDeclaration() && global->hasHiddenVisibility()) {
      global->setLinkage(llvm::GlobalValue::InternalLinkage);
      global->setVisibility(llvm::GlobalValue::DefaultVisibility);
    }
  }
  return true;
}

}  // namespace dslc
