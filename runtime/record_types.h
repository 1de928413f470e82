// Record dtypes (NumPy's structured dtypes) in the runtime: each spelling a
// program uses is registered once per process and gets a DType value of
// its own, from kFirstRecordDType up, which arrays, signature keys and the C
// interface carry as they carry numbers' DTypes. ItemSize and Name know
// them. Internal to the runtime; the public entry is dslc::RecordDType
// (array.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "dslc/array.h"

namespace dslc {

constexpr int kFirstRecordDType = 16;
constexpr int kMaxRecordDTypes = 256 - kFirstRecordDType;

inline bool IsRecordDType(DType dtype) { return static_cast<int>(dtype) >= kFirstRecordDType; }

// A registered record's size, name and alignment (RecordAlignment of the
// compiler's types.h); the DType must be one RecordDType returned.
size_t RecordSize(DType dtype);
std::string_view RecordName(DType dtype);
size_t RecordAlign(DType dtype);

// Whether `value` (16 to 255) is a registered record's DType.
bool RecordDTypeExists(int value);

// A field of a registered record: a number's or a nested record's DType,
// its byte offset, and the shape of a nested array (empty otherwise).
struct RecordFieldLayout {
  std::string name;
  DType dtype;
  int64_t offset;
  std::vector<int64_t> shape;
};
// The fields of a registered record, by increasing offset.
std::vector<RecordFieldLayout> RecordFields(DType dtype);

// What array memory must be aligned to, as NumPy has it: a number's size
// (a complex number's part's), a record's alignment.
size_t ElementAlignment(DType dtype);

}  // namespace dslc
