// One entry of the disk cache as bytes: a compiled kernel (PTX, the cubin
// the toolkit's ptxas made from it where the machine has ptxas, and what a
// launch needs to know) with the key
// it was compiled for. Internal to the runtime and `dslc cache`.
//
// Layout, little-endian:
//   header   "DSLCKERN", u32 format version, u32 length + dslc version,
//            u64 payload size, u64 xxh3 of the payload
//   payload  key, kernel, signature, target, source file, entry name
//            (each u32 length + bytes), u32 flags (1: cooperative,
//            2: dynamic shared memory, 4: coarsened only with whole
//            warps along x), u64 static shared bytes,
//            u32 registers, u32 max threads per block, i64 x2 spill
//            stores and loads in bytes (-1: unknown), u32 error site
//            count and per site: exception, message, function, file
//            (strings), u32 line, u32 column, u32 flags (1: bounds),
//            u32 coarsening, u32 grid parameter, u32 coarsened axis
//            (0: x, 1: y), u32 x3 block the kernel
//            is compiled for and its source (string), then PTX, cubin
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "dslc/kernel_facts.h"
#include "llvm/ADT/StringRef.h"

namespace dslc {

// Changes whenever the layout above does.
constexpr uint32_t kCacheFormatVersion = 7;

struct CacheEntry {
  std::string key;          // TypedKernels::KeyMaterial; compared on load
  std::string source_file;  // the program's name: the file it was loaded from
  KernelFacts facts;
  int registers = 0;
  int max_threads_per_block = 0;
  // From the assembler's log when the kernel was compiled; -1: unknown.
  int64_t spill_store_bytes = -1;
  int64_t spill_load_bytes = -1;
  std::string ptx;
  std::string cubin;  // empty when there was no ptxas to make one
};

// The entry's bytes, written by this dslc (or, for tests, by `dslc_version`).
std::string SerializeCacheEntry(const CacheEntry& entry);
std::string SerializeCacheEntry(const CacheEntry& entry, llvm::StringRef dslc_version);

// The entry in `bytes`, or nothing with `reason` set: "truncated",
// "checksum mismatch", "written by another dslc version", "not a dslc cache
// entry", "malformed", "trailing bytes".
std::optional<CacheEntry> ParseCacheEntry(llvm::StringRef bytes, std::string* reason);

}  // namespace dslc
