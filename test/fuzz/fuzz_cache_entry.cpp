// fuzz_cache_entry: the reader of the kernel cache's entries
// (runtime/cache_entry.h) on the input as an entry's bytes.
//
// The input:
//   byte 0     bit 0 set: before parsing, the header's payload size and xxh3
//              checksum are rewritten to match the bytes after the header,
//              so that mutations get past the checksum into the payload
//              reader; clear: the bytes are parsed as they are
//   byte 1..   the entry
//
// An entry the reader accepts must survive SerializeCacheEntry: the bytes
// written for it read back as the same entry, of the same size.
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "llvm/Support/xxhash.h"
#include "runtime/cache_entry.h"
#include "test/fuzz/fuzz_common.h"

namespace {

using namespace dslc;

// The header as runtime/cache_entry.h lays it out: "DSLCKERN", u32 format,
// u32 length + version, u64 payload size, u64 checksum.
constexpr size_t kMagicBytes = 8;

void FixChecksum(std::string& bytes) {
  size_t length_at = kMagicBytes + 4;
  if (bytes.size() < length_at + 4) return;
  uint32_t version_length;
  std::memcpy(&version_length, bytes.data() + length_at, 4);
  uint64_t size_at = length_at + 4 + uint64_t{version_length};
  uint64_t payload_at = size_at + 16;
  if (bytes.size() < payload_at) return;
  llvm::StringRef payload = llvm::StringRef(bytes).drop_front(payload_at);
  uint64_t payload_size = payload.size();
  uint64_t checksum = llvm::xxh3_64bits(payload);
  std::memcpy(bytes.data() + size_at, &payload_size, 8);
  std::memcpy(bytes.data() + size_at + 8, &checksum, 8);
}

bool Same(const CacheEntry& a, const CacheEntry& b) {
  return a.key == b.key && a.source_file == b.source_file && a.facts == b.facts &&
         a.registers == b.registers && a.max_threads_per_block == b.max_threads_per_block &&
         a.ptx == b.ptx && a.cubin == b.cubin;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::Initialize();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  std::string bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  if (data[0] & 1) FixChecksum(bytes);

  std::string reason;
  std::optional<CacheEntry> entry = ParseCacheEntry(bytes, &reason);
  if (!entry) {
    if (reason.empty()) fuzz::Fail("an entry was refused without a reason", "");
    if (fuzz::Verbose()) llvm::errs() << "refused: " << reason << "\n";
    return 0;
  }
  std::string written = SerializeCacheEntry(*entry);
  std::string again_reason;
  std::optional<CacheEntry> again = ParseCacheEntry(written, &again_reason);
  if (!again) fuzz::Fail("the reader refuses what SerializeCacheEntry wrote", again_reason);
  if (!Same(*entry, *again)) fuzz::Fail("an entry changed through SerializeCacheEntry", "");
  if (written.size() != bytes.size()) {
    fuzz::Fail("an accepted entry is written back with another size",
               std::to_string(bytes.size()) + " bytes read, " + std::to_string(written.size()) +
                   " written");
  }
  return 0;
}
