#include "runtime/cache_entry.h"

#include <cstring>

#include "llvm/Support/xxhash.h"
#include "pipeline/version.h"

namespace dslc {
namespace {

constexpr llvm::StringLiteral kMagic = "DSLCKERN";
constexpr uint32_t kCooperativeFlag = 1;
constexpr uint32_t kDynamicSharedFlag = 2;
constexpr uint32_t kCoarsenWholeWarpsFlag = 4;
constexpr uint32_t kBoundsSiteFlag = 1;
// More sites than this is a damaged entry, not a kernel.
constexpr uint32_t kMaxErrorSites = 1u << 24;

class Writer {
 public:
  void U32(uint32_t value) { Bytes(&value, sizeof value); }
  void U64(uint64_t value) { Bytes(&value, sizeof value); }
  void String(llvm::StringRef text) {
    U32(static_cast<uint32_t>(text.size()));
    out_.append(text.data(), text.size());
  }
  void Raw(llvm::StringRef bytes) { out_.append(bytes.data(), bytes.size()); }
  std::string& bytes() { return out_; }

 private:
  // The host is little-endian (x86-64, AArch64), as the layout is.
  void Bytes(const void* data, size_t size) { out_.append(static_cast<const char*>(data), size); }
  std::string out_;
};

// Reads fields in order; any read past the end fails, and the failure sticks.
class Reader {
 public:
  explicit Reader(llvm::StringRef bytes) : rest_(bytes) {}
  bool ok() const { return ok_; }
  llvm::StringRef rest() const { return rest_; }

  uint32_t U32() { return Number<uint32_t>(); }
  uint64_t U64() { return Number<uint64_t>(); }
  llvm::StringRef Raw(size_t size) {
    if (!ok_ || rest_.size() < size) {
      ok_ = false;
      return "";
    }
    llvm::StringRef bytes = rest_.take_front(size);
    rest_ = rest_.drop_front(size);
    return bytes;
  }
  std::string String() { return Raw(U32()).str(); }

 private:
  template <typename T>
  T Number() {
    T value = 0;
    llvm::StringRef bytes = Raw(sizeof(T));
    if (ok_) std::memcpy(&value, bytes.data(), sizeof(T));
    return value;
  }
  llvm::StringRef rest_;
  bool ok_ = true;
};

void WriteSites(const std::vector<ErrorSite>& sites, Writer& out) {
  out.U32(static_cast<uint32_t>(sites.size()));
  for (const ErrorSite& site : sites) {
    for (const std::string* text : {&site.exception, &site.message, &site.function, &site.file}) {
      out.String(*text);
    }
    out.U32(site.line);
    out.U32(site.column);
    out.U32(site.bounds ? kBoundsSiteFlag : 0);
  }
}

bool ReadSites(Reader& in, std::vector<ErrorSite>* sites) {
  uint32_t count = in.U32();
  if (!in.ok() || count > kMaxErrorSites) return false;
  for (uint32_t i = 0; i < count && in.ok(); ++i) {
    ErrorSite& site = sites->emplace_back();
    for (std::string* text : {&site.exception, &site.message, &site.function, &site.file}) {
      *text = in.String();
    }
    site.line = in.U32();
    site.column = in.U32();
    site.bounds = in.U32() & kBoundsSiteFlag;
  }
  return in.ok();
}

std::string Payload(const CacheEntry& entry) {
  Writer out;
  const KernelFacts& facts = entry.facts;
  for (const std::string* text : {&entry.key, &facts.kernel, &facts.signature, &facts.target,
                                  &entry.source_file, &facts.entry}) {
    out.String(*text);
  }
  out.U32((facts.cooperative ? kCooperativeFlag : 0) |
          (facts.dynamic_shared ? kDynamicSharedFlag : 0) |
          (facts.coarsen_whole_warps ? kCoarsenWholeWarpsFlag : 0));
  out.U64(facts.static_shared_bytes);
  out.U32(static_cast<uint32_t>(entry.registers));
  out.U32(static_cast<uint32_t>(entry.max_threads_per_block));
  out.U64(static_cast<uint64_t>(entry.spill_store_bytes));
  out.U64(static_cast<uint64_t>(entry.spill_load_bytes));
  WriteSites(facts.error_sites, out);
  out.U32(facts.coarsening);
  out.U32(facts.grid_parameter);
  out.U32(facts.coarsen_axis);
  for (uint32_t extent : facts.block_dim) out.U32(extent);
  out.String(facts.block_dim_source);
  out.String(entry.ptx);
  out.String(entry.cubin);
  return std::move(out.bytes());
}

bool ReadPayload(llvm::StringRef payload, CacheEntry* entry) {
  Reader in(payload);
  KernelFacts& facts = entry->facts;
  for (std::string* text : {&entry->key, &facts.kernel, &facts.signature, &facts.target,
                            &entry->source_file, &facts.entry}) {
    *text = in.String();
  }
  uint32_t flags = in.U32();
  facts.cooperative = flags & kCooperativeFlag;
  facts.dynamic_shared = flags & kDynamicSharedFlag;
  facts.coarsen_whole_warps = flags & kCoarsenWholeWarpsFlag;
  facts.static_shared_bytes = in.U64();
  entry->registers = static_cast<int>(in.U32());
  entry->max_threads_per_block = static_cast<int>(in.U32());
  entry->spill_store_bytes = static_cast<int64_t>(in.U64());
  entry->spill_load_bytes = static_cast<int64_t>(in.U64());
  if (!ReadSites(in, &facts.error_sites)) return false;
  facts.coarsening = in.U32();
  facts.grid_parameter = in.U32();
  facts.coarsen_axis = in.U32();
  if (facts.coarsening == 0 || facts.coarsen_axis > 1) return false;
  for (uint32_t& extent : facts.block_dim) extent = in.U32();
  facts.block_dim_source = in.String();
  entry->ptx = in.String();
  entry->cubin = in.String();
  return in.ok() && in.rest().empty();
}

}  // namespace

std::string SerializeCacheEntry(const CacheEntry& entry) {
  return SerializeCacheEntry(entry, DSLC_VERSION);
}

std::string SerializeCacheEntry(const CacheEntry& entry, llvm::StringRef dslc_version) {
  std::string payload = Payload(entry);
  Writer out;
  out.Raw(kMagic);
  out.U32(kCacheFormatVersion);
  out.String(dslc_version);
  out.U64(payload.size());
  out.U64(llvm::xxh3_64bits(llvm::StringRef(payload)));
  out.Raw(payload);
  return std::move(out.bytes());
}

std::optional<CacheEntry> ParseCacheEntry(llvm::StringRef bytes, std::string* reason) {
  if (!kMagic.starts_with(bytes.take_front(kMagic.size()))) {
    *reason = "not a dslc cache entry";
    return std::nullopt;
  }
  Reader in(bytes);
  in.Raw(kMagic.size());
  if (!in.ok()) {
    *reason = "truncated";
    return std::nullopt;
  }
  uint32_t format = in.U32();
  std::string version = in.String();
  uint64_t payload_size = in.U64();
  uint64_t checksum = in.U64();
  if (!in.ok()) {
    *reason = "truncated";
    return std::nullopt;
  }
  if (format != kCacheFormatVersion || version != DSLC_VERSION) {
    *reason = "written by another dslc version";
    return std::nullopt;
  }
  if (in.rest().size() < payload_size) {
    *reason = "truncated";
    return std::nullopt;
  }
  if (in.rest().size() > payload_size) {
    *reason = "trailing bytes";
    return std::nullopt;
  }
  if (llvm::xxh3_64bits(in.rest()) != checksum) {
    *reason = "checksum mismatch";
    return std::nullopt;
  }
  CacheEntry entry;
  if (!ReadPayload(in.rest(), &entry)) {
    *reason = "malformed";
    return std::nullopt;
  }
  return entry;
}

}  // namespace dslc
