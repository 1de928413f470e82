#include "compiler/parse/ast_walk.h"

#include "llvm/Support/ErrorHandling.h"

namespace dslc {

void ForEachChild(const Expr& expr, llvm::function_ref<void(const Expr&)> visit) {
  auto each = [&](llvm::ArrayRef<Expr*> children) {
    for (const Expr* child : children) visit(*child);
  };
  auto maybe = [&](const Expr* child) {
    if (child) visit(*child);
  };
  switch (expr.kind()) {
    case NodeKind::NameExpr:
    case NodeKind::IntLiteralExpr:
    case NodeKind::FloatLiteralExpr:
    case NodeKind::BoolLiteralExpr:
    case NodeKind::NoneLiteralExpr:
    case NodeKind::StringLiteralExpr:
    case NodeKind::EllipsisExpr:
    case NodeKind::UnsupportedExpr:
      return;
    case NodeKind::TupleExpr:
      return each(llvm::cast<TupleExpr>(expr).elements);
    case NodeKind::ListExpr:
      return each(llvm::cast<ListExpr>(expr).elements);
    case NodeKind::UnaryExpr:
      return visit(*llvm::cast<UnaryExpr>(expr).operand);
    case NodeKind::BinaryExpr:
      visit(*llvm::cast<BinaryExpr>(expr).lhs);
      return visit(*llvm::cast<BinaryExpr>(expr).rhs);
    case NodeKind::BoolOpExpr:
      return each(llvm::cast<BoolOpExpr>(expr).operands);
    case NodeKind::CompareExpr:
      return each(llvm::cast<CompareExpr>(expr).operands);
    case NodeKind::ConditionalExpr: {
      const auto& conditional = llvm::cast<ConditionalExpr>(expr);
      visit(*conditional.then_value);
      visit(*conditional.condition);
      return visit(*conditional.else_value);
    }
    case NodeKind::CallExpr: {
      const auto& call = llvm::cast<CallExpr>(expr);
      visit(*call.callee);
      each(call.args);
      for (const KeywordArg& keyword : call.keywords) visit(*keyword.value);
      return;
    }
    case NodeKind::AttributeExpr:
      return visit(*llvm::cast<AttributeExpr>(expr).object);
    case NodeKind::SubscriptExpr:
      visit(*llvm::cast<SubscriptExpr>(expr).object);
      return visit(*llvm::cast<SubscriptExpr>(expr).index);
    case NodeKind::SliceExpr: {
      const auto& slice = llvm::cast<SliceExpr>(expr);
      maybe(slice.lower);
      maybe(slice.upper);
      return maybe(slice.step);
    }
#define DSLC_STMT(Name) case NodeKind::Name##Stmt:
#include "compiler/parse/node_kinds.def"
      llvm_unreachable("a statement where an expression belongs");
  }
}

llvm::SmallVector<const Expr*, 4> SubscriptParts(const SubscriptExpr& subscript) {
  llvm::SmallVector<const Expr*, 4> parts;
  if (const auto* tuple = llvm::dyn_cast<TupleExpr>(subscript.index)) {
    parts.append(tuple->elements.begin(), tuple->elements.end());
  } else {
    parts.push_back(subscript.index);
  }
  return parts;
}

}  // namespace dslc
