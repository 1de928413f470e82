#include "compiler/types/constant.h"

#include <cmath>
#include <cstdio>

#include "compiler/base/float_format.h"
#include "compiler/types/promotion.h"

namespace dslc {

ConstValue ConstValue::Int(const Type* type, int64_t value) {
  ConstValue c;
  c.type_ = type;
  c.int_ = value;
  c.float_ = static_cast<double>(value);
  return c;
}

ConstValue ConstValue::UInt(const Type* type, uint64_t value) {
  ConstValue c;
  c.type_ = type;
  c.int_ = static_cast<int64_t>(value);
  c.float_ = static_cast<double>(value);
  return c;
}

ConstValue ConstValue::Float(const Type* type, double value) {
  ConstValue c;
  c.type_ = type;
  c.float_ = value;
  return c;
}

ConstValue ConstValue::Complex(const Type* type, double real, double imag) {
  ConstValue c;
  c.type_ = type;
  c.float_ = real;
  c.imag_ = imag;
  return c;
}

ConstValue ConstValue::Bool(const Type* type, bool value) {
  ConstValue c;
  c.type_ = type;
  c.int_ = value;
  c.float_ = value;
  return c;
}

ConstValue ConstValue::None(const Type* type) {
  ConstValue c;
  c.type_ = type;
  return c;
}

ConstValue ConstValue::Tuple(const Type* type, std::vector<ConstValue> elements) {
  ConstValue c;
  c.type_ = type;
  c.elements_ = std::move(elements);
  return c;
}

ConstValue ConstValue::EnumMember(const Type* type, const ConstValue& value) {
  ConstValue member = value;
  member.type_ = type;
  return member;
}

ConstValue ConstValue::Value() const {
  if (!type_->is_enum_member()) return *this;
  ConstValue value = *this;
  value.type_ = type_->dtype();
  return value;
}

int64_t ConstArray::size() const {
  int64_t size = 1;
  for (int64_t extent : shape) size *= extent;
  return size;
}

ConstArray ConstArray::Frozen(TypeContext& types, const Type* dtype, std::vector<int64_t> shape,
                              std::string data) {
  ConstArray array;
  array.type = types.Array(dtype, static_cast<int>(shape.size()), Layout::C, /*readonly=*/true);
  array.strides.resize(shape.size());
  int64_t stride = dtype->bits() / 8;
  for (size_t d = shape.size(); d-- > 0;) {
    array.strides[d] = stride;
    stride *= shape[d];
  }
  array.shape = std::move(shape);
  array.data = std::move(data);
  return array;
}

bool ConstValue::IsTruthy() const {
  if (type_->is_tuple()) return !elements_.empty();
  if (type_->is_none()) return false;
  if (type_->is_float()) return float_ != 0;
  if (type_->is_complex()) return float_ != 0 || imag_ != 0;
  return int_ != 0;
}

ConstValue ConstValue::ConvertTo(TypeContext& types, const Type* to) const {
  if (type_->is_int_enum() && to->is_scalar()) return Value().ConvertTo(types, to);
  if (to == type_ || !to->is_scalar() || !type_->is_scalar()) return *this;
  if (to->is_bool()) return Bool(to, IsTruthy());
  if (to->is_complex()) {
    ConstValue real =
        type_->is_complex() ? Float(types.Float64(), float_) : ConvertTo(types, types.Float64());
    double re = real.as_float(), im = type_->is_complex() ? imag_ : 0.0;
    if (to->part_bits() == 32) re = static_cast<float>(re), im = static_cast<float>(im);
    return Complex(to, re, im);
  }
  // A complex number converts to a real one only by casts that take its
  // real part (typing allows none that would lose the imaginary part).
  if (type_->is_complex()) return Float(types.Float64(), float_).ConvertTo(types, to);
  if (to->is_float()) {
    double value = type_->is_float()                        ? float_
                   : type_->is_signed() || type_->is_bool() ? static_cast<double>(int_)
                                                            : static_cast<double>(as_uint());
    if (to->bits() == 32) value = static_cast<float>(value);
    return Float(to, value);
  }
  if (type_->is_float()) return ConstValue::FromFloat(to, float_);
  // Integer to integer: wrap to the width.
  uint64_t bits = as_uint();
  unsigned width = to->bits();
  if (width < 64) {
    uint64_t mask = (uint64_t{1} << width) - 1;
    bits &= mask;
    if (to->is_signed() && (bits >> (width - 1)) & 1) bits |= ~mask;
  }
  return to->is_signed() ? Int(to, static_cast<int64_t>(bits)) : UInt(to, bits);
}

// Float to integer truncates toward zero and saturates at the type's range,
// NaN giving 0: the GPU's `cvt.rzi` and LLVM's fptosi.sat/fptoui.sat.
ConstValue ConstValue::FromFloat(const Type* to, double value) {
  if (std::isnan(value)) return to->is_signed() ? Int(to, 0) : UInt(to, 0);
  value = std::trunc(value);
  unsigned width = to->bits();
  if (to->is_signed()) {
    double high = std::ldexp(1.0, static_cast<int>(width) - 1);
    if (value >= high) return Int(to, static_cast<int64_t>((uint64_t{1} << (width - 1)) - 1));
    if (value < -high) return Int(to, width == 64 ? INT64_MIN : -(int64_t{1} << (width - 1)));
    return Int(to, static_cast<int64_t>(value));
  }
  double high = std::ldexp(1.0, static_cast<int>(width));
  if (value <= 0) return UInt(to, 0);
  if (value >= high) return UInt(to, width == 64 ? UINT64_MAX : (uint64_t{1} << width) - 1);
  return UInt(to, static_cast<uint64_t>(value));
}

std::string ConstValue::ToString() const {
  if (type_->is_enum_member()) return Value().ToString();
  if (type_->is_none()) return "None";
  if (type_->is_bool()) return int_ ? "True" : "False";
  if (type_->is_tuple()) {
    std::string text = "(";
    for (size_t i = 0; i < elements_.size(); ++i) text += (i ? ", " : "") + elements_[i].ToString();
    return text + (elements_.size() == 1 ? ",)" : ")");
  }
  if (type_->is_integer())
    return type_->is_signed() ? std::to_string(int_) : std::to_string(as_uint());
  if (type_->is_complex()) {
    std::string imag = FormatFloatLikePython(imag_);
    if (imag.front() != '-') imag = "+" + imag;
    return "(" + FormatFloatLikePython(float_) + imag + "j)";
  }
  return FormatFloatLikePython(float_);
}

namespace {

// float16 values are not folded: the host has no half-precision arithmetic.
bool IsHalf(const Type* type) { return type->is_float() && type->bits() == 16; }

// Python's floor division and modulo on signed 64-bit integers. Division by
// zero is not constant (kernel code yields 0, as Numba's NumPy error model).
std::optional<int64_t> FloorDivide(int64_t a, int64_t b) {
  if (b == 0 || (a == INT64_MIN && b == -1)) return std::nullopt;
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

std::optional<int64_t> FloorModulo(int64_t a, int64_t b) {
  if (b == 0) return std::nullopt;
  if (b == -1) return 0;
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

// CPython's float floor division and modulo.
std::pair<double, double> FloatDivMod(double a, double b) {
  double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0) {
    if ((b < 0) != (mod < 0)) {
      mod += b;
      div -= 1.0;
    }
  } else {
    mod = std::copysign(0.0, b);
  }
  double floor_div;
  if (div != 0) {
    floor_div = std::floor(div);
    if (div - floor_div > 0.5) floor_div += 1.0;
  } else {
    floor_div = std::copysign(0.0, a / b);
  }
  return {floor_div, mod};
}

std::optional<int64_t> IntegerPower(int64_t base, int64_t exponent, bool* overflow) {
  if (exponent < 0) {
    if (base == 0) return INT64_MIN;  // Numba's result without exceptions
    if (base == 1) return 1;
    if (base == -1) return (exponent % 2) ? -1 : 1;
    return 0;
  }
  int64_t result = 1;
  while (exponent > 0) {
    if ((exponent & 1) && __builtin_mul_overflow(result, base, &result)) *overflow = true;
    exponent >>= 1;
    if (exponent > 0 && __builtin_mul_overflow(base, base, &base)) *overflow = true;
  }
  return result;
}

std::optional<ConstValue> FoldSignedInt(const Type* type, BinaryOp op, int64_t a, int64_t b,
                                        std::string* error) {
  int64_t r = 0;
  bool overflow = false;
  std::optional<int64_t> checked;
  switch (op) {
    case BinaryOp::Add:
      overflow = __builtin_add_overflow(a, b, &r);
      break;
    case BinaryOp::Sub:
      overflow = __builtin_sub_overflow(a, b, &r);
      break;
    case BinaryOp::Mul:
      overflow = __builtin_mul_overflow(a, b, &r);
      break;
    case BinaryOp::FloorDiv:
      if (b == 0) return *error = "integer division by zero", std::nullopt;
      checked = FloorDivide(a, b);
      overflow = !checked;  // INT64_MIN // -1
      if (checked) r = *checked;
      break;
    case BinaryOp::Mod:
      checked = FloorModulo(a, b);
      if (!checked) return *error = "integer modulo by zero", std::nullopt;
      r = *checked;
      break;
    case BinaryOp::Pow:
      r = *IntegerPower(a, b, &overflow);
      break;
    case BinaryOp::LShift:
      if (b < 0 || b >= 64) return *error = "shift count out of range", std::nullopt;
      r = static_cast<int64_t>(static_cast<uint64_t>(a) << b);
      overflow = (r >> b) != a;
      break;
    case BinaryOp::RShift:
      if (b < 0) return *error = "negative shift count", std::nullopt;
      r = b >= 64 ? (a < 0 ? -1 : 0) : a >> b;
      break;
    case BinaryOp::BitAnd:
      r = a & b;
      break;
    case BinaryOp::BitOr:
      r = a | b;
      break;
    case BinaryOp::BitXor:
      r = a ^ b;
      break;
    case BinaryOp::Div:
    case BinaryOp::MatMul:
      return std::nullopt;
  }
  if (overflow) return *error = "the value does not fit in 64 bits", std::nullopt;
  return ConstValue::Int(type, r);
}

std::optional<ConstValue> FoldUnsignedInt(const Type* type, BinaryOp op, uint64_t a, uint64_t b,
                                          std::string* error) {
  uint64_t r = 0;
  bool overflow = false;
  switch (op) {
    case BinaryOp::Add:
      overflow = __builtin_add_overflow(a, b, &r);
      break;
    case BinaryOp::Sub:
      overflow = __builtin_sub_overflow(a, b, &r);
      break;
    case BinaryOp::Mul:
      overflow = __builtin_mul_overflow(a, b, &r);
      break;
    case BinaryOp::FloorDiv:
      if (b == 0) return *error = "integer division by zero", std::nullopt;
      r = a / b;
      break;
    case BinaryOp::Mod:
      if (b == 0) return *error = "integer modulo by zero", std::nullopt;
      r = a % b;
      break;
    case BinaryOp::Pow:
      r = 1;
      for (uint64_t base = a, e = b; e > 0; e >>= 1) {
        if ((e & 1) && __builtin_mul_overflow(r, base, &r)) overflow = true;
        if (e > 1 && __builtin_mul_overflow(base, base, &base)) overflow = true;
      }
      break;
    case BinaryOp::LShift:
      if (b >= 64) return *error = "shift count out of range", std::nullopt;
      r = a << b;
      overflow = (r >> b) != a;
      break;
    case BinaryOp::RShift:
      r = b >= 64 ? 0 : a >> b;
      break;
    case BinaryOp::BitAnd:
      r = a & b;
      break;
    case BinaryOp::BitOr:
      r = a | b;
      break;
    case BinaryOp::BitXor:
      r = a ^ b;
      break;
    case BinaryOp::Div:
    case BinaryOp::MatMul:
      return std::nullopt;
  }
  if (overflow) return *error = "the value does not fit in 64 bits", std::nullopt;
  return ConstValue::UInt(type, r);
}

std::optional<ConstValue> FoldFloat(TypeContext& types, const Type* type, BinaryOp op, double a,
                                    double b) {
  double r = 0;  // set by every operator that folds
  switch (op) {
    case BinaryOp::Add:
      r = a + b;
      break;
    case BinaryOp::Sub:
      r = a - b;
      break;
    case BinaryOp::Mul:
      r = a * b;
      break;
    case BinaryOp::Div:
      r = a / b;
      break;  // IEEE: x / 0 is inf or nan, as on the GPU
    case BinaryOp::FloorDiv:
      r = FloatDivMod(a, b).first;
      break;
    case BinaryOp::Mod:
      r = FloatDivMod(a, b).second;
      break;
    case BinaryOp::Pow:
      r = std::pow(a, b);
      break;
    case BinaryOp::MatMul:
    case BinaryOp::LShift:
    case BinaryOp::RShift:
    case BinaryOp::BitAnd:
    case BinaryOp::BitOr:
    case BinaryOp::BitXor:
      return std::nullopt;  // not defined on floats
  }
  if (type->bits() == 32) r = static_cast<float>(r);
  return ConstValue::Float(type, r);
}

// `x ** n` as kernel code computes it (and Numba does): square and multiply
// in the result's precision, then the reciprocal for a negative n; beyond
// 2**16, the general power function.
template <typename T>
T SquareAndMultiply(T base, uint64_t n) {
  T product = 1;
  for (T square = base; n > 0; n >>= 1) {
    if (n & 1) product *= square;
    if (n > 1) square *= square;
  }
  return product;
}

ConstValue FloatToIntegerPower(const Type* result, double base, int64_t n, bool is_signed) {
  bool negative = is_signed && n < 0;
  uint64_t magnitude = negative ? 0 - static_cast<uint64_t>(n) : static_cast<uint64_t>(n);
  double exponent = is_signed ? static_cast<double>(n) : static_cast<double>(magnitude);
  double value;
  if (magnitude > 0x10000) {
    value = std::pow(base, exponent);
    if (result->bits() == 32) value = static_cast<float>(value);
  } else if (result->bits() == 32) {
    float product = SquareAndMultiply(static_cast<float>(base), magnitude);
    value = negative ? 1.0f / product : product;
  } else {
    double product = SquareAndMultiply(base, magnitude);
    value = negative ? 1.0 / product : product;
  }
  return ConstValue::Float(result, value);
}

// Complex `+` and `-`, part by part as kernel code computes them; `*` and `/`
// are left to kernel code, whose fused multiply-adds the host would not
// reproduce.
std::optional<ConstValue> FoldComplex(const Type* type, BinaryOp op, const ConstValue& a,
                                      const ConstValue& b) {
  if (op != BinaryOp::Add && op != BinaryOp::Sub) return std::nullopt;
  double sign = op == BinaryOp::Add ? 1.0 : -1.0;
  double re = a.as_float() + sign * b.as_float();
  double im = a.as_imag() + sign * b.as_imag();
  if (type->part_bits() == 32) re = static_cast<float>(re), im = static_cast<float>(im);
  return ConstValue::Complex(type, re, im);
}

// Equality of two values of one type, element by element for tuples.
bool EqualValues(TypeContext& types, const ConstValue& a, const ConstValue& b) {
  if (a.type()->is_tuple()) {
    for (size_t i = 0; i < a.elements().size(); ++i) {
      if (!EqualValues(types, a.elements()[i], b.elements()[i])) return false;
    }
    return true;
  }
  std::optional<ConstValue> equal = FoldCompare(types, CompareOp::Eq, a, b);
  return equal && equal->as_bool();
}

}  // namespace

std::optional<ConstValue> FoldBinary(TypeContext& types, BinaryOp op, const ConstValue& lhs,
                                     const ConstValue& rhs, std::string* error) {
  // An IntEnum member computes as its integer value.
  if (lhs.type()->is_int_enum() || rhs.type()->is_int_enum()) {
    return FoldBinary(types, op, lhs.Value(), rhs.Value(), error);
  }
  std::optional<OperatorTyping> typing = TypeBinary(types, op, lhs.type(), rhs.type());
  if (!typing || IsHalf(typing->result)) return std::nullopt;
  ConstValue a = lhs.ConvertTo(types, typing->lhs);
  ConstValue b = rhs.ConvertTo(types, typing->rhs);
  const Type* result = typing->result;
  if (result->is_complex()) return FoldComplex(result, op, a, b);
  if (result->is_bool()) {
    bool x = a.as_bool(), y = b.as_bool();
    bool r = op == BinaryOp::BitAnd ? (x && y) : op == BinaryOp::BitOr ? (x || y) : (x != y);
    return ConstValue::Bool(result, r);
  }
  if (result->is_float()) {
    if (op == BinaryOp::Pow && typing->rhs->is_integer()) {
      return FloatToIntegerPower(result, a.as_float(), b.as_int(), typing->rhs->is_signed());
    }
    return FoldFloat(types, result, op, a.as_float(), b.as_float());
  }
  if (result->is_signed()) return FoldSignedInt(result, op, a.as_int(), b.as_int(), error);
  return FoldUnsignedInt(result, op, a.as_uint(), b.as_uint(), error);
}

std::optional<ConstValue> FoldUnary(TypeContext& types, UnaryOp op, const ConstValue& operand,
                                    std::string* error) {
  if (operand.type()->is_int_enum() && op != UnaryOp::Not) {
    return FoldUnary(types, op, operand.Value(), error);
  }
  std::optional<OperatorTyping> typing = TypeUnary(types, op, operand.type());
  if (!typing || IsHalf(typing->result)) return std::nullopt;
  if (op == UnaryOp::Not) return ConstValue::Bool(typing->result, !operand.IsTruthy());
  const Type* result = typing->result;
  const Type* own = operand.type();
  if (own->is_integer() && own->bits() < 64 && op != UnaryOp::Plus) {
    // As Numba: negated or inverted in the operand's own width, then
    // widened (-uint8(200) is 56, -int8(-128) is -128).
    uint64_t bits = op == UnaryOp::Negate ? 0 - operand.as_uint() : ~operand.as_uint();
    return ConstValue::UInt(types.UInt64(), bits).ConvertTo(types, own).ConvertTo(types, result);
  }
  ConstValue value = operand.ConvertTo(types, typing->lhs);
  switch (op) {
    case UnaryOp::Plus:
      return value;
    case UnaryOp::Negate:
      if (result->is_float()) return ConstValue::Float(result, -value.as_float());
      if (result->is_complex()) {
        return ConstValue::Complex(result, -value.as_float(), -value.as_imag());
      }
      if (result->is_signed()) {
        if (value.as_int() == INT64_MIN)
          return *error = "the value does not fit in 64 bits", std::nullopt;
        return ConstValue::Int(result, -value.as_int());
      }
      return ConstValue::UInt(result, 0 - value.as_uint());
    case UnaryOp::Invert:
      if (result->is_bool()) return ConstValue::Bool(result, !value.as_bool());
      if (result->is_signed()) return ConstValue::Int(result, ~value.as_int());
      return ConstValue::UInt(result, ~value.as_uint());
    case UnaryOp::Not:
      break;
  }
  return std::nullopt;
}

std::optional<ConstValue> FoldCompare(TypeContext& types, CompareOp op, const ConstValue& lhs,
                                      const ConstValue& rhs) {
  if ((op == CompareOp::Is || op == CompareOp::IsNot) &&
      (lhs.type()->is_none() || rhs.type()->is_none())) {
    // Identity with None: known from the types alone.
    bool same = lhs.type()->is_none() && rhs.type()->is_none();
    return ConstValue::Bool(types.Bool(), (op == CompareOp::Is) == same);
  }
  // Members of one enum are equal when their values are; IntEnum members
  // otherwise compare as integers.
  bool equality = op == CompareOp::Eq || op == CompareOp::NotEq;
  if (equality && lhs.type()->is_enum_member() && lhs.type() == rhs.type()) {
    bool equal = EqualValues(types, lhs.Value(), rhs.Value());
    return ConstValue::Bool(types.Bool(), equal == (op == CompareOp::Eq));
  }
  if (lhs.type()->is_int_enum() || rhs.type()->is_int_enum()) {
    return FoldCompare(types, op, lhs.Value(), rhs.Value());
  }
  const Type* common = TypeCompare(types, lhs.type(), rhs.type());
  if (!common) return std::nullopt;
  ConstValue a = lhs.ConvertTo(types, common);
  ConstValue b = rhs.ConvertTo(types, common);
  int order;  // -1, 0, 1; 2 when unordered (a NaN)
  if (common->is_complex()) {
    if (op != CompareOp::Eq && op != CompareOp::NotEq) return std::nullopt;
    bool equal = a.as_float() == b.as_float() && a.as_imag() == b.as_imag();
    return ConstValue::Bool(types.Bool(), op == CompareOp::Eq ? equal : !equal);
  }
  if (common->is_float()) {
    double x = a.as_float(), y = b.as_float();
    order = x < y ? -1 : x > y ? 1 : x == y ? 0 : 2;
  } else if (common->is_signed() || common->is_bool()) {
    order = a.as_int() < b.as_int() ? -1 : a.as_int() > b.as_int() ? 1 : 0;
  } else {
    order = a.as_uint() < b.as_uint() ? -1 : a.as_uint() > b.as_uint() ? 1 : 0;
  }
  bool r = false;  // set by every comparison that folds
  switch (op) {
    case CompareOp::Eq:
      r = order == 0;
      break;
    case CompareOp::NotEq:
      r = order != 0;
      break;
    case CompareOp::Lt:
      r = order == -1;
      break;
    case CompareOp::LtE:
      r = order == -1 || order == 0;
      break;
    case CompareOp::Gt:
      r = order == 1;
      break;
    case CompareOp::GtE:
      r = order == 1 || order == 0;
      break;
    case CompareOp::Is:
    case CompareOp::IsNot:
    case CompareOp::In:
    case CompareOp::NotIn:
      return std::nullopt;  // not an order of two numbers
  }
  return ConstValue::Bool(types.Bool(), r);
}

}  // namespace dslc
