#include "compiler/sema/promotion.h"

#include <algorithm>

namespace dslc {
namespace {

ScalarKind IntOfBits(unsigned bits, bool is_signed) {
  switch (bits) {
    case 8:
      return is_signed ? ScalarKind::Int8 : ScalarKind::UInt8;
    case 16:
      return is_signed ? ScalarKind::Int16 : ScalarKind::UInt16;
    case 32:
      return is_signed ? ScalarKind::Int32 : ScalarKind::UInt32;
    default:
      return is_signed ? ScalarKind::Int64 : ScalarKind::UInt64;
  }
}

ScalarKind FloatOfBits(unsigned bits) {
  return bits <= 16 ? ScalarKind::Float16 : bits <= 32 ? ScalarKind::Float32 : ScalarKind::Float64;
}

// The smallest float that holds every value of an integer of `bits` bits.
unsigned FloatBitsHolding(unsigned int_bits) {
  return int_bits <= 8 ? 16 : int_bits <= 16 ? 32 : 64;
}

ScalarKind PromoteIntegers(const Type* a, const Type* b) {
  if (a->is_signed() == b->is_signed()) return IntOfBits(std::max(a->bits(), b->bits()), a->is_signed());
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

const Type* Unify(TypeContext& types, const Type* a, const Type* b) {
  if (a == b) return a;
  if (a->is_scalar() && b->is_scalar()) return Promote(types, a, b);
  if (a->is_array() && b->is_array()) {
    if (a->dtype() != b->dtype() || a->ndim() != b->ndim()) return nullptr;
    return types.Array(a->dtype(), a->ndim(), Layout::A);
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

}  // namespace

std::optional<OperatorTyping> TypeBinary(TypeContext& types, BinaryOp op, const Type* lhs,
                                         const Type* rhs) {
  if (!lhs->is_scalar() || !rhs->is_scalar()) return std::nullopt;
  bool integral = IntegralPair(lhs, rhs);
  switch (op) {
    case BinaryOp::Add:
    case BinaryOp::Sub:
    case BinaryOp::Mul:
    case BinaryOp::FloorDiv:
    case BinaryOp::Mod: {
      const Type* type = integral ? IntegerResult(types, lhs, rhs) : Promote(types, lhs, rhs);
      return OperatorTyping{type, type, type};
    }
    case BinaryOp::Div: {
      // Integers divide as float64, as in Python 3.
      const Type* type = integral ? types.Float64() : Promote(types, lhs, rhs);
      return OperatorTyping{type, type, type};
    }
    case BinaryOp::Pow: {
      if (integral) {
        const Type* type = IntegerResult(types, lhs, rhs);
        return OperatorTyping{type, type, type};
      }
      // A float to an integer power: float64, the exponent kept integral.
      if (lhs->is_float() && IsIntegral(rhs)) {
        return OperatorTyping{types.Float64(), IntegerResult(types, rhs), types.Float64()};
      }
      const Type* type = Promote(types, lhs, rhs);
      return OperatorTyping{type, type, type};
    }
    case BinaryOp::LShift:
    case BinaryOp::RShift: {
      if (!integral) return std::nullopt;
      const Type* type = IntegerResult(types, lhs, rhs);
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
  if (!operand->is_scalar()) return std::nullopt;
  switch (op) {
    case UnaryOp::Negate:
    case UnaryOp::Plus: {
      const Type* type = IsIntegral(operand) ? IntegerResult(types, operand) : operand;
      return OperatorTyping{type, nullptr, type};
    }
    case UnaryOp::Invert: {
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
  return Promote(types, lhs, rhs);
}

}  // namespace dslc
