// Numba's typing rules for numbers, in one place.
//
// - Promote: NumPy's `promote_types`, which Numba uses to unify a variable's
//   types where control flow merges, for min/max, and for mixed int/float
//   arithmetic (int32 + float32 -> float64, int16 + float32 -> float32).
// - IntegerResult: integer arithmetic widens to at least 64 bits, signed if
//   either side is signed (int32 + int32 -> int64, uint32 * uint32 -> uint64).
// - Convert and ChooseOverload: Numba's casting rules and the way it picks
//   among the typed versions of a function (`range` has an int32, an int64
//   and a uint64 version).
// - TypeBinary: the operators, as Numba resolves them; mixed int/float
//   arithmetic follows Numba's casting rules, which differ from NumPy's for
//   uint8 with float16 and uint16 with float32.
#pragma once

#include <optional>

#include "compiler/parse/ast.h"
#include "compiler/types/types.h"

namespace dslc {

// NumPy's promote_types over bool, integers and floats; null for non-scalars.
const Type* Promote(TypeContext& types, const Type* a, const Type* b);

// The type of integer arithmetic on `a` and `b` (integers or bools).
const Type* IntegerResult(TypeContext& types, const Type* a, const Type* b);
const Type* IntegerResult(TypeContext& types, const Type* a);

// The type two values of types `a` and `b` share where control flow merges:
// numbers promote, arrays that differ only in layout become strided, tuples
// unify element-wise. Null when there is none.
const Type* Unify(TypeContext& types, const Type* a, const Type* b);

// How a value of one scalar type converts to another under Numba's casting
// rules (numba/core/typeconv/rules.py), from best to worst.
enum class Conversion : uint8_t {
  Exact,    // the same type
  Promote,  // same kind, more bits: int8 -> int32, float32 -> float64
  Safe,     // no value lost: int16 -> float32, uint32 -> int64, bool -> int8
  Unsafe,   // values may change: int64 -> int32, int32 -> float32, float -> int
  Never,    // no conversion: complex -> real
};
Conversion Convert(ScalarKind from, ScalarKind to);

// Numba's choice among the versions of a function, each taking one scalar
// type for all its arguments: the version needing the fewest unsafe
// conversions, then the fewest safe ones, then the fewest promotions; the
// first listed on a tie. Null when an argument is not a scalar.
const Type* ChooseOverload(llvm::ArrayRef<const Type*> versions, llvm::ArrayRef<const Type*> args);

// Numba's choice among a device function's eager signatures for these
// argument types: each argument converts to its parameter (numbers as
// Convert says; an array of the same dtype and dimensions to the same
// layout, or to any strides as a safe conversion; anything else only to
// itself), and the signature needing the fewest unsafe conversions, then
// safe ones, then promotions wins, the first listed on a tie. -1 when none
// takes the arguments.
int ChooseSignature(llvm::ArrayRef<std::vector<const Type*>> signatures,
                    llvm::ArrayRef<const Type*> args);

}  // namespace dslc

namespace dslc {

// How a binary operator applies to two numbers: the types its operands are
// converted to and the type of its result (Numba's operator typing).
struct OperatorTyping {
  const Type* lhs;
  const Type* rhs;
  const Type* result;
};

// Nothing when the operator does not apply to these operand types.
std::optional<OperatorTyping> TypeBinary(TypeContext& types, BinaryOp op, const Type* lhs,
                                         const Type* rhs);
// `operand` is the converted operand type, `result` the result.
std::optional<OperatorTyping> TypeUnary(TypeContext& types, UnaryOp op, const Type* operand);
// The type both sides of a comparison are converted to.
const Type* TypeCompare(TypeContext& types, const Type* lhs, const Type* rhs);

}  // namespace dslc
