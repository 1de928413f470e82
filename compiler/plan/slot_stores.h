// What the analyses of a typed function share (plan/elementwise.h,
// plan/nonnegative.h, plan/virtual_lanes.h): how often each variable slot
// is assigned, for those that trust a variable assigned once, and which
// builtin a call calls.
#pragma once

#include <optional>

#include "compiler/parse/ast.h"
#include "compiler/sema/typed_function.h"
#include "compiler/types/builtins.h"
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

// The builtin `call` calls, if any.
std::optional<BuiltinId> CalledBuiltin(const TypedFunction& typed, const CallExpr& call);

}  // namespace dslc
