#include "compiler/plan/slot_stores.h"

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
    if (const auto* assign = llvm::dyn_cast<AssignStmt>(stmt)) {
      for (const Expr* target : assign->targets) CollectTargetStores(typed, *target, stores);
    } else if (const auto* aug = llvm::dyn_cast<AugAssignStmt>(stmt)) {
      CollectTargetStores(typed, *aug->target, stores);
    } else if (const auto* ann = llvm::dyn_cast<AnnAssignStmt>(stmt)) {
      CollectTargetStores(typed, *ann->target, stores);
    } else if (const auto* loop = llvm::dyn_cast<ForStmt>(stmt)) {
      CollectTargetStores(typed, *loop->target, stores);
      CollectStores(typed, loop->body, stores);
      CollectStores(typed, loop->else_body, stores);
    } else if (const auto* loop = llvm::dyn_cast<WhileStmt>(stmt)) {
      CollectStores(typed, loop->body, stores);
      CollectStores(typed, loop->else_body, stores);
    } else if (const auto* branch = llvm::dyn_cast<IfStmt>(stmt)) {
      for (const IfClause& clause : branch->clauses) CollectStores(typed, clause.body, stores);
      CollectStores(typed, branch->else_body, stores);
    }
  }
}

std::optional<BuiltinId> CalledBuiltin(const TypedFunction& typed, const CallExpr& call) {
  const Type* callee = typed.TypeOf(*call.callee);
  if (!callee || callee->kind() != TypeKind::Builtin) return std::nullopt;
  return static_cast<BuiltinId>(callee->id());
}

}  // namespace dslc
