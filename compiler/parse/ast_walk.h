// Generic traversal of expression children, for passes that look at every
// sub-expression without caring about its kind.
#pragma once

#include "compiler/parse/ast.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace dslc {

// Calls `visit` on each direct sub-expression of `expr`, in source order.
void ForEachChild(const Expr& expr, llvm::function_ref<void(const Expr&)> visit);

}  // namespace dslc
