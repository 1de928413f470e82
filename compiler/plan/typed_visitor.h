// StmtVisitor and ExprVisitor: one dispatch on the kind of a statement or an
// expression for the analyses of a typed function (compiler/plan), in the
// style of clang's StmtVisitor. The dispatch `switch` is generated from
// compiler/parse/node_kinds.def, so every kind has its case, and calls the
// derived class's hook of that kind:
//
//   class Counter : public StmtVisitor<Counter> {
//    public:
//     void VisitReturnStmt(const ReturnStmt& stmt) { ++returns; }
//     void VisitOtherStmt(const Stmt& stmt) {}  // every kind without a hook
//     int returns = 0;
//   };
//   Counter counter;
//   counter.VisitStmt(stmt);
//
// A hook the derived class leaves out falls back to VisitOtherStmt (or
// VisitOtherExpr), which does nothing and returns RetTy() unless the
// derived class overrides it, so an analysis writes only the hooks it cares
// about. A visitor that must say what it does with every kind declares
// `VisitOtherStmt` deleted: a kind without a hook of its own, such as one
// added to node_kinds.def, then fails to compile (StmtParts below).
//
// Hooks take the node as its own class and any extra arguments the visitor
// was declared with (`StmtVisitor<Walk, void, bool>`: a `bool` after each
// node), and return RetTy.
//
// Below them, the parts of each kind of statement, which several analyses
// share: ForEachOwnExpr, ForEachTarget, ForEachNestedBody; and LiveStmts,
// the statements of a body that control can reach.
#pragma once

#include "compiler/parse/ast.h"
#include "compiler/sema/typed_function.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/ErrorHandling.h"

namespace dslc {

// The statements of `body` control can reach (TypedFunction::IsDead: not
// those after a `return` or in an arm a constant condition rules out), in
// order.
inline auto LiveStmts(const TypedFunction& typed, llvm::ArrayRef<Stmt*> body) {
  return llvm::make_filter_range(body, [&typed](const Stmt* stmt) { return !typed.IsDead(*stmt); });
}

template <typename Derived, typename RetTy = void, typename... ParamTys>
class StmtVisitor {
 public:
  // Calls the hook of `stmt`'s kind.
  RetTy VisitStmt(const Stmt& stmt, ParamTys... params) {
    switch (stmt.kind()) {
#define DSLC_STMT(Name)      \
  case NodeKind::Name##Stmt: \
    return derived().Visit##Name##Stmt(llvm::cast<Name##Stmt>(stmt), params...);
#include "compiler/parse/node_kinds.def"
#define DSLC_EXPR(Name) case NodeKind::Name##Expr:
#include "compiler/parse/node_kinds.def"
      llvm_unreachable("an expression where a statement belongs");
    }
    llvm_unreachable("a node kind node_kinds.def does not list");
  }

  // Visits the statements of `body` that control can reach (LiveStmts), in
  // order, dropping what their hooks return.
  void VisitLiveBody(const TypedFunction& typed, llvm::ArrayRef<Stmt*> body, ParamTys... params) {
    for (const Stmt* stmt : LiveStmts(typed, body)) VisitStmt(*stmt, params...);
  }

  // The hook of each kind the derived class does not write.
#define DSLC_STMT(Name)                                                 \
  RetTy Visit##Name##Stmt(const Name##Stmt& stmt, ParamTys... params) { \
    return derived().VisitOtherStmt(stmt, params...);                   \
  }
#include "compiler/parse/node_kinds.def"

  RetTy VisitOtherStmt(const Stmt&, ParamTys...) { return RetTy(); }

 private:
  Derived& derived() { return *static_cast<Derived*>(this); }
};

template <typename Derived, typename RetTy = void, typename... ParamTys>
class ExprVisitor {
 public:
  // Calls the hook of `expr`'s kind.
  RetTy VisitExpr(const Expr& expr, ParamTys... params) {
    switch (expr.kind()) {
#define DSLC_EXPR(Name)      \
  case NodeKind::Name##Expr: \
    return derived().Visit##Name##Expr(llvm::cast<Name##Expr>(expr), params...);
#include "compiler/parse/node_kinds.def"
#define DSLC_STMT(Name) case NodeKind::Name##Stmt:
#include "compiler/parse/node_kinds.def"
      llvm_unreachable("a statement where an expression belongs");
    }
    llvm_unreachable("a node kind node_kinds.def does not list");
  }

  // The hook of each kind the derived class does not write.
#define DSLC_EXPR(Name)                                                 \
  RetTy Visit##Name##Expr(const Name##Expr& expr, ParamTys... params) { \
    return derived().VisitOtherExpr(expr, params...);                   \
  }
#include "compiler/parse/node_kinds.def"

  RetTy VisitOtherExpr(const Expr&, ParamTys...) { return RetTy(); }

 private:
  Derived& derived() { return *static_cast<Derived*>(this); }
};

// The parts of one statement, for ForEachOwnExpr, ForEachTarget and
// ForEachNestedBody: the expressions it evaluates, the targets it assigns
// to, and the bodies nested in it, each kind giving them in the order they
// run (a value before the targets it is assigned to, a condition before the
// body it guards). A callback left null skips that part.
//
// Every kind has its hook here (VisitOtherStmt is deleted), so a kind added
// to node_kinds.def does not compile until it says what its parts are.
class StmtParts : public StmtVisitor<StmtParts> {
 public:
  using ExprCallback = llvm::function_ref<void(const Expr&)>;
  using BodyCallback = llvm::function_ref<void(llvm::ArrayRef<Stmt*>)>;

  StmtParts(ExprCallback evaluated, ExprCallback assigned, BodyCallback nested)
      : evaluated_(evaluated), assigned_(assigned), nested_(nested) {}

  void VisitOtherStmt(const Stmt&) = delete;

  void VisitExprStmt(const ExprStmt& stmt) { Evaluates(stmt.expr); }
  void VisitAssignStmt(const AssignStmt& assign) {
    Evaluates(assign.value);
    for (const Expr* target : assign.targets) Assigns(target);
  }
  // `t += v`: its target, which it reads too, counts as a target.
  void VisitAugAssignStmt(const AugAssignStmt& assign) {
    Evaluates(assign.value);
    Assigns(assign.target);
  }
  // `t: T [= v]`: the annotation is a type, not a value; the target counts
  // as assigned with or without a value.
  void VisitAnnAssignStmt(const AnnAssignStmt& assign) {
    Evaluates(assign.value);
    Assigns(assign.target);
  }
  void VisitIfStmt(const IfStmt& branch) {
    for (const IfClause& clause : branch.clauses) {
      Evaluates(clause.condition);
      Nests(clause.body);
    }
    Nests(branch.else_body);
  }
  void VisitWhileStmt(const WhileStmt& loop) {
    Evaluates(loop.condition);
    Nests(loop.body);
    Nests(loop.else_body);
  }
  void VisitForStmt(const ForStmt& loop) {
    Evaluates(loop.iterable);
    Assigns(loop.target);
    Nests(loop.body);
    Nests(loop.else_body);
  }
  void VisitReturnStmt(const ReturnStmt& stmt) { Evaluates(stmt.value); }
  void VisitRaiseStmt(const RaiseStmt& raise) {
    Evaluates(raise.exception);
    Evaluates(raise.cause);
  }
  void VisitAssertStmt(const AssertStmt& assert_stmt) {
    Evaluates(assert_stmt.test);
    Evaluates(assert_stmt.message);
  }
  void VisitBreakStmt(const BreakStmt&) {}
  void VisitContinueStmt(const ContinueStmt&) {}
  void VisitPassStmt(const PassStmt&) {}
  // Definitions and imports stand only at the top level of a module (the
  // parser makes one inside a function an UnsupportedStmt): none of their
  // parts is code of a function's body.
  void VisitFunctionDefStmt(const FunctionDefStmt&) {}
  void VisitClassDefStmt(const ClassDefStmt&) {}
  void VisitImportStmt(const ImportStmt&) {}
  void VisitImportFromStmt(const ImportFromStmt&) {}
  void VisitSkippedStmt(const SkippedStmt&) {}
  void VisitUnsupportedStmt(const UnsupportedStmt&) {}

 private:
  // Each part may be null (`return` without a value).
  void Evaluates(const Expr* expr) {
    if (expr && evaluated_) evaluated_(*expr);
  }
  void Assigns(const Expr* target) {
    if (assigned_) assigned_(*target);
  }
  void Nests(llvm::ArrayRef<Stmt*> body) {
    if (nested_) nested_(body);
  }

  ExprCallback evaluated_;
  ExprCallback assigned_;
  BodyCallback nested_;
};

// Calls `visit` on each expression `stmt` itself evaluates or assigns to
// (not those of the statements nested in it), in the order they run: an
// assignment's value, then its targets; a `for` loop's iterable, then its
// target; every condition of an `if`.
inline void ForEachOwnExpr(const Stmt& stmt, llvm::function_ref<void(const Expr&)> visit) {
  StmtParts(visit, visit, nullptr).VisitStmt(stmt);
}

// Calls `visit` on each target `stmt` itself assigns to: those of `=`,
// `+=`, `t: T [= v]` and a `for` loop's, in order.
inline void ForEachTarget(const Stmt& stmt, llvm::function_ref<void(const Expr&)> visit) {
  StmtParts(nullptr, visit, nullptr).VisitStmt(stmt);
}

// Calls `visit` on each body nested directly in `stmt`, in source order:
// the arms of an `if` and its `else`, a loop's body and its `else`.
inline void ForEachNestedBody(const Stmt& stmt,
                              llvm::function_ref<void(llvm::ArrayRef<Stmt*>)> visit) {
  StmtParts(nullptr, nullptr, visit).VisitStmt(stmt);
}

}  // namespace dslc
