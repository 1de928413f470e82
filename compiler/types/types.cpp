#include "compiler/types/types.h"

#include <algorithm>

#include "llvm/ADT/StringMap.h"

namespace dslc {
namespace {

constexpr ScalarInfo kScalarInfo[] = {
#define DSLC_SCALAR(Name, Text, Alias, Bits, Signed, Class) \
  {Text,                                                    \
   Alias,                                                   \
   Bits,                                                    \
   Signed,                                                  \
   #Class[0] == 'B',                                        \
   #Class[0] == 'I',                                        \
   #Class[0] == 'F',                                        \
   #Class[0] == 'C'},
#include "compiler/types/scalar_kinds.def"
};

std::string LayoutSuffix(int ndim, Layout layout) {
  std::string text = "[";
  for (int i = 0; i < ndim; ++i) {
    if (i) text += ", ";
    bool contiguous = (layout == Layout::C && i == ndim - 1) || (layout == Layout::F && i == 0);
    text += contiguous ? "::1" : ":";
  }
  return text + "]";
}

}  // namespace

const ScalarInfo& Info(ScalarKind kind) { return kScalarInfo[static_cast<size_t>(kind)]; }

bool LookupScalar(llvm::StringRef name, ScalarKind* kind) {
  static const llvm::StringMap<ScalarKind> names = [] {
    llvm::StringMap<ScalarKind> map;
#define DSLC_SCALAR(Name, Text, Alias, Bits, Signed, Class) \
  map[Text] = ScalarKind::Name;                             \
  map[Alias] = ScalarKind::Name;
#include "compiler/types/scalar_kinds.def"
    // Names by bits: only those no Numba name means otherwise (`i8` and `u8`
    // are Numba's 64-bit names).
    map["i16"] = ScalarKind::Int16;
    map["i32"] = ScalarKind::Int32;
    map["i64"] = ScalarKind::Int64;
    map["u16"] = ScalarKind::UInt16;
    map["u32"] = ScalarKind::UInt32;
    map["u64"] = ScalarKind::UInt64;
    map["f16"] = ScalarKind::Float16;
    map["f32"] = ScalarKind::Float32;
    map["f64"] = ScalarKind::Float64;
    // Numba's other spellings.
    map["boolean"] = ScalarKind::Bool;
    map["byte"] = ScalarKind::UInt8;
    map["bool_"] = ScalarKind::Bool;
    map["intp"] = ScalarKind::Int64;
    map["uintp"] = ScalarKind::UInt64;
    map["double"] = ScalarKind::Float64;
    map["half"] = ScalarKind::Float16;
    return map;
  }();
  auto it = names.find(name);
  if (it == names.end()) return false;
  *kind = it->second;
  return true;
}

TypeContext::TypeContext() {
  for (const ScalarInfo& info : kScalarInfo) {
    auto type = std::make_unique<Type>();
    type->kind_ = TypeKind::Scalar;
    type->scalar_ = static_cast<ScalarKind>(scalars_.size());
    type->name_ = info.name.str();
    std::string key = "scalar:" + type->name_;
    scalars_.push_back(Intern(std::move(key), std::move(type)));
  }
  auto none = std::make_unique<Type>();
  none->kind_ = TypeKind::None;
  none->name_ = "none";
  none_ = Intern("none", std::move(none));
}

const Type* TypeContext::Intern(std::string key, std::unique_ptr<Type> type) {
  auto [it, inserted] = interned_.try_emplace(std::move(key), nullptr);
  if (inserted) it->second = std::move(type);
  return it->second.get();
}

const Type* TypeContext::Array(const Type* dtype, int ndim, Layout layout, bool readonly) {
  // One dimension: C and F are the same thing.
  if (ndim == 1 && layout == Layout::F) layout = Layout::C;
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::Array;
  type->dtype_ = dtype;
  type->ndim_ = ndim;
  type->layout_ = layout;
  type->readonly_ = readonly;
  type->name_ = (readonly ? "readonly " : "") + dtype->name() + LayoutSuffix(ndim, layout);
  std::string key = "array:" + type->name_;
  return Intern(std::move(key), std::move(type));
}

const Type* TypeContext::Tuple(llvm::ArrayRef<const Type*> elements) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::Tuple;
  type->elements_.assign(elements.begin(), elements.end());
  type->name_ = "tuple(";
  for (size_t i = 0; i < elements.size(); ++i) {
    type->name_ += (i ? ", " : "") + elements[i]->name();
  }
  type->name_ += ")";
  std::string key = "tuple:" + type->name_;
  return Intern(std::move(key), std::move(type));
}

const Type* TypeContext::NamedTuple(llvm::StringRef class_name, llvm::ArrayRef<std::string> fields,
                                    llvm::ArrayRef<const Type*> elements) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::Tuple;
  type->elements_.assign(elements.begin(), elements.end());
  type->tuple_class_ = class_name.str();
  type->field_names_.assign(fields.begin(), fields.end());
  type->name_ = "namedtuple(" + class_name.str();
  for (size_t i = 0; i < elements.size(); ++i) {
    type->name_ += ", " + fields[i] + ": " + elements[i]->name();
  }
  type->name_ += ")";
  std::string key = "tuple:" + type->name_;
  return Intern(std::move(key), std::move(type));
}

int Type::FieldIndex(llvm::StringRef name) const {
  for (size_t i = 0; i < field_names_.size(); ++i) {
    if (field_names_[i] == name) return static_cast<int>(i);
  }
  return -1;
}

void KernelAbiLeaves(const Type* type, std::vector<const Type*>* leaves) {
  type = HeldType(type);
  if (!type->is_tuple()) {
    leaves->push_back(type);
    return;
  }
  for (const Type* element : type->elements()) KernelAbiLeaves(element, leaves);
}

const RecordField* Type::Field(llvm::StringRef name) const {
  for (const RecordField& field : fields_) {
    if (field.name == name) return &field;
  }
  return nullptr;
}

namespace {

// A field's type as Numba writes it: `float32`, `nestedarray(uint8, (5,))`.
std::string FieldTypeName(const RecordField& field) {
  if (field.shape.empty()) return field.type->name();
  std::string shape;
  for (size_t d = 0; d < field.shape.size(); ++d) {
    shape += (d ? ", " : "") + std::to_string(field.shape[d]);
  }
  if (field.shape.size() == 1) shape += ",";
  return "nestedarray(" + field.type->name() + ", (" + shape + "))";
}

}  // namespace

namespace {

// The largest power of two dividing `n` (n > 0), at most 16.
unsigned PowerOfTwoFactor(int64_t n) {
  return static_cast<unsigned>(std::min<int64_t>(16, n & -n));
}

}  // namespace

unsigned NaturalAlignment(const Type* type) {
  if (type->is_record()) return RecordAlignment(type);
  return std::max(1u, type->part_bits() / 8);
}

unsigned RecordAlignment(const Type* record) {
  unsigned largest = 1;
  for (const RecordField& field : record->fields()) {
    largest = std::max(largest, NaturalAlignment(field.type));
  }
  return record->record_size() == 0 ? 1
                                    : std::min(largest, PowerOfTwoFactor(record->record_size()));
}

unsigned FieldAlignment(const Type* record, const RecordField& field) {
  unsigned align = std::min(NaturalAlignment(field.type), RecordAlignment(record));
  return field.offset == 0 ? align : std::min(align, PowerOfTwoFactor(field.offset));
}

const Type* TypeContext::Record(std::vector<RecordField> fields, int64_t size, bool aligned) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::Record;
  type->name_ = "Record(";
  for (size_t i = 0; i < fields.size(); ++i) {
    type->name_ += (i ? "," : "") + fields[i].name + "[type=" + FieldTypeName(fields[i]) +
                   ";offset=" + std::to_string(fields[i].offset) + "]";
  }
  type->name_ += ";" + std::to_string(size) + ";" + (aligned ? "True" : "False") + ")";
  type->fields_ = std::move(fields);
  type->record_size_ = size;
  type->aligned_ = aligned;
  std::string key = "record:" + type->name_;
  return Intern(std::move(key), std::move(type));
}

const Type* TypeContext::Module(uint32_t module_id, llvm::StringRef name) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::Module;
  type->id_ = module_id;
  type->name_ = "module `" + name.str() + "`";
  std::string key = "module:" + name.str();
  return Intern(std::move(key), std::move(type));
}

const Type* TypeContext::Builtin(uint32_t builtin_id, llvm::StringRef name) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::Builtin;
  type->id_ = builtin_id;
  type->name_ = "function `" + name.str() + "`";
  return Intern("builtin:" + std::to_string(builtin_id), std::move(type));
}

const Type* TypeContext::NumberClass(ScalarKind kind) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::NumberClass;
  type->scalar_ = kind;
  type->name_ = "class `" + Info(kind).name.str() + "`";
  return Intern("class:" + Info(kind).name.str(), std::move(type));
}

const Type* TypeContext::DeviceFunction(const FunctionInfo* function, llvm::StringRef name) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::DeviceFunction;
  type->function_ = function;
  type->name_ = "device function `" + name.str() + "`";
  return Intern("function:" + std::to_string(reinterpret_cast<uintptr_t>(function)),
                std::move(type));
}

const Type* TypeContext::Range(const Type* element) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::Range;
  type->dtype_ = element;
  type->name_ = "range(" + element->name() + ")";
  return Intern("range:" + element->name(), std::move(type));
}

const Type* TypeContext::Dim3(uint32_t dim3_id, llvm::StringRef name) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::Dim3;
  type->id_ = dim3_id;
  type->name_ = "`" + name.str() + "`";
  return Intern("dim3:" + name.str(), std::move(type));
}

const Type* TypeContext::GridGroup() {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::GridGroup;
  type->name_ = "grid group";
  return Intern("gridgroup", std::move(type));
}

const Type* TypeContext::Vector(ScalarKind element, int size) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::Vector;
  type->scalar_ = element;
  type->vector_size_ = size;
  type->name_ = Info(element).name.str() + "x" + std::to_string(size);
  std::string key = "vector:" + type->name_;
  return Intern(std::move(key), std::move(type));
}

const Type* TypeContext::VectorClass(const Type* vector) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::VectorClass;
  type->dtype_ = vector;
  type->name_ = "class `" + vector->name() + "`";
  return Intern("vector class:" + vector->name(), std::move(type));
}

const Type* TypeContext::EnumMember(llvm::StringRef class_name, bool int_enum, const Type* value) {
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::EnumMember;
  type->dtype_ = value;
  type->enum_name_ = class_name.str();
  type->int_enum_ = int_enum;
  type->name_ = (int_enum ? "IntEnum<" : "Enum<") + value->name() + ">(" + class_name.str() + ")";
  std::string key = "enum:" + type->name_;
  return Intern(std::move(key), std::move(type));
}

const Type* TypeContext::EnumClass(llvm::StringRef class_name, bool int_enum, const Type* value,
                                   const std::string& identity,
                                   std::shared_ptr<const EnumMembers> members) {
  const Type* member = EnumMember(class_name, int_enum, value);
  auto [known, inserted] = enum_identities_.try_emplace(member, identity);
  if (!inserted && known->second != identity) return nullptr;
  auto type = std::make_unique<Type>();
  type->kind_ = TypeKind::EnumClass;
  type->dtype_ = value;
  type->enum_name_ = class_name.str();
  type->int_enum_ = int_enum;
  type->enum_members_ = std::move(members);
  type->member_type_ = member;
  type->name_ =
      (int_enum ? "IntEnum class<" : "Enum class<") + value->name() + ">(" + class_name.str() + ")";
  std::string key = "enumclass:" + type->name_;
  return Intern(std::move(key), std::move(type));
}

}  // namespace dslc
