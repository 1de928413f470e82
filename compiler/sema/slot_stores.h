// How often each variable slot of a typed function is assigned, for the
// analyses that trust a variable assigned once (sema/elementwise.h,
// sema/nonnegative.h).
#pragma once

#include "compiler/parse/ast.h"
#include "compiler/sema/typed_function.h"
#include "llvm/ADT/DenseMap.h"

namespace dslc {

// Counts, per slot, the assignments of `target` (a name, or a tuple or
// list of targets).
void CollectTargetStores(const TypedFunction& typed, const Expr& target,
                         llvm::DenseMap<int, int>& stores);

// Counts, per slot, the assignments by the statements of `body`, nested
// ones too (a `for` loop's target among them).
void CollectStores(const TypedFunction& typed, llvm::ArrayRef<Stmt*> body,
                   llvm::DenseMap<int, int>& stores);

}  // namespace dslc
