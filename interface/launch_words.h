// The launch word format of dslc/c_api.h (launch_words.def, where it is
// described) as C++ constants: the header words' positions, the code word's
// fields, the numbers' dtypes and the other arguments' codes. The runtime
// decodes launches with them; the public C header dslc/launch_words.h and
// the Python package's constants are generated from the same .def.
#pragma once

#include <cstdint>
#include <iterator>
#include <string_view>

namespace dslc::launch_words {

// The header words' positions: kGridXWord to kCountWord, in order.
enum : int {
#define DSLC_LAUNCH_HEADER(Name, format, text) k##Name##Word,
#include "interface/launch_words.def"
  kHeaderWords  // the words before the arguments
};
static_assert(kCountWord == kHeaderWords - 1, "the arguments follow the count");

// A field of a code word: `width` bits from bit `shift`.
struct CodeField {
  int shift;
  int width;

  // The field's bits in place.
  constexpr uint64_t mask() const { return ((uint64_t{1} << width) - 1) << shift; }
  // The bit after the field.
  constexpr int end() const { return shift + width; }
  // The field's value in `code`.
  constexpr uint32_t Read(uint64_t code) const {
    return static_cast<uint32_t>((code & mask()) >> shift);
  }
  // `value` in the field's place.
  constexpr uint32_t Bits(uint32_t value) const { return value << shift; }
};

// kElementField, kArrayField, kNdimField, kLayoutField, kTupleField, kIndexField.
#define DSLC_LAUNCH_CODE_FIELD(Name, shift, width, text) \
  inline constexpr CodeField k##Name##Field{shift, width};
#include "interface/launch_words.def"

// kRecordCode, kEnumCode, kTupleCode: a code's bits below kIndexField.
#define DSLC_LAUNCH_ARG_CODE(Name, code, text) inline constexpr uint32_t k##Name##Code = code;
#include "interface/launch_words.def"

// kMaxArgs, kMaxDims.
#define DSLC_LAUNCH_LIMIT(Name, value, text) inline constexpr int k##Name = value;
#include "interface/launch_words.def"

// A number's dtype, by its code.
struct DTypeEntry {
  int code;
  std::string_view name;        // as signatures spell it
  std::string_view numpy_name;  // NumPy's
  int item_bytes;
  int words;  // of a value in a launch
};
inline constexpr DTypeEntry kDTypes[] = {
#define DSLC_LAUNCH_DTYPE(code, Name, name, numpy, item_bytes, format, Class) \
  {code, name, numpy, item_bytes, (item_bytes + 7) / 8},
#include "interface/launch_words.def"
};
inline constexpr int kDTypeCount = static_cast<int>(std::size(kDTypes));

constexpr bool CodesArePositions() {
  for (int i = 0; i < kDTypeCount; ++i) {
    if (kDTypes[i].code != i) return false;
  }
  return true;
}
static_assert(CodesArePositions(), "dtype codes are numbered from 0 in order");
static_assert(kDTypeCount <= static_cast<int>(kRecordCode) && kRecordCode < kEnumCode &&
                  kEnumCode <= kElementField.mask(),
              "the dtypes, Record and Enum each have Element values of their own");

// What a code word is for, read in the order launch_words.def gives.
enum class CodeKind { Number, Record, Enum, Tuple };
constexpr CodeKind KindOf(uint64_t code) {
  if ((code & ((uint64_t{1} << kIndexField.shift) - 1)) == kTupleCode) return CodeKind::Tuple;
  if (kElementField.Read(code) == kRecordCode) return CodeKind::Record;
  if (kElementField.Read(code) == kEnumCode) return CodeKind::Enum;
  return CodeKind::Number;
}

}  // namespace dslc::launch_words
