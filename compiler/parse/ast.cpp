#include "compiler/parse/ast.h"

#include "llvm/Support/ErrorHandling.h"

namespace dslc {

llvm::StringRef NodeKindName(NodeKind kind) {
  switch (kind) {
#define DSLC_EXPR(Name)      \
  case NodeKind::Name##Expr: \
    return #Name;
#define DSLC_STMT(Name)      \
  case NodeKind::Name##Stmt: \
    return #Name;
#include "compiler/parse/node_kinds.def"
  }
  llvm_unreachable("unknown node kind");
}

llvm::StringRef Spelling(UnaryOp op) {
  switch (op) {
#define DSLC_UNARY_OP(Name, Text) \
  case UnaryOp::Name:             \
    return Text;
#include "compiler/parse/operators.def"
  }
  llvm_unreachable("unknown unary operator");
}

llvm::StringRef Spelling(BinaryOp op) {
  switch (op) {
#define DSLC_BINARY_OP(Name, Text) \
  case BinaryOp::Name:             \
    return Text;
#include "compiler/parse/operators.def"
  }
  llvm_unreachable("unknown binary operator");
}

llvm::StringRef Spelling(CompareOp op) {
  switch (op) {
#define DSLC_COMPARE_OP(Name, Text) \
  case CompareOp::Name:             \
    return Text;
#include "compiler/parse/operators.def"
  }
  llvm_unreachable("unknown comparison operator");
}

llvm::StringRef Spelling(BoolOp op) {
  switch (op) {
#define DSLC_BOOL_OP(Name, Text) \
  case BoolOp::Name:             \
    return Text;
#include "compiler/parse/operators.def"
  }
  llvm_unreachable("unknown boolean operator");
}

FieldAccess FieldAccessOf(const Expr& expr) {
  if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&expr)) {
    return {attribute->object, attribute->name};
  }
  if (const auto* subscript = llvm::dyn_cast<SubscriptExpr>(&expr)) {
    const auto* text = llvm::dyn_cast<StringLiteralExpr>(subscript->index);
    if (text && !text->bytes) return {subscript->object, text->value};
  }
  return {};
}

}  // namespace dslc
