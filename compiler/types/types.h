// The types of the kernel language. Types are interned by a TypeContext and
// compared by pointer. Besides values (scalars, arrays, tuples, None) the
// language has compile-time things that also get types, as in Numba: modules
// (`cuda`, `math`), builtin functions, number classes (`float32` used as a
// cast or a dtype), `range` objects, `cuda.threadIdx`-style Dim3 objects,
// the grid group, device functions, and the classes of CUDA's vector types
// (`cuda.float32x4`, whose calls make vector values).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace dslc {

struct FunctionInfo;

enum class ScalarKind : uint8_t {
#define DSLC_SCALAR(Name, Text, Alias, Bits, Signed, Class) Name,
#include "compiler/types/scalar_kinds.def"
};

struct ScalarInfo {
  llvm::StringRef name;   // "float32"
  llvm::StringRef alias;  // Numba's short name: "f4"
  unsigned bits;
  bool is_signed;
  bool is_bool;
  bool is_int;
  bool is_float;
  bool is_complex;
};
const ScalarInfo& Info(ScalarKind kind);
// Looks up a scalar type by any of its names ("float32", "f32", "boolean").
bool LookupScalar(llvm::StringRef name, ScalarKind* kind);

// Memory order of an array: C-contiguous (`[::1]` last), Fortran-contiguous
// (`[::1, :]`), or any strides (`[:]`).
enum class Layout : uint8_t { C, F, A };

enum class TypeKind : uint8_t {
  Scalar,
  Array,
  Tuple,
  None,
  Module,          // `cuda`, `math`, `cuda.atomic`, ...: see ModuleId
  Builtin,         // a builtin function or attribute: see the builtins table
  NumberClass,     // `float32` as a value: a cast function and a dtype
  DeviceFunction,  // a `@cuda.jit(device=True)` function
  Range,           // the value of `range(...)`
  Dim3,            // `cuda.threadIdx` and its kin
  GridGroup,       // `cuda.cg.this_grid()`
  Record,          // an element of a structured NumPy dtype, held by reference
  Vector,          // a CUDA vector value, `float32x4`: 1 to 4 numbers of one type
  VectorClass,     // `cuda.float32x4` as a value: the vector type's constructor
  EnumClass,       // an `enum.Enum` or `enum.IntEnum` class: its members are constants
  EnumMember,      // a member of one, held as its value (Numba's EnumMember)
};

class Type;
struct EnumMembers;  // constant.h

// A field of a record: a scalar, a nested record, or a nested array of
// either (`shape` not empty), at a byte offset.
struct RecordField {
  std::string name;
  const Type* type;
  int64_t offset;
  std::vector<int64_t> shape;
};

class Type {
 public:
  TypeKind kind() const { return kind_; }

  bool is_scalar() const { return kind_ == TypeKind::Scalar; }
  bool is_array() const { return kind_ == TypeKind::Array; }
  bool is_tuple() const { return kind_ == TypeKind::Tuple; }
  bool is_none() const { return kind_ == TypeKind::None; }
  bool is_record() const { return kind_ == TypeKind::Record; }
  bool is_vector() const { return kind_ == TypeKind::Vector; }
  bool is_enum_member() const { return kind_ == TypeKind::EnumMember; }
  // A member of an `enum.IntEnum`: an integer wherever one is wanted.
  bool is_int_enum() const { return is_enum_member() && int_enum_; }
  bool is_bool() const { return is_scalar() && Info(scalar_).is_bool; }
  bool is_integer() const { return is_scalar() && Info(scalar_).is_int; }
  bool is_float() const { return is_scalar() && Info(scalar_).is_float; }
  bool is_complex() const { return is_scalar() && Info(scalar_).is_complex; }
  // Bool, integers, floats and complex numbers, as Numba's Number.
  bool is_number() const { return is_scalar(); }
  bool is_signed() const { return is_scalar() && Info(scalar_).is_signed; }
  // Scalars: their width. Records: their size in bits (an array's element
  // size is bits() / 8 either way).
  unsigned bits() const {
    return is_record() ? static_cast<unsigned>(record_size_ * 8) : Info(scalar_).bits;
  }
  // Complex: the bits of each part (32 for complex64); others: bits().
  unsigned part_bits() const { return is_complex() ? bits() / 2 : bits(); }

  // Scalar and NumberClass: the scalar kind. Vector: its elements' kind.
  ScalarKind scalar() const { return scalar_; }
  // Array: element type, dimensions, layout. Range: its element type.
  // VectorClass: the vector type it makes.
  const Type* dtype() const { return dtype_; }
  // Vector: how many elements it has (1 to 4), named x, y, z, w.
  int vector_size() const { return vector_size_; }
  int ndim() const { return ndim_; }
  Layout layout() const { return layout_; }
  // Array: its elements cannot be written (a constant array a host program
  // froze into the module, or a value that may be one).
  bool readonly() const { return readonly_; }
  // Tuple: element types.
  llvm::ArrayRef<const Type*> elements() const { return elements_; }
  // A named tuple (a `collections.namedtuple` class's instance, Numba's
  // NamedTuple and NamedUniTuple): its class's name and its fields' names,
  // one per element; empty for a plain tuple.
  llvm::StringRef tuple_class() const { return tuple_class_; }
  llvm::ArrayRef<std::string> field_names() const { return field_names_; }
  bool is_named_tuple() const { return is_tuple() && !tuple_class_.empty(); }
  // A named tuple's element named `name`, or -1.
  int FieldIndex(llvm::StringRef name) const;
  // Record: fields, size in bytes, and whether NumPy aligned it
  // (`align=True`: each field at its natural alignment). Fields of a record
  // that is not aligned are accessed a byte at a time, as Numba does.
  llvm::ArrayRef<RecordField> fields() const { return fields_; }
  int64_t record_size() const { return record_size_; }
  bool aligned() const { return aligned_; }
  // Record: the field named `name`, or null.
  const RecordField* Field(llvm::StringRef name) const;
  // Module, Builtin, Dim3: which one (ModuleId, BuiltinId, Dim3Id).
  uint32_t id() const { return id_; }
  // DeviceFunction: the function (its definition, scope and options).
  const FunctionInfo* function() const { return function_; }
  // EnumClass and EnumMember: the class's name and whether it is an
  // IntEnum; dtype() is the type of the members' values. EnumClass: its
  // members and the type of each.
  llvm::StringRef enum_name() const { return enum_name_; }
  bool int_enum() const { return int_enum_; }
  const EnumMembers& enum_members() const { return *enum_members_; }
  const Type* member_type() const { return member_type_; }

  // As users write it: `float32`, `float32[:, ::1]`, `tuple(int64, int64)`,
  // `namedtuple(Point, x: int64, y: int64)`, `float32x4`.
  const std::string& name() const { return name_; }

 private:
  friend class TypeContext;
  TypeKind kind_ = TypeKind::None;
  ScalarKind scalar_ = ScalarKind::Int64;
  const Type* dtype_ = nullptr;
  int ndim_ = 0;
  Layout layout_ = Layout::C;
  bool readonly_ = false;
  std::vector<const Type*> elements_;
  std::string tuple_class_;
  std::vector<std::string> field_names_;
  std::vector<RecordField> fields_;
  int64_t record_size_ = 0;
  bool aligned_ = false;
  uint32_t id_ = 0;
  const FunctionInfo* function_ = nullptr;
  int vector_size_ = 0;
  std::string enum_name_;
  bool int_enum_ = false;
  std::shared_ptr<const EnumMembers> enum_members_;
  const Type* member_type_ = nullptr;
  std::string name_;
};

// The type that holds values of `type` at run time: an enum member's value
// type (a member is its value, as in Numba); any other type itself.
inline const Type* HeldType(const Type* type) {
  return type->is_enum_member() ? type->dtype() : type;
}

// The type an IntEnum member is an integer of (its value's); any other
// type itself.
inline const Type* IntEnumValueType(const Type* type) {
  return type->is_int_enum() ? type->dtype() : type;
}

// The values a kernel parameter of `type` passes as, in order, appended to
// `leaves`: a number, an array or a record itself (an enum member as its
// value); a tuple its elements' values in turn, as Numba's data model
// flattens a tuple into its members (an empty tuple passes nothing).
void KernelAbiLeaves(const Type* type, std::vector<const Type*>* leaves);

// The alignment every record of an array of records has: its largest
// field's natural alignment (a complex number's is one part's, as in
// NumPy), but no more than the largest power of two (up to 16) dividing its
// size, where the next element starts. An array's data pointer must have it
// (the runtime checks). For an aligned dtype (align=True) that is NumPy's
// alignment; a packed one gets what its size allows, where Numba reads
// every field a byte at a time.
unsigned RecordAlignment(const Type* record);

// The alignment of a field of `record`: its natural alignment, the
// record's, and its offset's, whichever is least.
unsigned FieldAlignment(const Type* record, const RecordField& field);

// A type's natural alignment in memory, as NumPy has it: a scalar's size
// (a complex number's part's), a record's RecordAlignment.
unsigned NaturalAlignment(const Type* type);

// The most elements `r.h = a` copies into a nested array field: the copy
// is unrolled (nested arrays are small).
constexpr int64_t kMaxNestedArrayCopy = 1024;

// The most dimensions an array has.
constexpr int kMaxArrayDims = 4;

// The most elements a tuple may have, in kernel code and in module
// constants. Far above what kernels use (shapes, small tables); it keeps
// LLVM's handling of aggregate values, which slows with their length, cheap
// (a tuple of 4096 compiles in a second or two), and below the 65536
// members at which LLVM's instruction selection breaks.
constexpr size_t kMaxTupleElements = 4096;

struct LibraryModules;  // library_modules.cpp

// Owns and interns types. Not thread-safe: one per compilation.
class TypeContext {
 public:
  TypeContext();

  // The library modules loaded for these types (library_modules.h): they
  // live as long as the types.
  LibraryModules& Libraries();

  const Type* Scalar(ScalarKind kind) { return scalars_[static_cast<size_t>(kind)]; }
  const Type* Bool() { return Scalar(ScalarKind::Bool); }
  const Type* Int32() { return Scalar(ScalarKind::Int32); }
  const Type* Int64() { return Scalar(ScalarKind::Int64); }
  const Type* UInt8() { return Scalar(ScalarKind::UInt8); }
  const Type* UInt32() { return Scalar(ScalarKind::UInt32); }
  const Type* UInt64() { return Scalar(ScalarKind::UInt64); }
  const Type* Float32() { return Scalar(ScalarKind::Float32); }
  const Type* Float64() { return Scalar(ScalarKind::Float64); }
  const Type* Complex64() { return Scalar(ScalarKind::Complex64); }
  const Type* Complex128() { return Scalar(ScalarKind::Complex128); }
  const Type* None() { return none_; }

  // `readonly float32[::1]` when `readonly`.
  const Type* Array(const Type* dtype, int ndim, Layout layout, bool readonly = false);
  const Type* Tuple(llvm::ArrayRef<const Type*> elements);
  // An instance of the namedtuple class `class_name` with these fields, one
  // per element: `namedtuple(Point, x: int64, y: float64)`.
  const Type* NamedTuple(llvm::StringRef class_name, llvm::ArrayRef<std::string> fields,
                         llvm::ArrayRef<const Type*> elements);
  // Named as Numba names it:
  // `Record(a[type=float32;offset=0],b[type=int64;offset=8];16;True)`.
  const Type* Record(std::vector<RecordField> fields, int64_t size, bool aligned);
  const Type* Module(uint32_t module_id, llvm::StringRef name);
  const Type* Builtin(uint32_t builtin_id, llvm::StringRef name);
  const Type* NumberClass(ScalarKind kind);
  const Type* DeviceFunction(const FunctionInfo* function, llvm::StringRef name);
  const Type* Range(const Type* element);
  const Type* Dim3(uint32_t dim3_id, llvm::StringRef name);
  const Type* GridGroup();
  // `float32x4`: `size` (1 to 4) elements of `element`, named as Numba
  // names it; and its class, `class `float32x4``.
  const Type* Vector(ScalarKind element, int size);
  const Type* VectorClass(const Type* vector);
  // A member of an enum class, named as Numba names it: `Enum<int64>(Color)`,
  // `IntEnum<int64>(Shape)`. One type per name: kernel code tells enum
  // classes apart by name, kind and value type.
  const Type* EnumMember(llvm::StringRef class_name, bool int_enum, const Type* value);
  // The enum class `class_name` with these members (values of type
  // `value`), named `Enum class<int64>(Color)`. `identity` tells the class
  // from others of the same name; null when another class of the same name
  // and value type has been made here (their members would be one type).
  const Type* EnumClass(llvm::StringRef class_name, bool int_enum, const Type* value,
                        const std::string& identity, std::shared_ptr<const EnumMembers> members);

 private:
  const Type* Intern(std::string key, std::unique_ptr<Type> type);

  std::map<std::string, std::unique_ptr<Type>> interned_;
  // A shared_ptr: its deleter is made where LibraryModules is complete.
  std::shared_ptr<LibraryModules> libraries_;
  std::vector<const Type*> scalars_;
  const Type* none_;
  // The identity of the enum class each enum member type belongs to.
  std::map<const Type*, std::string> enum_identities_;
};

}  // namespace dslc
