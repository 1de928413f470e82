// The abstract syntax tree. One Ast owns every node in its arena; each node
// has a dense id, so later phases keep per-signature facts (types, constant
// values) in side tables indexed by id and one AST serves many signatures.
// Nodes are immutable after parsing and use LLVM-style isa/cast/dyn_cast.
#pragma once

#include <cstdint>
#include <memory>

#include "compiler/base/arena.h"
#include "compiler/base/source_buffer.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Casting.h"

namespace dslc {

enum class NodeKind : uint8_t {
#define DSLC_EXPR(Name) Name##Expr,
#define DSLC_STMT(Name) Name##Stmt,
#include "compiler/parse/node_kinds.def"
};

enum class UnaryOp : uint8_t {
#define DSLC_UNARY_OP(Name, Spelling) Name,
#include "compiler/parse/operators.def"
};
enum class BinaryOp : uint8_t {
#define DSLC_BINARY_OP(Name, Spelling) Name,
#include "compiler/parse/operators.def"
};
enum class CompareOp : uint8_t {
#define DSLC_COMPARE_OP(Name, Spelling) Name,
#include "compiler/parse/operators.def"
};
enum class BoolOp : uint8_t {
#define DSLC_BOOL_OP(Name, Spelling) Name,
#include "compiler/parse/operators.def"
};

llvm::StringRef NodeKindName(NodeKind kind);
llvm::StringRef Spelling(UnaryOp op);
llvm::StringRef Spelling(BinaryOp op);
llvm::StringRef Spelling(CompareOp op);
llvm::StringRef Spelling(BoolOp op);

class Node {
 public:
  NodeKind kind() const { return kind_; }
  uint32_t id() const { return id_; }
  SourceRange range() const { return range_; }

 protected:
  Node(NodeKind kind, SourceRange range) : kind_(kind), range_(range) {}

 private:
  friend class Ast;
  NodeKind kind_;
  uint32_t id_ = 0;
  SourceRange range_;
};

#define DSLC_CLASSOF(Kind) \
  static bool classof(const Node* node) { return node->kind() == NodeKind::Kind; }

// ---------------------------------------------------------------- expressions

class Expr : public Node {
 public:
  static bool classof(const Node* node) { return node->kind() < NodeKind::ExprStmt; }
  // Depth of the subtree; the parser bounds it so that recursive walks over
  // the tree (dumps, inference, lowering) cannot exhaust the stack.
  uint32_t height() const { return height_; }

 protected:
  Expr(NodeKind kind, SourceRange range, uint32_t height) : Node(kind, range), height_(height) {}

 private:
  uint32_t height_;
};

class NameExpr : public Expr {
 public:
  DSLC_CLASSOF(NameExpr)
  NameExpr(SourceRange range, llvm::StringRef name)
      : Expr(NodeKind::NameExpr, range, 1), name(name) {}
  llvm::StringRef name;
};

class IntLiteralExpr : public Expr {
 public:
  DSLC_CLASSOF(IntLiteralExpr)
  IntLiteralExpr(SourceRange range, uint64_t value, bool too_large)
      : Expr(NodeKind::IntLiteralExpr, range, 1), value(value), too_large(too_large) {}
  uint64_t value;
  bool too_large;  // the literal needs more than 64 bits
};

class FloatLiteralExpr : public Expr {
 public:
  DSLC_CLASSOF(FloatLiteralExpr)
  FloatLiteralExpr(SourceRange range, double value, bool imaginary = false)
      : Expr(NodeKind::FloatLiteralExpr, range, 1), value(value), imaginary(imaginary) {}
  double value;
  bool imaginary;  // `2.5j`: the complex number 0 + 2.5j
};

class BoolLiteralExpr : public Expr {
 public:
  DSLC_CLASSOF(BoolLiteralExpr)
  BoolLiteralExpr(SourceRange range, bool value)
      : Expr(NodeKind::BoolLiteralExpr, range, 1), value(value) {}
  bool value;
};

class NoneLiteralExpr : public Expr {
 public:
  DSLC_CLASSOF(NoneLiteralExpr)
  explicit NoneLiteralExpr(SourceRange range) : Expr(NodeKind::NoneLiteralExpr, range, 1) {}
};

class StringLiteralExpr : public Expr {
 public:
  DSLC_CLASSOF(StringLiteralExpr)
  StringLiteralExpr(SourceRange range, llvm::StringRef value, bool bytes)
      : Expr(NodeKind::StringLiteralExpr, range, 1), value(value), bytes(bytes) {}
  llvm::StringRef value;  // adjacent literals concatenated, escapes decoded
  bool bytes;
};

class EllipsisExpr : public Expr {
 public:
  DSLC_CLASSOF(EllipsisExpr)
  explicit EllipsisExpr(SourceRange range) : Expr(NodeKind::EllipsisExpr, range, 1) {}
};

class TupleExpr : public Expr {
 public:
  DSLC_CLASSOF(TupleExpr)
  TupleExpr(SourceRange range, uint32_t height, llvm::ArrayRef<Expr*> elements)
      : Expr(NodeKind::TupleExpr, range, height), elements(elements) {}
  llvm::ArrayRef<Expr*> elements;
};

class ListExpr : public Expr {
 public:
  DSLC_CLASSOF(ListExpr)
  ListExpr(SourceRange range, uint32_t height, llvm::ArrayRef<Expr*> elements)
      : Expr(NodeKind::ListExpr, range, height), elements(elements) {}
  llvm::ArrayRef<Expr*> elements;
};

class UnaryExpr : public Expr {
 public:
  DSLC_CLASSOF(UnaryExpr)
  UnaryExpr(SourceRange range, uint32_t height, UnaryOp op, Expr* operand)
      : Expr(NodeKind::UnaryExpr, range, height), op(op), operand(operand) {}
  UnaryOp op;
  Expr* operand;
};

class BinaryExpr : public Expr {
 public:
  DSLC_CLASSOF(BinaryExpr)
  BinaryExpr(SourceRange range, uint32_t height, BinaryOp op, SourceRange op_range, Expr* lhs,
             Expr* rhs)
      : Expr(NodeKind::BinaryExpr, range, height), op(op), op_range(op_range), lhs(lhs), rhs(rhs) {}
  BinaryOp op;
  SourceRange op_range;
  Expr* lhs;
  Expr* rhs;
};

// `a and b and c`: one node with every operand, as Python's ast does.
class BoolOpExpr : public Expr {
 public:
  DSLC_CLASSOF(BoolOpExpr)
  BoolOpExpr(SourceRange range, uint32_t height, BoolOp op, llvm::ArrayRef<Expr*> operands)
      : Expr(NodeKind::BoolOpExpr, range, height), op(op), operands(operands) {}
  BoolOp op;
  llvm::ArrayRef<Expr*> operands;
};

// `a < b <= c`: operands.size() == ops.size() + 1.
class CompareExpr : public Expr {
 public:
  DSLC_CLASSOF(CompareExpr)
  CompareExpr(SourceRange range, uint32_t height, llvm::ArrayRef<Expr*> operands,
              llvm::ArrayRef<CompareOp> ops)
      : Expr(NodeKind::CompareExpr, range, height), operands(operands), ops(ops) {}
  llvm::ArrayRef<Expr*> operands;
  llvm::ArrayRef<CompareOp> ops;
};

// `then_value if condition else else_value`
class ConditionalExpr : public Expr {
 public:
  DSLC_CLASSOF(ConditionalExpr)
  ConditionalExpr(SourceRange range, uint32_t height, Expr* condition, Expr* then_value,
                  Expr* else_value)
      : Expr(NodeKind::ConditionalExpr, range, height),
        condition(condition),
        then_value(then_value),
        else_value(else_value) {}
  Expr* condition;
  Expr* then_value;
  Expr* else_value;
};

struct KeywordArg {
  llvm::StringRef name;
  SourceRange name_range;
  Expr* value;
};

class CallExpr : public Expr {
 public:
  DSLC_CLASSOF(CallExpr)
  CallExpr(SourceRange range, uint32_t height, Expr* callee, llvm::ArrayRef<Expr*> args,
           llvm::ArrayRef<KeywordArg> keywords)
      : Expr(NodeKind::CallExpr, range, height), callee(callee), args(args), keywords(keywords) {}
  Expr* callee;
  llvm::ArrayRef<Expr*> args;
  llvm::ArrayRef<KeywordArg> keywords;
};

class AttributeExpr : public Expr {
 public:
  DSLC_CLASSOF(AttributeExpr)
  AttributeExpr(SourceRange range, uint32_t height, Expr* object, llvm::StringRef name,
                SourceRange name_range)
      : Expr(NodeKind::AttributeExpr, range, height),
        object(object),
        name(name),
        name_range(name_range) {}
  Expr* object;
  llvm::StringRef name;
  SourceRange name_range;
};

// `a[i]`; `a[i, j]` has a TupleExpr index.
class SubscriptExpr : public Expr {
 public:
  DSLC_CLASSOF(SubscriptExpr)
  SubscriptExpr(SourceRange range, uint32_t height, Expr* object, Expr* index)
      : Expr(NodeKind::SubscriptExpr, range, height), object(object), index(index) {}
  Expr* object;
  Expr* index;
};

// `lower:upper:step` inside a subscript; each part may be null.
class SliceExpr : public Expr {
 public:
  DSLC_CLASSOF(SliceExpr)
  SliceExpr(SourceRange range, uint32_t height, Expr* lower, Expr* upper, Expr* step)
      : Expr(NodeKind::SliceExpr, range, height), lower(lower), upper(upper), step(step) {}
  Expr* lower;
  Expr* upper;
  Expr* step;
};

class UnsupportedExpr : public Expr {
 public:
  DSLC_CLASSOF(UnsupportedExpr)
  UnsupportedExpr(SourceRange range, llvm::StringRef construct)
      : Expr(NodeKind::UnsupportedExpr, range, 1), construct(construct) {}
  llvm::StringRef construct;  // "a lambda", "a list comprehension", ...
};

// ----------------------------------------------------------------- statements

class Stmt : public Node {
 public:
  static bool classof(const Node* node) { return node->kind() >= NodeKind::ExprStmt; }

 protected:
  Stmt(NodeKind kind, SourceRange range) : Node(kind, range) {}
};

class ExprStmt : public Stmt {
 public:
  DSLC_CLASSOF(ExprStmt)
  ExprStmt(SourceRange range, Expr* expr) : Stmt(NodeKind::ExprStmt, range), expr(expr) {}
  Expr* expr;
};

// `t1 = t2 = value`
class AssignStmt : public Stmt {
 public:
  DSLC_CLASSOF(AssignStmt)
  AssignStmt(SourceRange range, llvm::ArrayRef<Expr*> targets, Expr* value)
      : Stmt(NodeKind::AssignStmt, range), targets(targets), value(value) {}
  llvm::ArrayRef<Expr*> targets;
  Expr* value;
};

class AugAssignStmt : public Stmt {
 public:
  DSLC_CLASSOF(AugAssignStmt)
  AugAssignStmt(SourceRange range, BinaryOp op, SourceRange op_range, Expr* target, Expr* value)
      : Stmt(NodeKind::AugAssignStmt, range),
        op(op),
        op_range(op_range),
        target(target),
        value(value) {}
  BinaryOp op;
  SourceRange op_range;
  Expr* target;
  Expr* value;
};

// `target: annotation [= value]`
class AnnAssignStmt : public Stmt {
 public:
  DSLC_CLASSOF(AnnAssignStmt)
  AnnAssignStmt(SourceRange range, Expr* target, Expr* annotation, Expr* value)
      : Stmt(NodeKind::AnnAssignStmt, range),
        target(target),
        annotation(annotation),
        value(value) {}
  Expr* target;
  Expr* annotation;
  Expr* value;  // may be null
};

// One `if` or `elif` arm.
struct IfClause {
  SourceRange keyword_range;
  Expr* condition;
  llvm::ArrayRef<Stmt*> body;
};

// `if`/`elif` arms are kept flat so a long elif chain is not a deep tree.
class IfStmt : public Stmt {
 public:
  DSLC_CLASSOF(IfStmt)
  IfStmt(SourceRange range, llvm::ArrayRef<IfClause> clauses, llvm::ArrayRef<Stmt*> else_body)
      : Stmt(NodeKind::IfStmt, range), clauses(clauses), else_body(else_body) {}
  llvm::ArrayRef<IfClause> clauses;
  llvm::ArrayRef<Stmt*> else_body;
};

class WhileStmt : public Stmt {
 public:
  DSLC_CLASSOF(WhileStmt)
  WhileStmt(SourceRange range, Expr* condition, llvm::ArrayRef<Stmt*> body,
            llvm::ArrayRef<Stmt*> else_body)
      : Stmt(NodeKind::WhileStmt, range), condition(condition), body(body), else_body(else_body) {}
  Expr* condition;
  llvm::ArrayRef<Stmt*> body;
  llvm::ArrayRef<Stmt*> else_body;
};

class ForStmt : public Stmt {
 public:
  DSLC_CLASSOF(ForStmt)
  ForStmt(SourceRange range, Expr* target, Expr* iterable, llvm::ArrayRef<Stmt*> body,
          llvm::ArrayRef<Stmt*> else_body)
      : Stmt(NodeKind::ForStmt, range),
        target(target),
        iterable(iterable),
        body(body),
        else_body(else_body) {}
  Expr* target;
  Expr* iterable;
  llvm::ArrayRef<Stmt*> body;
  llvm::ArrayRef<Stmt*> else_body;
};

class BreakStmt : public Stmt {
 public:
  DSLC_CLASSOF(BreakStmt)
  explicit BreakStmt(SourceRange range) : Stmt(NodeKind::BreakStmt, range) {}
};

class ContinueStmt : public Stmt {
 public:
  DSLC_CLASSOF(ContinueStmt)
  explicit ContinueStmt(SourceRange range) : Stmt(NodeKind::ContinueStmt, range) {}
};

class PassStmt : public Stmt {
 public:
  DSLC_CLASSOF(PassStmt)
  explicit PassStmt(SourceRange range) : Stmt(NodeKind::PassStmt, range) {}
};

class ReturnStmt : public Stmt {
 public:
  DSLC_CLASSOF(ReturnStmt)
  ReturnStmt(SourceRange range, Expr* value) : Stmt(NodeKind::ReturnStmt, range), value(value) {}
  Expr* value;  // may be null
};

// `raise exception [from cause]`: the exception is a class or a call of
// one (`ValueError`, `ValueError("bad")`).
class RaiseStmt : public Stmt {
 public:
  DSLC_CLASSOF(RaiseStmt)
  RaiseStmt(SourceRange range, Expr* exception, Expr* cause)
      : Stmt(NodeKind::RaiseStmt, range), exception(exception), cause(cause) {}
  Expr* exception;  // null for a bare `raise`
  Expr* cause;      // may be null
};

// `assert test [, message]`.
class AssertStmt : public Stmt {
 public:
  DSLC_CLASSOF(AssertStmt)
  AssertStmt(SourceRange range, Expr* test, Expr* message)
      : Stmt(NodeKind::AssertStmt, range), test(test), message(message) {}
  Expr* test;
  Expr* message;  // may be null
};

struct Param {
  llvm::StringRef name;
  SourceRange range;
  Expr* annotation;     // may be null
  Expr* default_value;  // may be null
};

// A `@cuda.jit` kernel or device function (other functions are skipped).
// A construct valid in Python that kernel code lacks (a list comprehension,
// `raise`, a variadic parameter), found in a function. Reported when the
// function is typed, so that it fails only the kernels that use it.
struct UnsupportedUse {
  SourceRange range;
  llvm::StringRef construct;  // "a list comprehension"
};

class FunctionDefStmt : public Stmt {
 public:
  DSLC_CLASSOF(FunctionDefStmt)
  FunctionDefStmt(SourceRange range, llvm::StringRef name, SourceRange name_range,
                  llvm::ArrayRef<Expr*> decorators, llvm::ArrayRef<Param> params, Expr* returns,
                  llvm::ArrayRef<Stmt*> body)
      : Stmt(NodeKind::FunctionDefStmt, range),
        name(name),
        name_range(name_range),
        decorators(decorators),
        params(params),
        returns(returns),
        body(body) {}
  llvm::StringRef name;
  SourceRange name_range;
  llvm::ArrayRef<Expr*> decorators;
  llvm::ArrayRef<Param> params;
  Expr* returns;  // the `->` annotation; may be null
  llvm::ArrayRef<Stmt*> body;
  // Unsupported constructs in the function, when the parser defers them.
  llvm::ArrayRef<UnsupportedUse> unsupported;
  // Decorated with Numba's CPU `@jit` / `@njit`: kernels call it as a
  // device function, as Numba compiles it for the GPU when a kernel calls it.
  bool cpu_jit = false;
};

// `class Color(Enum):` at the top level, whose bases name a class of module
// `enum` (other classes are host code: SkippedStmt). `enum_base` is that
// class's name there ("Enum", "IntEnum", "Flag", ...). The body keeps its
// assignments; anything else in it (methods, docstrings) is skipped.
class ClassDefStmt : public Stmt {
 public:
  DSLC_CLASSOF(ClassDefStmt)
  ClassDefStmt(SourceRange range, llvm::StringRef name, SourceRange name_range,
               llvm::ArrayRef<Expr*> bases, llvm::StringRef enum_base, llvm::ArrayRef<Stmt*> body)
      : Stmt(NodeKind::ClassDefStmt, range),
        name(name),
        name_range(name_range),
        bases(bases),
        enum_base(enum_base),
        body(body) {}
  llvm::StringRef name;
  SourceRange name_range;
  llvm::ArrayRef<Expr*> bases;
  llvm::StringRef enum_base;
  llvm::ArrayRef<Stmt*> body;
};

// `numba.cuda as cuda`; `alias` is empty without `as`.
struct ImportAlias {
  llvm::StringRef name;  // dotted
  SourceRange range;
  llvm::StringRef alias;
};

class ImportStmt : public Stmt {
 public:
  DSLC_CLASSOF(ImportStmt)
  ImportStmt(SourceRange range, llvm::ArrayRef<ImportAlias> names)
      : Stmt(NodeKind::ImportStmt, range), names(names) {}
  llvm::ArrayRef<ImportAlias> names;
};

// `from .module import a as b, c`; `names` is empty for `import *`.
class ImportFromStmt : public Stmt {
 public:
  DSLC_CLASSOF(ImportFromStmt)
  ImportFromStmt(SourceRange range, llvm::StringRef module, uint32_t level,
                 llvm::ArrayRef<ImportAlias> names, bool star)
      : Stmt(NodeKind::ImportFromStmt, range),
        module(module),
        level(level),
        names(names),
        star(star) {}
  llvm::StringRef module;
  uint32_t level;  // leading dots
  llvm::ArrayRef<ImportAlias> names;
  bool star;
};

// Top-level code that is not compiled: host code, undecorated functions,
// classes. `name` is the defined name for a skipped `def`/`class`.
class SkippedStmt : public Stmt {
 public:
  DSLC_CLASSOF(SkippedStmt)
  SkippedStmt(SourceRange range, llvm::StringRef what, llvm::StringRef name)
      : Stmt(NodeKind::SkippedStmt, range), what(what), name(name) {}
  llvm::StringRef what;
  llvm::StringRef name;
};

class UnsupportedStmt : public Stmt {
 public:
  DSLC_CLASSOF(UnsupportedStmt)
  UnsupportedStmt(SourceRange range, llvm::StringRef construct)
      : Stmt(NodeKind::UnsupportedStmt, range), construct(construct) {}
  llvm::StringRef construct;
};

#undef DSLC_CLASSOF

// ------------------------------------------------------------------- the tree

class Ast {
 public:
  explicit Ast(const SourceBuffer& source) : source_(&source) {}

  template <typename T, typename... Args>
  T* New(Args&&... args) {
    T* node = arena_.New<T>(std::forward<Args>(args)...);
    node->id_ = node_count_++;
    return node;
  }

  Arena& arena() { return arena_; }
  const SourceBuffer& source() const { return *source_; }
  // Ids run from 0 to node_count() - 1.
  uint32_t node_count() const { return node_count_; }

  // The module's top-level statements in source order.
  llvm::ArrayRef<Stmt*> body() const { return body_; }
  void set_body(llvm::ArrayRef<Stmt*> body) { body_ = body; }

 private:
  const SourceBuffer* source_;
  Arena arena_;
  uint32_t node_count_ = 0;
  llvm::ArrayRef<Stmt*> body_;
};

// `object.name` or `object["name"]`: how a field of a record is written
// (sema decides whether `object` is a record). `object` is null when
// `expr` is neither.
struct FieldAccess {
  const Expr* object = nullptr;
  llvm::StringRef name;
};
FieldAccess FieldAccessOf(const Expr& expr);

}  // namespace dslc
