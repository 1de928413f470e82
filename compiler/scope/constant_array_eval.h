// Evaluates the NumPy arrays a kernel file builds at its top level, which
// kernels read as constants (frozen into constant memory, as Numba freezes
// a global array): `np.array([[1, 2], [3, 4]], dtype=np.int32)`,
// `np.asarray(...)`, `np.arange(...)`, `np.zeros`/`ones`/`empty`/`full`
// with constant arguments, and `.reshape(...)`, `.astype(dtype)` and
// `.copy()` of such arrays. Values, dtypes and lengths are NumPy's.
#pragma once

#include <optional>
#include <string>

#include "compiler/parse/ast.h"
#include "compiler/scope/constant_eval.h"
#include "compiler/types/constant.h"

namespace dslc {

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
