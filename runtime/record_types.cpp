// The process's record dtypes: a spelling is parsed by the compiler's
// signature parser once, and its size and alignment kept beside it.
#include "runtime/record_types.h"

#include <algorithm>
#include <string>

#include "compiler/types/signature.h"
#include "runtime/type_registry.h"

namespace dslc {
namespace {

struct RecordInfo {
  std::string name;
  size_t size;
  size_t align;
};

TypeRegistry<RecordInfo, kMaxRecordDTypes>& Records() {
  static auto* registry = new TypeRegistry<RecordInfo, kMaxRecordDTypes>;  // lives for the process
  return *registry;
}

const RecordInfo& InfoOf(DType dtype) {
  size_t index = static_cast<size_t>(dtype) - kFirstRecordDType;
  const RecordInfo* info = IsRecordDType(dtype) ? Records().At(index) : nullptr;
  if (!info) {
    throw Error("the element type code " + std::to_string(static_cast<int>(dtype)) +
                " is not a number type (0 to 13) nor a record type registered in this process");
  }
  return *info;
}

// The record type a spelling names, checked by the compiler's parser, in
// `types`.
const Type* ParseRecord(std::string_view spelling, TypeContext& types) {
  const Type* type = ParseTypeSpelling(spelling, "<record>", types);
  if (!type || !type->is_record()) {
    throw Error("`" + std::string(spelling) +
                "` is not a record type, such as Record(a[type=float32;offset=0];4;True)");
  }
  return type;
}

RecordInfo Parse(std::string_view spelling) {
  TypeContext types;
  const Type* type = ParseRecord(spelling, types);
  if (type->record_size() == 0) throw Error("a record of 0 bytes cannot be an array element");
  return {type->name(), static_cast<size_t>(type->record_size()),
          static_cast<size_t>(RecordAlignment(type))};
}

// The DType of a field's element type: a number's, or a nested record's
// (registered here).
DType FieldDType(const Type* type) {
  if (type->is_record()) return RecordDType(type->name());
  for (int value = 0; value <= static_cast<int>(DType::Complex128); ++value) {
    if (Name(static_cast<DType>(value)) == type->name()) return static_cast<DType>(value);
  }
  throw Error("a record field of type `" + type->name() + "` has no element type");
}

}  // namespace

DType RecordDType(std::string_view spelling) {
  // Nested records are registered first, so that once a record is accepted
  // nothing it holds needs a registration later (writing it, say), when the
  // registry may be full.
  TypeContext types;
  for (const RecordField& field : ParseRecord(spelling, types)->fields()) {
    if (field.type->is_record()) RecordDType(field.type->name());
  }
  size_t index =
      Records().IndexOf(Parse(spelling), "a process can use at most " +
                                             std::to_string(kMaxRecordDTypes) + " record dtypes");
  return static_cast<DType>(kFirstRecordDType + index);
}

bool RecordDTypeExists(int value) {
  if (value < kFirstRecordDType || value > 255) return false;
  return Records().At(static_cast<size_t>(value - kFirstRecordDType)) != nullptr;
}

std::vector<RecordFieldLayout> RecordFields(DType dtype) {
  TypeContext types;
  const Type* record = ParseRecord(RecordName(dtype), types);
  std::vector<RecordFieldLayout> fields;
  for (const RecordField& field : record->fields()) {
    fields.push_back({field.name, FieldDType(field.type), field.offset, field.shape});
  }
  std::stable_sort(
      fields.begin(), fields.end(),
      [](const RecordFieldLayout& a, const RecordFieldLayout& b) { return a.offset < b.offset; });
  return fields;
}

size_t RecordSize(DType dtype) { return InfoOf(dtype).size; }
std::string_view RecordName(DType dtype) { return InfoOf(dtype).name; }
size_t RecordAlign(DType dtype) { return InfoOf(dtype).align; }

size_t ElementAlignment(DType dtype) {
  if (IsRecordDType(dtype)) return RecordAlign(dtype);
  // A complex number is aligned as its parts, as NumPy has it (a complex128
  // field of an aligned record, and a view of it, may start 8 bytes past
  // a multiple of 16).
  bool complex = dtype == DType::Complex64 || dtype == DType::Complex128;
  return complex ? ItemSize(dtype) / 2 : ItemSize(dtype);
}

}  // namespace dslc
