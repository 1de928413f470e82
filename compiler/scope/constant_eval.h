// Evaluates a constant expression at module level: literals, earlier
// constants, `math.pi`, arithmetic, comparisons, tuples, indexing a tuple,
// and casts such as `np.int32(5)`.
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

}  // namespace dslc
