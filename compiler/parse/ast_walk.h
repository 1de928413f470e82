// Generic traversal of expression children, for passes that look at every
// sub-expression without caring about its kind.
#pragma once

#include "compiler/parse/ast.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace dslc {

// Calls `visit` on each direct sub-expression of `expr`, in source order.
void ForEachChild(const Expr& expr, llvm::function_ref<void(const Expr&)> visit);

// The subscripts of `a[i, 1:n]`, in order: the elements of a tuple index, or
// the one index.
llvm::SmallVector<const Expr*, 4> SubscriptParts(const SubscriptExpr& subscript);

}  // namespace dslc
