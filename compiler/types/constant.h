// Compile-time constants: module constants (`TPB = 256`, `SHAPE = (16, 16)`)
// and expressions over them and literals (`TPB // 2`, `TILE + 1`). Values
// carry their Numba type; arithmetic follows the same rules as run-time code
// (Python's `//` and `%`, 64-bit integers), so folding never changes a result.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/parse/ast.h"
#include "compiler/types/types.h"

namespace dslc {

class ConstValue {
 public:
  static ConstValue Int(const Type* type, int64_t value);    // signed integer types
  static ConstValue UInt(const Type* type, uint64_t value);  // unsigned integer types
  static ConstValue Float(const Type* type, double value);
  static ConstValue Complex(const Type* type, double real, double imag);
  static ConstValue Bool(const Type* type, bool value);
  static ConstValue None(const Type* type);
  static ConstValue Tuple(const Type* type, std::vector<ConstValue> elements);
  // A member of an enum (a TypeKind::EnumMember type) whose value is `value`.
  static ConstValue EnumMember(const Type* type, const ConstValue& value);

  const Type* type() const { return type_; }
  int64_t as_int() const { return int_; }  // integers (either sign) and bools
  uint64_t as_uint() const { return static_cast<uint64_t>(int_); }
  double as_float() const { return float_; }  // floats; the real part of a complex
  double as_imag() const { return imag_; }    // complex: the imaginary part
  bool as_bool() const { return int_ != 0; }
  const std::vector<ConstValue>& elements() const { return elements_; }
  // An enum member's value (of its type's dtype); any other constant itself.
  ConstValue Value() const;

  // Python's truth value: nonzero, non-empty.
  bool IsTruthy() const;
  // Converted to a number type, as a cast in kernel code would.
  ConstValue ConvertTo(TypeContext& types, const Type* to) const;
  // For dumps: `256`, `0.5`, `True`, `(16, 16)`.
  std::string ToString() const;

 private:
  static ConstValue FromFloat(const Type* to, double value);

  const Type* type_ = nullptr;
  int64_t int_ = 0;
  double float_ = 0;
  double imag_ = 0;
  std::vector<ConstValue> elements_;
};

// The members of an enum class in definition order, aliases included (a
// later name with an earlier member's value names that member), each with
// its value: the class's members as kernel code reads them
// (`Color.red`, `Color["red"]`).
struct EnumMembers {
  std::vector<std::string> names;
  std::vector<ConstValue> values;  // all of one type
};

// An array a host program gave the module, its extents and strides known
// when kernels are compiled. Either frozen into the module (a global NumPy
// array, as Numba freezes it): C-contiguous and read-only, its bytes in C
// order, in the constant memory of each module that reads it. Or a device
// array captured by pointer (`on_device`: a global CuPy or Numba device
// array): memory of the GPU that kernels read and write, the layout its
// strides give.
struct ConstArray {
  const Type* type = nullptr;  // readonly and C-contiguous unless on the device
  std::vector<int64_t> shape;
  std::vector<int64_t> strides;  // in bytes
  std::string data;              // the frozen bytes; none on the device
  bool on_device = false;
  uint64_t pointer = 0;  // on the device: the first element

  int64_t size() const;  // the number of elements
  // A frozen array of `dtype` and `shape`, `data` its bytes in C order.
  static ConstArray Frozen(TypeContext& types, const Type* dtype, std::vector<int64_t> shape,
                           std::string data);
};

// Folding of one operator over constant operands, typed as in kernel code.
// Returns nothing when the operation is not constant (or not defined, such as
// an integer division by zero); `error` then says why when it is a mistake.
std::optional<ConstValue> FoldBinary(TypeContext& types, BinaryOp op, const ConstValue& lhs,
                                     const ConstValue& rhs, std::string* error);
std::optional<ConstValue> FoldUnary(TypeContext& types, UnaryOp op, const ConstValue& operand,
                                    std::string* error);
std::optional<ConstValue> FoldCompare(TypeContext& types, CompareOp op, const ConstValue& lhs,
                                      const ConstValue& rhs);

}  // namespace dslc
