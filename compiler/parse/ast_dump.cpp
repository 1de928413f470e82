#include "compiler/parse/ast_dump.h"

#include "compiler/base/float_format.h"
#include "llvm/Support/ErrorHandling.h"

namespace dslc {

void PrintRange(const SourceBuffer& source, SourceRange range, llvm::raw_ostream& out) {
  LineColumn begin = source.GetLineColumn(range.begin);
  LineColumn end = source.GetLineColumn(range.end);
  out << "<" << begin.line << ":" << begin.column << "-" << end.line << ":" << end.column << ">";
}

namespace {

class AstDumper {
 public:
  AstDumper(const Ast& ast, llvm::raw_ostream& out, ExprAnnotation annotate)
      : source_(ast.source()), out_(out), annotate_(annotate) {}

  void Dump(const Stmt& stmt, int depth);

  void DumpModule(llvm::ArrayRef<Stmt*> body) {
    out_ << "Module " << source_.name() << "\n";
    for (const Stmt* stmt : body) Dump(*stmt, 1);
  }

 private:
  void Indent(int depth) { out_.indent(depth * 2); }

  // Starts a node's line: `Kind detail`; EndLine adds the range.
  llvm::raw_ostream& Begin(const Node& node, int depth) {
    Indent(depth);
    return out_ << NodeKindName(node.kind());
  }
  void EndLine(const Node& node) {
    out_ << " ";
    PrintRange(node.range());
    if (annotate_ && llvm::isa<Expr>(node)) {
      std::string note = annotate_(llvm::cast<Expr>(node));
      if (!note.empty()) out_ << " : " << note;
    }
    out_ << "\n";
  }
  void Label(llvm::StringRef label, int depth) {
    Indent(depth);
    out_ << label << ":\n";
  }
  void Body(llvm::StringRef label, llvm::ArrayRef<Stmt*> body, int depth) {
    if (body.empty()) return;
    Label(label, depth);
    for (const Stmt* stmt : body) Dump(*stmt, depth + 1);
  }
  void Labelled(llvm::StringRef label, const Expr* expr, int depth) {
    if (!expr) return;
    Label(label, depth);
    Dump(*expr, depth + 1);
  }
  void Each(llvm::ArrayRef<Expr*> exprs, int depth) {
    for (const Expr* expr : exprs) Dump(*expr, depth);
  }

  void Dump(const Expr& expr, int depth);
  void DumpFunction(const FunctionDefStmt& def, int depth);
  void DumpImportNames(llvm::ArrayRef<ImportAlias> names);

  void PrintRange(SourceRange range) { dslc::PrintRange(source_, range, out_); }

  const SourceBuffer& source_;
  llvm::raw_ostream& out_;
  ExprAnnotation annotate_;
};

void AstDumper::Dump(const Expr& expr, int depth) {
  llvm::raw_ostream& out = Begin(expr, depth);
  switch (expr.kind()) {
    case NodeKind::NameExpr:
      out << " " << llvm::cast<NameExpr>(expr).name;
      EndLine(expr);
      return;
    case NodeKind::IntLiteralExpr: {
      const auto& literal = llvm::cast<IntLiteralExpr>(expr);
      if (literal.too_large) {
        out << " <too large for 64 bits>";
      } else {
        out << " " << literal.value;
      }
      EndLine(expr);
      return;
    }
    case NodeKind::FloatLiteralExpr:
      out << " " << FormatFloatLikePython(llvm::cast<FloatLiteralExpr>(expr).value)
          << (llvm::cast<FloatLiteralExpr>(expr).imaginary ? "j" : "");
      EndLine(expr);
      return;
    case NodeKind::BoolLiteralExpr:
      out << (llvm::cast<BoolLiteralExpr>(expr).value ? " True" : " False");
      EndLine(expr);
      return;
    case NodeKind::NoneLiteralExpr:
    case NodeKind::EllipsisExpr:
      EndLine(expr);
      return;
    case NodeKind::StringLiteralExpr: {
      const auto& literal = llvm::cast<StringLiteralExpr>(expr);
      out << (literal.bytes ? " b\"" : " \"");
      out.write_escaped(literal.value);
      out << "\"";
      EndLine(expr);
      return;
    }
    case NodeKind::TupleExpr:
      EndLine(expr);
      Each(llvm::cast<TupleExpr>(expr).elements, depth + 1);
      return;
    case NodeKind::ListExpr:
      EndLine(expr);
      Each(llvm::cast<ListExpr>(expr).elements, depth + 1);
      return;
    case NodeKind::UnaryExpr: {
      const auto& unary = llvm::cast<UnaryExpr>(expr);
      out << " " << Spelling(unary.op);
      EndLine(expr);
      Dump(*unary.operand, depth + 1);
      return;
    }
    case NodeKind::BinaryExpr: {
      const auto& binary = llvm::cast<BinaryExpr>(expr);
      out << " " << Spelling(binary.op);
      EndLine(expr);
      Dump(*binary.lhs, depth + 1);
      Dump(*binary.rhs, depth + 1);
      return;
    }
    case NodeKind::BoolOpExpr: {
      const auto& bool_op = llvm::cast<BoolOpExpr>(expr);
      out << " " << Spelling(bool_op.op);
      EndLine(expr);
      Each(bool_op.operands, depth + 1);
      return;
    }
    case NodeKind::CompareExpr: {
      const auto& compare = llvm::cast<CompareExpr>(expr);
      for (CompareOp op : compare.ops) out << " " << Spelling(op);
      EndLine(expr);
      Each(compare.operands, depth + 1);
      return;
    }
    case NodeKind::ConditionalExpr: {
      const auto& conditional = llvm::cast<ConditionalExpr>(expr);
      EndLine(expr);
      Labelled("condition", conditional.condition, depth + 1);
      Labelled("then", conditional.then_value, depth + 1);
      Labelled("else", conditional.else_value, depth + 1);
      return;
    }
    case NodeKind::CallExpr: {
      const auto& call = llvm::cast<CallExpr>(expr);
      EndLine(expr);
      Dump(*call.callee, depth + 1);
      Each(call.args, depth + 1);
      for (const KeywordArg& keyword : call.keywords) {
        Indent(depth + 1);
        out_ << "Keyword " << keyword.name << " ";
        PrintRange(keyword.name_range);
        out_ << "\n";
        Dump(*keyword.value, depth + 2);
      }
      return;
    }
    case NodeKind::AttributeExpr: {
      const auto& attribute = llvm::cast<AttributeExpr>(expr);
      out << " ." << attribute.name;
      EndLine(expr);
      Dump(*attribute.object, depth + 1);
      return;
    }
    case NodeKind::SubscriptExpr: {
      const auto& subscript = llvm::cast<SubscriptExpr>(expr);
      EndLine(expr);
      Dump(*subscript.object, depth + 1);
      Dump(*subscript.index, depth + 1);
      return;
    }
    case NodeKind::SliceExpr: {
      const auto& slice = llvm::cast<SliceExpr>(expr);
      EndLine(expr);
      Labelled("lower", slice.lower, depth + 1);
      Labelled("upper", slice.upper, depth + 1);
      Labelled("step", slice.step, depth + 1);
      return;
    }
    case NodeKind::UnsupportedExpr:
      out << " (" << llvm::cast<UnsupportedExpr>(expr).construct << ")";
      EndLine(expr);
      return;
#define DSLC_STMT(Name) case NodeKind::Name##Stmt:
#include "compiler/parse/node_kinds.def"
      llvm_unreachable("a statement where an expression belongs");
  }
}

void AstDumper::Dump(const Stmt& stmt, int depth) {
  llvm::raw_ostream& out = Begin(stmt, depth);
  switch (stmt.kind()) {
    case NodeKind::ExprStmt:
      EndLine(stmt);
      Dump(*llvm::cast<ExprStmt>(stmt).expr, depth + 1);
      return;
    case NodeKind::AssignStmt: {
      const auto& assign = llvm::cast<AssignStmt>(stmt);
      EndLine(stmt);
      Label("targets", depth + 1);
      Each(assign.targets, depth + 2);
      Labelled("value", assign.value, depth + 1);
      return;
    }
    case NodeKind::AugAssignStmt: {
      const auto& assign = llvm::cast<AugAssignStmt>(stmt);
      out << " " << Spelling(assign.op) << "=";
      EndLine(stmt);
      Dump(*assign.target, depth + 1);
      Dump(*assign.value, depth + 1);
      return;
    }
    case NodeKind::AnnAssignStmt: {
      const auto& assign = llvm::cast<AnnAssignStmt>(stmt);
      EndLine(stmt);
      Labelled("target", assign.target, depth + 1);
      Labelled("annotation", assign.annotation, depth + 1);
      Labelled("value", assign.value, depth + 1);
      return;
    }
    case NodeKind::IfStmt: {
      const auto& if_stmt = llvm::cast<IfStmt>(stmt);
      EndLine(stmt);
      bool first = true;
      for (const IfClause& clause : if_stmt.clauses) {
        Labelled(first ? "if" : "elif", clause.condition, depth + 1);
        Body("then", clause.body, depth + 1);
        first = false;
      }
      Body("else", if_stmt.else_body, depth + 1);
      return;
    }
    case NodeKind::WhileStmt: {
      const auto& loop = llvm::cast<WhileStmt>(stmt);
      EndLine(stmt);
      Labelled("condition", loop.condition, depth + 1);
      Body("body", loop.body, depth + 1);
      Body("else", loop.else_body, depth + 1);
      return;
    }
    case NodeKind::ForStmt: {
      const auto& loop = llvm::cast<ForStmt>(stmt);
      EndLine(stmt);
      Labelled("target", loop.target, depth + 1);
      Labelled("iterable", loop.iterable, depth + 1);
      Body("body", loop.body, depth + 1);
      Body("else", loop.else_body, depth + 1);
      return;
    }
    case NodeKind::ReturnStmt:
      EndLine(stmt);
      if (const Expr* value = llvm::cast<ReturnStmt>(stmt).value) Dump(*value, depth + 1);
      return;
    case NodeKind::RaiseStmt: {
      const auto& raise = llvm::cast<RaiseStmt>(stmt);
      EndLine(stmt);
      Labelled("exception", raise.exception, depth + 1);
      Labelled("cause", raise.cause, depth + 1);
      return;
    }
    case NodeKind::AssertStmt: {
      const auto& assert_stmt = llvm::cast<AssertStmt>(stmt);
      EndLine(stmt);
      Labelled("test", assert_stmt.test, depth + 1);
      Labelled("message", assert_stmt.message, depth + 1);
      return;
    }
    case NodeKind::FunctionDefStmt:
      DumpFunction(llvm::cast<FunctionDefStmt>(stmt), depth);
      return;
    case NodeKind::ClassDefStmt: {
      const auto& def = llvm::cast<ClassDefStmt>(stmt);
      out << " " << def.name << " (enum." << def.enum_base << ")";
      EndLine(stmt);
      Body("body", def.body, depth + 1);
      return;
    }
    case NodeKind::ImportStmt:
      DumpImportNames(llvm::cast<ImportStmt>(stmt).names);
      EndLine(stmt);
      return;
    case NodeKind::ImportFromStmt: {
      const auto& import = llvm::cast<ImportFromStmt>(stmt);
      out << " " << std::string(import.level, '.') << import.module << ":";
      if (import.star) out << " *";
      DumpImportNames(import.names);
      EndLine(stmt);
      return;
    }
    case NodeKind::SkippedStmt: {
      const auto& skipped = llvm::cast<SkippedStmt>(stmt);
      out << " (" << skipped.what;
      if (!skipped.name.empty()) out << " `" << skipped.name << "`";
      out << ")";
      EndLine(stmt);
      return;
    }
    case NodeKind::UnsupportedStmt:
      out << " (" << llvm::cast<UnsupportedStmt>(stmt).construct << ")";
      EndLine(stmt);
      return;
    case NodeKind::PassStmt:
    case NodeKind::BreakStmt:
    case NodeKind::ContinueStmt:
      EndLine(stmt);
      return;
#define DSLC_EXPR(Name) case NodeKind::Name##Expr:
#include "compiler/parse/node_kinds.def"
      llvm_unreachable("an expression where a statement belongs");
  }
}

void AstDumper::DumpFunction(const FunctionDefStmt& def, int depth) {
  out_ << " " << def.name << "(";
  for (size_t i = 0; i < def.params.size(); ++i) out_ << (i ? ", " : "") << def.params[i].name;
  out_ << ")";
  if (def.cpu_jit) out_ << " (Numba CPU jit)";
  EndLine(def);
  if (!def.decorators.empty()) {
    Label("decorators", depth + 1);
    Each(def.decorators, depth + 2);
  }
  for (const Param& param : def.params) {
    Indent(depth + 1);
    out_ << "Param " << param.name << " ";
    PrintRange(param.range);
    out_ << "\n";
    Labelled("annotation", param.annotation, depth + 2);
    Labelled("default", param.default_value, depth + 2);
  }
  Labelled("returns", def.returns, depth + 1);
  Body("body", def.body, depth + 1);
}

void AstDumper::DumpImportNames(llvm::ArrayRef<ImportAlias> names) {
  for (size_t i = 0; i < names.size(); ++i) {
    out_ << (i ? ", " : " ") << names[i].name;
    if (!names[i].alias.empty()) out_ << " as " << names[i].alias;
  }
}

}  // namespace

void DumpAst(const Ast& ast, llvm::raw_ostream& out) { DumpAst(ast, out, nullptr); }

void DumpStatement(const Ast& ast, const Stmt& stmt, llvm::raw_ostream& out,
                   ExprAnnotation annotate, int depth) {
  AstDumper(ast, out, annotate).Dump(stmt, depth);
}

void DumpAst(const Ast& ast, llvm::raw_ostream& out, ExprAnnotation annotate) {
  AstDumper(ast, out, annotate).DumpModule(ast.body());
}

}  // namespace dslc
