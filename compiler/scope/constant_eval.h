// Evaluates a constant expression at module level: literals, earlier
// constants, `math.pi`, arithmetic, comparisons, tuples, indexing a tuple,
// and casts such as `np.int32(5)` (constant_eval.cpp); and the NumPy arrays a
// kernel file builds at its top level, which kernels read as constants
// (frozen into constant memory, as Numba freezes a global array):
// `np.array([[1, 2], [3, 4]], dtype=np.int32)`, `np.asarray(...)`,
// `np.arange(...)`, `np.zeros`/`ones`/`empty`/`full` with constant
// arguments, and `.reshape(...)`, `.astype(dtype)` and `.copy()` of such
// arrays, with NumPy's values, dtypes and lengths
// (constant_array_eval.cpp). The two evaluate each other's parts.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "compiler/parse/ast.h"
#include "compiler/types/constant.h"

namespace dslc {

struct GlobalBinding;

// Looks up a module-level name; null when unbound.
using GlobalLookup = std::function<const GlobalBinding*(llvm::StringRef)>;

// The value of `expr`, or nothing with `why` saying what is not constant
// (and `where` pointing at it).
std::optional<ConstValue> EvaluateConstant(TypeContext& types, const Expr& expr,
                                           const GlobalLookup& lookup, std::string* why,
                                           SourceRange* where);

// The compile-time type a name or dotted name denotes (a module, a class
// such as `np.float32`, a builtin); null for anything else.
const Type* EvaluateTypeValue(TypeContext& types, const Expr& expr, const GlobalLookup& lookup);

// The constant an integer literal denotes: int64, or uint64 above its range.
std::optional<ConstValue> IntLiteralValue(TypeContext& types, const IntLiteralExpr& literal);
// A float literal is a float64, an imaginary one (`2j`) a complex128.
ConstValue FloatLiteralValue(TypeContext& types, const FloatLiteralExpr& literal);

// Whether `expr` builds an array: a call of one of the NumPy functions
// above or of a method of an array, or a name bound to an array. Such an
// expression is evaluated by EvaluateConstantArray, not EvaluateConstant.
bool BuildsArray(TypeContext& types, const Expr& expr, const GlobalLookup& lookup);

// The array `expr` builds, or nothing with `why` saying why it cannot be
// built (and `where` pointing at the part that is at fault).
std::optional<ConstArray> EvaluateConstantArray(TypeContext& types, const Expr& expr,
                                                const GlobalLookup& lookup, std::string* why,
                                                SourceRange* where);

}  // namespace dslc
