#include "compiler/base/key_hash.h"

#include <array>
#include <cstdint>

#include "llvm/Support/BLAKE3.h"

namespace dslc {

std::string KeyHash(std::string_view material) {
  std::array<uint8_t, 16> hash = llvm::BLAKE3::hash<16>(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(material.data()), material.size()));
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (uint8_t byte : hash) {
    hex += kDigits[byte >> 4];
    hex += kDigits[byte & 0xF];
  }
  return hex;
}

}  // namespace dslc
