// Writes fuzz_cache_entry's seed inputs into a directory: entries written by
// this build's SerializeCacheEntry (so they carry its version), each once as
// it is (byte 0 = 0) and once with the checksum fix-up bit (byte 0 = 1).
//
//   dslc-fuzz-cache-seeds DIR
#include <cstdio>
#include <fstream>
#include <string>

#include "runtime/cache_entry.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s DIR\n", argv[0]);
    return 2;
  }
  using dslc::CacheEntry;
  CacheEntry empty;

  CacheEntry saxpy;
  saxpy.key = "saxpy(float32, float32[::1], float32[::1]) sm_90 O3\nsource...";
  saxpy.facts.kernel = "saxpy";
  saxpy.facts.signature = "float32, float32[::1], float32[::1]";
  saxpy.facts.target = "sm_90";
  saxpy.source_file = "saxpy.py";
  saxpy.facts.entry = "saxpy";
  saxpy.registers = 12;
  saxpy.max_threads_per_block = 1024;
  saxpy.ptx =
      "//\n.version 7.8\n.target sm_90\n.address_size 64\n\n.visible .entry "
      "saxpy()\n{\n\tret;\n}\n";

  CacheEntry shared = saxpy;
  shared.facts.kernel = shared.facts.entry = "reverse_tiles";
  shared.facts.cooperative = true;
  shared.facts.dynamic_shared = true;
  shared.facts.static_shared_bytes = 49152;
  shared.cubin = std::string(
                     "\x7f"
                     "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0",
                     16) +
                 std::string(48, '\0');

  const std::pair<const char*, const CacheEntry*> seeds[] = {
      {"empty", &empty}, {"saxpy", &saxpy}, {"shared", &shared}};
  for (const auto& [name, entry] : seeds) {
    std::string bytes = dslc::SerializeCacheEntry(*entry);
    for (char mode : {'\0', '\1'}) {
      std::string path = std::string(argv[1]) + "/" + name + (mode ? "-fixup" : "");
      std::ofstream out(path, std::ios::binary);
      out << mode << bytes;
      if (!out) {
        std::fprintf(stderr, "cannot write %s\n", path.c_str());
        return 1;
      }
    }
  }
  return 0;
}
