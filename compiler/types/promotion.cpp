#include "compiler/types/promotion.h"

#include <algorithm>
#include <array>

namespace dslc {
namespace {

ScalarKind IntOfBits(unsigned bits, bool is_signed) {
  if (bits == 8) return is_signed ? ScalarKind::Int8 : ScalarKind::UInt8;
  if (bits == 16) return is_signed ? ScalarKind::Int16 : ScalarKind::UInt16;
  if (bits == 32) return is_signed ? ScalarKind::Int32 : ScalarKind::UInt32;
  return is_signed ? ScalarKind::Int64 : ScalarKind::UInt64;
}

ScalarKind FloatOfBits(unsigned bits) {
  return bits <= 16 ? ScalarKind::Float16 : bits <= 32 ? ScalarKind::Float32 : ScalarKind::Float64;
}

// NumPy: the smallest float that holds every value of an integer of `bits` bits.
unsigned FloatBitsHolding(unsigned int_bits) {
  return int_bits <= 8 ? 16 : int_bits <= 16 ? 32 : 64;
}

ScalarKind ComplexOfPartBits(unsigned bits) {
  return bits <= 32 ? ScalarKind::Complex64 : ScalarKind::Complex128;
}

ScalarKind PromoteIntegers(const Type* a, const Type* b) {
  if (a->is_signed() == b->is_signed())
    return IntOfBits(std::max(a->bits(), b->bits()), a->is_signed());
  const Type* s = a->is_signed() ? a : b;
  const Type* u = a->is_signed() ? b : a;
  if (s->bits() > u->bits()) return s->scalar();
  if (u->bits() < 64) return IntOfBits(u->bits() * 2, true);
  return ScalarKind::Float64;  // int64 and uint64 meet only in float64
}

}  // namespace

const Type* Promote(TypeContext& types, const Type* a, const Type* b) {
  if (!a->is_scalar() || !b->is_scalar()) return nullptr;
  if (a == b) return a;
  if (a->is_bool()) return b;
  if (b->is_bool()) return a;
  if (a->is_integer() && b->is_integer()) return types.Scalar(PromoteIntegers(a, b));
  if (a->is_complex() || b->is_complex()) {
    // complex64 with float64 or int32 is complex128, with int16 complex64.
    unsigned bits = 32;
    for (const Type* t : {a, b}) {
      bits = std::max(bits, t->is_integer() ? FloatBitsHolding(t->bits()) : t->part_bits());
    }
    return types.Scalar(ComplexOfPartBits(bits));
  }
  if (a->is_float() && b->is_float()) return a->bits() >= b->bits() ? a : b;
  const Type* f = a->is_float() ? a : b;
  const Type* i = a->is_float() ? b : a;
  return types.Scalar(FloatOfBits(std::max(f->bits(), FloatBitsHolding(i->bits()))));
}

const Type* IntegerResult(TypeContext& types, const Type* a, const Type* b) {
  // A bool takes part as an int64, so it counts as signed.
  bool is_signed = a->is_signed() || b->is_signed() || a->is_bool() || b->is_bool();
  unsigned bits = std::max({64u, a->bits(), b->bits()});
  return types.Scalar(IntOfBits(bits, is_signed));
}

const Type* IntegerResult(TypeContext& types, const Type* a) {
  return types.Scalar(IntOfBits(64, a->is_signed() || a->is_bool()));
}

namespace {

constexpr size_t kScalarCount = static_cast<size_t>(ScalarKind::Complex128) + 1;
using ConversionTable = std::array<std::array<Conversion, kScalarCount>, kScalarCount>;

// Numba's rules, then their closure: a chain of conversions is as bad as its
// worst step, and the best chain counts.
ConversionTable BuildConversions() {
  ConversionTable table;
  for (auto& row : table) row.fill(Conversion::Unsafe);
  for (size_t i = 0; i < kScalarCount; ++i) table[i][i] = Conversion::Exact;
  struct Rule {
    ScalarKind from, to;
    Conversion how;  // and back: unsafe
  };
  // Numba's one-way rules: a complex number never becomes a real one.
  struct OneWay {
    ScalarKind from, to;
    Conversion how;
  };
  using K = ScalarKind;
  constexpr Conversion P = Conversion::Promote, S = Conversion::Safe, U = Conversion::Unsafe;
  const Rule rules[] = {
      {K::Bool, K::Int8, S},       {K::Bool, K::UInt8, S},      {K::Int8, K::Int16, P},
      {K::UInt8, K::UInt16, P},    {K::Int16, K::Int32, P},     {K::UInt16, K::UInt32, P},
      {K::Int32, K::Int64, P},     {K::UInt32, K::UInt64, P},   {K::UInt8, K::Int16, S},
      {K::UInt16, K::Int32, S},    {K::UInt32, K::Int64, S},    {K::Int8, K::Float16, S},
      {K::Int16, K::Float32, S},   {K::Int32, K::Float64, S},   {K::Int16, K::Float16, U},
      {K::Int32, K::Float32, U},   {K::Int64, K::Float64, S},   {K::UInt64, K::Float64, S},
      {K::Float16, K::Float32, P}, {K::Float32, K::Float64, P},
  };
  const OneWay one_way[] = {
      {K::Float32, K::Complex64, S},
      {K::Float64, K::Complex128, S},
      {K::Complex64, K::Complex128, P},
  };
  for (size_t i = 0; i < kScalarCount; ++i) {
    for (size_t j = 0; j < kScalarCount; ++j) {
      if (Info(static_cast<K>(j)).is_complex && i != j) table[i][j] = Conversion::Never;
      if (Info(static_cast<K>(i)).is_complex && i != j) table[i][j] = Conversion::Never;
    }
  }
  table[static_cast<size_t>(K::Complex128)][static_cast<size_t>(K::Complex64)] = U;
  for (const Rule& rule : rules) {
    auto from = static_cast<size_t>(rule.from), to = static_cast<size_t>(rule.to);
    table[from][to] = std::min(table[from][to], rule.how);
  }
  for (const OneWay& rule : one_way) {
    auto from = static_cast<size_t>(rule.from), to = static_cast<size_t>(rule.to);
    table[from][to] = std::min(table[from][to], rule.how);
  }
  for (size_t k = 0; k < kScalarCount; ++k) {
    for (size_t i = 0; i < kScalarCount; ++i) {
      for (size_t j = 0; j < kScalarCount; ++j) {
        table[i][j] = std::min(table[i][j], std::max(table[i][k], table[k][j]));
      }
    }
  }
  return table;
}

}  // namespace

Conversion Convert(ScalarKind from, ScalarKind to) {
  static const ConversionTable table = BuildConversions();
  return table[static_cast<size_t>(from)][static_cast<size_t>(to)];
}

namespace {

// How many unsafe, safe and promoting conversions a choice needs, compared
// in that order (Numba's rating of overloads).
using Rating = std::array<int, 3>;

// Counts `how` into `rating`; false for a conversion that cannot be made.
bool Rate(Conversion how, Rating& rating) {
  switch (how) {
    case Conversion::Never:
      return false;
    case Conversion::Exact:
      return true;
    case Conversion::Promote:
      ++rating[2];
      return true;
    case Conversion::Safe:
      ++rating[1];
      return true;
    case Conversion::Unsafe:
      ++rating[0];
      return true;
  }
  return false;
}

}  // namespace

const Type* ChooseOverload(llvm::ArrayRef<const Type*> versions, llvm::ArrayRef<const Type*> args) {
  const Type* best = nullptr;
  Rating best_rating{};
  for (const Type* version : versions) {
    Rating rating{};
    for (const Type* arg : args) {
      if (!arg->is_scalar()) return nullptr;
      if (!Rate(Convert(arg->scalar(), version->scalar()), rating)) {
        rating[0] += 1 << 20;  // below every version the arguments convert to
      }
    }
    if (!best || rating < best_rating) {
      best = version;
      best_rating = rating;
    }
  }
  return best;
}

namespace {

// How an argument converts to a parameter of an eager signature.
Conversion ConvertArgument(const Type* arg, const Type* param) {
  if (arg == param) return Conversion::Exact;
  if (arg->is_int_enum() && param->is_integer()) {
    // Numba's IntEnumMember converts to integers no better than safely.
    return std::max(Convert(arg->dtype()->scalar(), param->scalar()), Conversion::Safe);
  }
  if (arg->is_scalar() && param->is_scalar()) return Convert(arg->scalar(), param->scalar());
  if (arg->is_array() && param->is_array() && arg->dtype() == param->dtype() &&
      arg->ndim() == param->ndim() && !param->readonly() && param->layout() == Layout::A) {
    return Conversion::Safe;  // any strides take a contiguous array
  }
  return Conversion::Never;
}

}  // namespace

int ChooseSignature(llvm::ArrayRef<std::vector<const Type*>> signatures,
                    llvm::ArrayRef<const Type*> args) {
  int best = -1;
  Rating best_rating{};
  for (size_t i = 0; i < signatures.size(); ++i) {
    if (signatures[i].size() != args.size()) continue;
    Rating rating{};
    bool takes = true;
    for (size_t k = 0; k < args.size() && takes; ++k) {
      takes = Rate(ConvertArgument(args[k], signatures[i][k]), rating);
    }
    if (takes && (best < 0 || rating < best_rating)) {
      best = static_cast<int>(i);
      best_rating = rating;
    }
  }
  return best;
}

const Type* Unify(TypeContext& types, const Type* a, const Type* b) {
  if (a == b) return a;
  if (a->is_int_enum() || b->is_int_enum()) {
    const Type* x = IntEnumValueType(a);
    const Type* y = IntEnumValueType(b);
    return x->is_integer() && y->is_integer() ? Promote(types, x, y) : nullptr;
  }
  if (a->is_scalar() && b->is_scalar()) return Promote(types, a, b);
  if (a->is_array() && b->is_array()) {
    if (a->dtype() != b->dtype() || a->ndim() != b->ndim()) return nullptr;
    // A variable that may hold a read-only array is read-only.
    Layout layout = a->layout() == b->layout() ? a->layout() : Layout::A;
    return types.Array(a->dtype(), a->ndim(), layout, a->readonly() || b->readonly());
  }
  if (a->is_tuple() && b->is_tuple() && a->elements().size() == b->elements().size()) {
    std::vector<const Type*> elements;
    for (size_t i = 0; i < a->elements().size(); ++i) {
      const Type* unified = Unify(types, a->elements()[i], b->elements()[i]);
      if (!unified) return nullptr;
      elements.push_back(unified);
    }
    return types.Tuple(elements);
  }
  return nullptr;
}

}  // namespace dslc

namespace dslc {
namespace {

bool IsIntegral(const Type* type) { return type->is_integer() || type->is_bool(); }
bool IntegralPair(const Type* a, const Type* b) { return IsIntegral(a) && IsIntegral(b); }

// IntEnum members with integers (or each other) are integers, as Numba
// converts them; with floats they stay members, which no operator takes
// (Numba types such a mix but cannot compile it).
void DecayIntEnums(const Type*& a, const Type*& b) {
  const Type* x = IntEnumValueType(a);
  const Type* y = IntEnumValueType(b);
  if ((x != a || y != b) && IntegralPair(x, y)) a = x, b = y;
}

// The smallest float an integer (or bool) converts to safely by Numba's
// rules, which are stricter than NumPy's for unsigned integers: uint8 is not
// safe in float16, nor uint16 in float32.
unsigned FloatBitsSafelyHolding(const Type* integer) {
  for (ScalarKind f : {ScalarKind::Float16, ScalarKind::Float32}) {
    if (Convert(integer->scalar(), f) <= Conversion::Safe) return Info(f).bits;
  }
  return 64;
}

// Arithmetic with at least one float operand: Numba picks the float overload
// (float32 or float64, and float16 for numba-cuda's `+ - * /`) that both
// operands convert to safely: int16 + float32 is float32, int32 + float32 is
// float64. `min_bits` is 32 for the operators without a float16 version.
const Type* FloatArithmetic(TypeContext& types, const Type* a, const Type* b,
                            unsigned min_bits = 16) {
  unsigned bits = min_bits;
  for (const Type* operand : {a, b}) {
    bits = std::max(bits, operand->is_float() ? operand->bits() : FloatBitsSafelyHolding(operand));
  }
  return types.Scalar(FloatOfBits(bits));
}

// Arithmetic with a complex operand: Numba's complex64 and complex128
// versions, the first both operands convert to safely (complex64 + float64
// and complex64 + int32 are complex128, complex64 + int16 is complex64).
std::optional<OperatorTyping> ComplexArithmetic(TypeContext& types, BinaryOp op, const Type* a,
                                                const Type* b) {
  if (op != BinaryOp::Add && op != BinaryOp::Sub && op != BinaryOp::Mul && op != BinaryOp::Div &&
      op != BinaryOp::Pow) {
    return std::nullopt;
  }
  unsigned bits = 32;
  for (const Type* operand : {a, b}) {
    bits = std::max(bits, operand->is_complex() || operand->is_float()
                              ? operand->part_bits()
                              : FloatBitsSafelyHolding(operand));
  }
  const Type* type = types.Scalar(ComplexOfPartBits(bits));
  return OperatorTyping{type, type, type};
}

// `x ** n` with a float x and an integer n: Numba keeps float32 (float32 **
// int32 is float32, "so that float32 ** int does not compute in double").
std::optional<OperatorTyping> FloatToIntegerPower(TypeContext& types, const Type* base,
                                                  const Type* exponent) {
  const Type* result = base->bits() == 64 ? types.Float64() : types.Float32();
  return OperatorTyping{result, IntegerResult(types, exponent), result};
}

// `<<` and `>>`: 64 bits, signed when the left operand is (Numba's rule: the
// shift count's signedness does not matter).
const Type* ShiftResult(TypeContext& types, const Type* lhs) {
  return types.Scalar(IntOfBits(64, lhs->is_signed() || lhs->is_bool()));
}

}  // namespace

std::optional<OperatorTyping> TypeBinary(TypeContext& types, BinaryOp op, const Type* lhs,
                                         const Type* rhs) {
  DecayIntEnums(lhs, rhs);
  if (!lhs->is_scalar() || !rhs->is_scalar()) return std::nullopt;
  if (lhs->is_complex() || rhs->is_complex()) return ComplexArithmetic(types, op, lhs, rhs);
  bool integral = IntegralPair(lhs, rhs);
  switch (op) {
    case BinaryOp::Add:
    case BinaryOp::Sub:
    case BinaryOp::Mul: {
      const Type* type =
          integral ? IntegerResult(types, lhs, rhs) : FloatArithmetic(types, lhs, rhs);
      return OperatorTyping{type, type, type};
    }
    case BinaryOp::FloorDiv:
    case BinaryOp::Mod: {
      const Type* type =
          integral ? IntegerResult(types, lhs, rhs) : FloatArithmetic(types, lhs, rhs, 32);
      return OperatorTyping{type, type, type};
    }
    case BinaryOp::Div: {
      // Integers divide as float64, as in Python 3.
      const Type* type = integral ? types.Float64() : FloatArithmetic(types, lhs, rhs);
      return OperatorTyping{type, type, type};
    }
    case BinaryOp::Pow: {
      if (integral) {
        const Type* type = IntegerResult(types, lhs, rhs);
        return OperatorTyping{type, type, type};
      }
      if (lhs->is_float() && IsIntegral(rhs)) return FloatToIntegerPower(types, lhs, rhs);
      const Type* type = FloatArithmetic(types, lhs, rhs, 32);
      return OperatorTyping{type, type, type};
    }
    case BinaryOp::LShift:
    case BinaryOp::RShift: {
      if (!integral) return std::nullopt;
      const Type* type = ShiftResult(types, lhs);
      return OperatorTyping{type, type, type};
    }
    case BinaryOp::BitAnd:
    case BinaryOp::BitOr:
    case BinaryOp::BitXor: {
      if (lhs->is_bool() && rhs->is_bool()) return OperatorTyping{lhs, rhs, lhs};
      if (!integral) return std::nullopt;
      const Type* type = IntegerResult(types, lhs, rhs);
      return OperatorTyping{type, type, type};
    }
    case BinaryOp::MatMul:
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<OperatorTyping> TypeUnary(TypeContext& types, UnaryOp op, const Type* operand) {
  // An IntEnum member is an integer to `-` and `~`; its truth (`not`) is
  // not defined, as in Numba.
  if (op != UnaryOp::Not) operand = IntEnumValueType(operand);
  if (!operand->is_scalar()) return std::nullopt;
  switch (op) {
    case UnaryOp::Negate:
    case UnaryOp::Plus: {
      const Type* type = IsIntegral(operand) ? IntegerResult(types, operand) : operand;
      return OperatorTyping{type, nullptr, type};
    }
    case UnaryOp::Invert: {
      if (operand->is_complex()) return std::nullopt;
      // NumPy's rule: ~True is False.
      if (operand->is_bool()) return OperatorTyping{operand, nullptr, operand};
      if (!operand->is_integer()) return std::nullopt;
      const Type* type = IntegerResult(types, operand);
      return OperatorTyping{type, nullptr, type};
    }
    case UnaryOp::Not:
      return OperatorTyping{operand, nullptr, types.Bool()};
  }
  return std::nullopt;
}

const Type* TypeCompare(TypeContext& types, const Type* lhs, const Type* rhs) {
  DecayIntEnums(lhs, rhs);
  return Promote(types, lhs, rhs);
}

}  // namespace dslc
