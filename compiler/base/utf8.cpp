#include "compiler/base/utf8.h"

#include <algorithm>
#include <cctype>
#include <iterator>

namespace dslc {
namespace {

struct XidRange {
  uint32_t first;
  uint32_t last;
  bool is_start;
};

constexpr XidRange kXidRanges[] = {
#define DSLC_XID_RANGE(first, last, is_start) {first, last, is_start},
#include "compiler/base/xid_ranges.def"
};

// The non-ASCII range holding `code_point`, or null.
const XidRange* FindXidRange(uint32_t code_point) {
  const XidRange* range =
      std::upper_bound(std::begin(kXidRanges), std::end(kXidRanges), code_point,
                       [](uint32_t c, const XidRange& r) { return c < r.first; });
  if (range == std::begin(kXidRanges)) return nullptr;
  --range;
  return code_point <= range->last ? range : nullptr;
}

}  // namespace

DecodedChar DecodeUtf8(llvm::StringRef text, size_t pos) {
  auto byte = [&](size_t i) { return static_cast<uint8_t>(text[i]); };
  uint8_t lead = byte(pos);
  if (lead < 0x80) return {lead, 1, true};
  uint32_t length;
  uint32_t code_point;
  uint32_t min_value;
  if ((lead & 0xE0) == 0xC0) {
    length = 2, code_point = lead & 0x1F, min_value = 0x80;
  } else if ((lead & 0xF0) == 0xE0) {
    length = 3, code_point = lead & 0x0F, min_value = 0x800;
  } else if ((lead & 0xF8) == 0xF0) {
    length = 4, code_point = lead & 0x07, min_value = 0x10000;
  } else {
    return {lead, 1, false};
  }
  if (pos + length > text.size()) return {lead, 1, false};
  for (uint32_t i = 1; i < length; ++i) {
    uint8_t next = byte(pos + i);
    if ((next & 0xC0) != 0x80) return {lead, 1, false};
    code_point = (code_point << 6) | (next & 0x3F);
  }
  bool surrogate = code_point >= 0xD800 && code_point <= 0xDFFF;
  if (code_point < min_value || code_point > 0x10FFFF || surrogate) return {lead, 1, false};
  return {code_point, length, true};
}

uint32_t CountCharacters(llvm::StringRef text) {
  uint32_t count = 0;
  for (size_t pos = 0; pos < text.size();) {
    uint8_t c = static_cast<uint8_t>(text[pos]);
    pos += c < 0x80 ? 1 : DecodeUtf8(text, pos).length;
    ++count;
  }
  return count;
}

bool IsXidStart(uint32_t code_point) {
  if (code_point < 0x80) return std::isalpha(static_cast<int>(code_point));
  const XidRange* range = FindXidRange(code_point);
  return range && range->is_start;
}

bool IsXidContinue(uint32_t code_point) {
  if (code_point < 0x80) return std::isalnum(static_cast<int>(code_point)) || code_point == '_';
  return FindXidRange(code_point) != nullptr;
}

}  // namespace dslc
