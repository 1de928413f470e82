// Records, the elements of structured NumPy dtypes, as Numba has them: a
// record is a reference to its bytes (an array element, a kernel argument),
// so `r = a[i]; r.x = 1` writes a[i]. A field is read and written as
// `r.x` or `r["x"]`; a nested array field (`("h", np.float32, (3, 2))`) is a
// C-contiguous view of the record's bytes; `a[i] = r` copies a whole record
// (lower_record.cpp).
#include "compiler/parse/ast.h"
#include "compiler/sema/infer_impl.h"

namespace dslc {

DSLC_DIAGNOSTIC(NoSuchField, Error, "`{0}` has no field `{1}`; its fields are {2}", std::string,
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(RecordIndexNotName, Error,
                "a record is indexed by a field name in quotes, such as `r[\"{0}\"]`", std::string);
DSLC_DIAGNOSTIC(RecordAssignMismatch, Error,
                "cannot store {0} into {1}: a record is assigned a record of the same dtype",
                std::string, std::string);
DSLC_DIAGNOSTIC(FieldTypeMismatch, Error, "cannot store {0} into a field of type {1}", std::string,
                std::string);
DSLC_DIAGNOSTIC(NestedArrayMisaligned, Error,
                "the nested array field `{0}` of `{1}` is not aligned to its elements in every "
                "record, which kernel code does not support yet",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(NestedArrayAssign, Error,
                "{0} is a {1}-D nested array; it is assigned a {1}-D array, not {2}", std::string,
                int, std::string);
DSLC_DIAGNOSTIC(
    NestedArrayTooLarge, Error,
    "{0} has {1} elements; a whole nested array is assigned at most {2} elements (assign "
    "larger ones element by element)",
    std::string, int64_t, int64_t);

namespace {

std::string FieldList(const Type* record) {
  std::string names;
  for (const RecordField& field : record->fields()) {
    names += (names.empty() ? "`" : ", `") + field.name + "`";
  }
  return names;
}

}  // namespace

// The field's value type: its scalar or record, or a C view for a nested
// array.
const Type* FunctionTyper::TypeRecordField(const Type* record, llvm::StringRef name,
                                           SourceRange name_range) {
  const RecordField* field = record->Field(name);
  if (!field) {
    Error(name_range, NoSuchField, record->name(), name, FieldList(record));
    return nullptr;
  }
  if (field->shape.empty()) return field->type;
  // A view reads its elements at their natural alignment.
  if (FieldAlignment(record, *field) < NaturalAlignment(field->type)) {
    Error(name_range, NestedArrayMisaligned, name, record->name());
    return nullptr;
  }
  return types().Array(field->type, static_cast<int>(field->shape.size()), Layout::C);
}

const Type* FunctionTyper::TypeRecordSubscript(const SubscriptExpr& subscript, const Type* record) {
  const auto* name = llvm::dyn_cast<StringLiteralExpr>(subscript.index);
  if (!name || name->bytes) {
    if (!name) TypeExpr(*subscript.index);
    Error(subscript.index->range(), RecordIndexNotName, record->fields()[0].name);
    return nullptr;
  }
  return TypeRecordField(record, name->value, subscript.index->range());
}

// The record whose field `target` names (`r.x`, `r["x"]`), or null.
const Type* FunctionTyper::FieldOwner(const Expr& target) {
  FieldAccess access = FieldAccessOf(target);
  if (!access.object) return nullptr;
  const Type* type = result_->TypeOf(*access.object);
  return type && type->is_record() ? type : nullptr;
}

// `r.x = v`: a number into a number field, converted as an array element
// is; a record into a record field of its dtype; an array of as many
// dimensions into a nested array field, element by element (its extents
// are the field's: the source is read at the field's indices).
void FunctionTyper::AssignToField(const Expr& target, const Type* value) {
  const Type* field = TypeExpr(target);
  if (!field) return;
  if (!field->is_array()) return CheckRecordStore(target, field, value);
  if (!value->is_array() || value->ndim() != field->ndim()) {
    Error(target.range(), NestedArrayAssign, SourceText(target), field->ndim(), Describe(value));
    return;
  }
  int64_t elements = 1;
  for (int64_t extent : FieldOwnerField(target)->shape) elements *= extent;
  if (elements > kMaxNestedArrayCopy) {
    Error(target.range(), NestedArrayTooLarge, SourceText(target), elements, kMaxNestedArrayCopy);
    return;
  }
  CheckRecordStore(target, field->dtype(), value->dtype());
}

// The field `target` names (`r.x`, `r["x"]`), whose owner is a record.
const RecordField* FunctionTyper::FieldOwnerField(const Expr& target) {
  return FieldOwner(target)->Field(FieldAccessOf(target).name);
}

void FunctionTyper::CheckRecordStore(const Expr& target, const Type* place, const Type* value) {
  if (place->is_record() || value->is_record()) {
    if (place != value) Error(target.range(), RecordAssignMismatch, Describe(value), Quote(place));
    return;
  }
  if (!value->is_scalar() || (value->is_complex() && !place->is_complex())) {
    Error(target.range(), FieldTypeMismatch, Describe(value), Quote(place));
  }
}

}  // namespace dslc
