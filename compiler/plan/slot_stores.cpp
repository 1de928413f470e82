#include "compiler/plan/slot_stores.h"

#include "compiler/plan/typed_visitor.h"

namespace dslc {

void CollectTargetStores(const TypedFunction& typed, const Expr& target,
                         llvm::DenseMap<int, int>& stores) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(&target)) {
    ++stores[typed.StoreSlot(*name)];
    return;
  }
  llvm::ArrayRef<Expr*> elements;
  if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&target)) elements = tuple->elements;
  if (const auto* list = llvm::dyn_cast<ListExpr>(&target)) elements = list->elements;
  for (const Expr* element : elements) CollectTargetStores(typed, *element, stores);
}

void CollectStores(const TypedFunction& typed, llvm::ArrayRef<Stmt*> body,
                   llvm::DenseMap<int, int>& stores) {
  for (const Stmt* stmt : body) {
    ForEachTarget(*stmt, [&](const Expr& target) { CollectTargetStores(typed, target, stores); });
    ForEachNestedBody(*stmt,
                      [&](llvm::ArrayRef<Stmt*> nested) { CollectStores(typed, nested, stores); });
  }
}

std::optional<BuiltinId> CalledBuiltin(const TypedFunction& typed, const CallExpr& call) {
  const Type* callee = typed.TypeOf(*call.callee);
  if (!callee || callee->kind() != TypeKind::Builtin) return std::nullopt;
  return static_cast<BuiltinId>(callee->id());
}

}  // namespace dslc
