// Statements of kernels and device functions.
#include <optional>

#include "compiler/parse/parser_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(ExpectedIndentedBlock, Error, "expected an indented block after {0}",
                llvm::StringRef);
DSLC_DIAGNOSTIC(OutsideLoop, Error, "`{0}` outside a loop", llvm::StringRef);
DSLC_DIAGNOSTIC(DuplicateParameter, Error, "duplicate parameter `{0}`", llvm::StringRef);
DSLC_DIAGNOSTIC(ParameterDeclaredHere, Note, "`{0}` first declared here", llvm::StringRef);
DSLC_DIAGNOSTIC(NonDefaultAfterDefault, Error,
                "parameter `{0}` without a default follows a parameter with a default",
                llvm::StringRef);
DSLC_DIAGNOSTIC(ParameterDefaultHere, Note, "`{0}` has a default here", llvm::StringRef);
DSLC_DIAGNOSTIC(InvalidAssignmentTarget, Error, "cannot assign to {0}", llvm::StringRef);
DSLC_DIAGNOSTIC(InvalidAugmentedTarget, Error, "{0} cannot be the target of {1}", llvm::StringRef,
                llvm::StringRef);
DSLC_DIAGNOSTIC(CompoundAfterColon, Error, "`{0}` cannot follow `:` on the same line",
                llvm::StringRef);
DSLC_DIAGNOSTIC(DanglingClause, Error, "`{0}` does not follow {1}", llvm::StringRef,
                llvm::StringRef);

}  // namespace

// Keywords (and `@`) that open a compound statement.
bool Parser::StartsCompoundStatement(TokenKind kind) {
  switch (kind) {
    case TokenKind::If:
    case TokenKind::While:
    case TokenKind::For:
    case TokenKind::Def:
    case TokenKind::Class:
    case TokenKind::Try:
    case TokenKind::With:
    case TokenKind::Async:
    case TokenKind::At:
      return true;
    default:
      return false;
  }
}

namespace {

// How messages name an expression that cannot be assigned to.
llvm::StringRef DescribeExpression(const Expr* expr) {
  switch (expr->kind()) {
    case NodeKind::CallExpr:
      return "a function call";
    case NodeKind::IntLiteralExpr:
    case NodeKind::FloatLiteralExpr:
    case NodeKind::BoolLiteralExpr:
    case NodeKind::NoneLiteralExpr:
    case NodeKind::StringLiteralExpr:
    case NodeKind::EllipsisExpr:
      return "a literal";
    case NodeKind::CompareExpr:
      return "a comparison";
    case NodeKind::ConditionalExpr:
      return "a conditional expression";
    case NodeKind::TupleExpr:
      return "a tuple";
    case NodeKind::ListExpr:
      return "a list";
    default:
      return "an expression";
  }
}

// A parameter's range starts with its name.
SourceRange NameRange(const Param& param) {
  return {param.range.begin, param.range.begin + static_cast<uint32_t>(param.name.size())};
}

}  // namespace

// function_def: 'def' NAME '(' [parameters] ')' ['->' expression] ':' block
FunctionDefStmt* Parser::ParseFunctionDef(llvm::ArrayRef<Expr*> decorators, uint32_t begin) {
  host_context_ = false;
  unsupported_.clear();
  Consume();  // def
  const Token& name = Expect(TokenKind::Identifier);
  const Token& open = Expect(TokenKind::LParen);
  llvm::SmallVector<Param, 8> params;
  ParseParameters(params);
  ExpectClosing(TokenKind::RParen, open);
  Expr* returns = ConsumeIf(TokenKind::Arrow) ? ParseExpression() : nullptr;
  int outer_loops = loop_depth_;
  loop_depth_ = 0;
  llvm::ArrayRef<Stmt*> body = ParseBlock("the function definition");
  loop_depth_ = outer_loops;
  auto* def = ast_->New<FunctionDefStmt>(From(begin), tokens_.Text(name), name.range, decorators,
                                         Copy(params), returns, body);
  def->unsupported = Copy(unsupported_);
  return def;
}

// parameters: (param | star_param) (',' (param | star_param))* [',']
// param: NAME [':' expression] ['=' expression]
void Parser::ParseParameters(llvm::SmallVectorImpl<Param>& params) {
  // The first parameter with a default since the last error about one.
  std::optional<size_t> first_default;
  while (!At(TokenKind::RParen)) {
    if (At(TokenKind::Star) || At(TokenKind::StarStar) || At(TokenKind::Slash)) {
      // Parameters after `*` may lack defaults; do not report them again.
      if (!At(TokenKind::Slash)) first_default.reset();
      ParseStarParameter();
    } else {
      const Token& name = Expect(TokenKind::Identifier);
      Param param{tokens_.Text(name), name.range, nullptr, nullptr};
      if (ConsumeIf(TokenKind::Colon)) param.annotation = ParseExpression();
      if (ConsumeIf(TokenKind::Equal)) param.default_value = ParseExpression();
      param.range = From(name.range.begin);
      CheckDuplicateParameter(params, param);
      if (param.default_value) {
        if (!first_default) first_default = params.size();
      } else if (first_default) {
        const Param& with_default = params[*first_default];
        emitter_.Build(Loc(NameRange(param)), NonDefaultAfterDefault, param.name)
            .Note(Loc(with_default.range), ParameterDefaultHere, with_default.name)
            .Emit();
        first_default.reset();
      }
      params.push_back(param);
    }
    if (!ConsumeIf(TokenKind::Comma)) break;
  }
}

// Reports a parameter whose name an earlier one already has.
void Parser::CheckDuplicateParameter(llvm::ArrayRef<Param> params, const Param& param) {
  for (const Param& other : params) {
    if (other.name != param.name) continue;
    emitter_.Build(Loc(NameRange(param)), DuplicateParameter, param.name)
        .Note(Loc(NameRange(other)), ParameterDeclaredHere, other.name)
        .Emit();
    return;
  }
}

// star_param: '*' [NAME [':' expression]] | '**' NAME [':' expression] | '/'
// None exists in kernel code; reported and dropped.
void Parser::ParseStarParameter() {
  const Token& marker = Consume();
  bool named = marker.kind != TokenKind::Slash && ConsumeIf(TokenKind::Identifier);
  SourceRange range = From(marker.range.begin);
  if (named && ConsumeIf(TokenKind::Colon)) Quietly([&] { ParseExpression(); });
  llvm::StringRef construct = "a positional-only parameter marker (`/`)";
  if (marker.kind == TokenKind::StarStar) {
    construct = "a variadic keyword parameter";
  } else if (marker.kind == TokenKind::Star) {
    construct = named ? "a variadic parameter" : "a keyword-only parameter marker (`*`)";
  }
  Unsupported(range, construct);
}

// block: ':' (NEWLINE INDENT statement+ DEDENT | simple_statements)
llvm::ArrayRef<Stmt*> Parser::ParseBlock(llvm::StringRef after) {
  Expect(TokenKind::Colon);
  llvm::SmallVector<Stmt*, 16> body;
  if (!ConsumeIf(TokenKind::Newline)) {
    if (StartsCompoundStatement(Peek())) {
      emitter_.Emit(Loc(Current().range), CompoundAfterColon, tokens_.Text(Current()));
      throw Recovery{};
    }
    ParseSimpleStatements(body);
    return Copy(body);
  }
  if (!At(TokenKind::Indent)) {
    // Not thrown: the statement's own line is complete, and skipping would
    // swallow the next statement.
    ReportMissingBlock(after);
    return {};
  }
  Consume();
  while (!At(TokenKind::Dedent) && !At(TokenKind::EndOfFile) && !emitter_.stopped()) {
    try {
      ParseStatement(body);
    } catch (Recovery&) {
      SkipStatement();
      SkipClauses();
    }
  }
  ConsumeIf(TokenKind::Dedent);
  return Copy(body);
}

// The line after a block's `:` is not indented. At the end of the file the
// error points after the `:` rather than at an empty line.
void Parser::ReportMissingBlock(llvm::StringRef after) {
  size_t dedents = 0;
  while (Peek(dedents) == TokenKind::Dedent) ++dedents;
  SourceRange where = Current().range;
  if (Peek(dedents) == TokenKind::EndOfFile) where = {previous_end_, previous_end_};
  emitter_.Emit(Loc(where), ExpectedIndentedBlock, after);
}

// statement: compound_statement | simple_statements
void Parser::ParseStatement(llvm::SmallVectorImpl<Stmt*>& out) {
  DepthGuard guard(*this, "this statement");
  switch (Peek()) {
    case TokenKind::If:
      out.push_back(ParseIf());
      return;
    case TokenKind::While:
      out.push_back(ParseWhile());
      return;
    case TokenKind::For:
      out.push_back(ParseFor());
      return;
    case TokenKind::Def:
      out.push_back(ParseUnsupportedCompound("a nested function definition"));
      return;
    case TokenKind::Class:
      out.push_back(ParseUnsupportedCompound("a class definition"));
      return;
    case TokenKind::Try:
      out.push_back(ParseUnsupportedCompound("a `try` statement"));
      return;
    case TokenKind::With:
      out.push_back(ParseUnsupportedCompound("a `with` statement"));
      return;
    case TokenKind::Async:
      out.push_back(ParseUnsupportedCompound("an `async` statement"));
      return;
    case TokenKind::At:
      out.push_back(ParseNestedDecorated());
      return;
    case TokenKind::Indent:
      emitter_.Emit(Loc(tokens_[pos_ + 1].range), UnexpectedIndent);
      SkipBlock();
      return;
    case TokenKind::Identifier:
      if (AtMatchStatement()) {
        out.push_back(ParseUnsupportedCompound("a `match` statement"));
        return;
      }
      [[fallthrough]];
    default:
      ParseSimpleStatements(out);
      return;
  }
}

// `match` is a soft keyword: `match subject:` NEWLINE INDENT starts a match
// statement, while `match = 1` or `match(x)` use a name. No simple statement
// ends its line with `:`.
bool Parser::AtMatchStatement() const {
  if (tokens_.Text(Current()) != "match" || !StartsExpression(Peek(1))) return false;
  size_t end = pos_ + 1;
  while (end < tokens_.size() && tokens_[end].kind != TokenKind::Newline &&
         tokens_[end].kind != TokenKind::EndOfFile) {
    ++end;
  }
  return tokens_[end - 1].kind == TokenKind::Colon && Peek(end + 1 - pos_) == TokenKind::Indent;
}

// decorated: ('@' named_expression NEWLINE)+ (function_def | class_def)
// Inside a function: one error at the decorators, and the definition they
// decorate is skipped with them.
Stmt* Parser::ParseNestedDecorated() {
  uint32_t begin = Current().range.begin;
  SourceRange decorators;
  while (At(TokenKind::At)) {
    while (!At(TokenKind::Newline) && !At(TokenKind::EndOfFile)) Consume();
    decorators = From(begin);
    ConsumeIf(TokenKind::Newline);
  }
  Unsupported(decorators, "a decorator");
  if (At(TokenKind::Def) || At(TokenKind::Class) || At(TokenKind::Async)) SkipStatement();
  return ast_->New<UnsupportedStmt>(From(begin), "a decorator");
}

// Reports a compound statement the dialect lacks, then skips its header and
// block, and the `except`/`finally`/`else` arms that follow a `try` or an
// `async for`.
Stmt* Parser::ParseUnsupportedCompound(llvm::StringRef construct) {
  uint32_t begin = Current().range.begin;
  Unsupported(Current().range, construct);
  SkipStatement();
  SkipClauses();
  return ast_->New<UnsupportedStmt>(From(begin), construct);
}

// simple_statements: simple_statement (';' simple_statement)* [';'] NEWLINE
void Parser::ParseSimpleStatements(llvm::SmallVectorImpl<Stmt*>& out) {
  do {
    if (At(TokenKind::Newline)) break;
    out.push_back(ParseSimpleStatement());
  } while (ConsumeIf(TokenKind::Semicolon));
  Expect(TokenKind::Newline);
}

// simple_statement: 'pass' | 'break' | 'continue' | 'return' [star_expressions]
//                 | 'raise' [expression ['from' expression]]
//                 | 'assert' expression [',' expression]
//                 | assignment | star_expressions
Stmt* Parser::ParseSimpleStatement() {
  const Token& token = Current();
  switch (token.kind) {
    case TokenKind::Pass:
      Consume();
      return ast_->New<PassStmt>(token.range);
    case TokenKind::Break:
    case TokenKind::Continue: {
      Consume();
      bool is_break = token.kind == TokenKind::Break;
      if (loop_depth_ == 0) emitter_.Emit(Loc(token.range), OutsideLoop, tokens_.Text(token));
      if (is_break) return ast_->New<BreakStmt>(token.range);
      return ast_->New<ContinueStmt>(token.range);
    }
    case TokenKind::Return: {
      Consume();
      Expr* value = StartsExpression(Peek()) ? ParseStarExpressions() : nullptr;
      return ast_->New<ReturnStmt>(From(token.range.begin), value);
    }
    case TokenKind::Global:
      return ParseUnsupportedSimpleStatement("a `global` statement");
    case TokenKind::Nonlocal:
      return ParseUnsupportedSimpleStatement("a `nonlocal` statement");
    case TokenKind::Del:
      return ParseUnsupportedSimpleStatement("a `del` statement");
    case TokenKind::Assert: {
      Consume();
      Expr* test = ParseExpression();
      Expr* message = ConsumeIf(TokenKind::Comma) ? ParseExpression() : nullptr;
      return ast_->New<AssertStmt>(From(token.range.begin), test, message);
    }
    case TokenKind::Raise: {
      Consume();
      Expr* exception = StartsExpression(Peek()) ? ParseExpression() : nullptr;
      Expr* cause = exception && ConsumeIf(TokenKind::From) ? ParseExpression() : nullptr;
      return ast_->New<RaiseStmt>(From(token.range.begin), exception, cause);
    }
    case TokenKind::Import:
    case TokenKind::From:
      return ParseUnsupportedSimpleStatement("an import inside a function");
    case TokenKind::Elif:
    case TokenKind::Else:
    case TokenKind::Except:
    case TokenKind::Finally:
      return ReportDanglingClause();
    case TokenKind::Yield: {
      Expr* value = ParseYield();
      return ast_->New<ExprStmt>(From(token.range.begin), value);
    }
    default:
      return ParseExpressionStatement();
  }
}

// An `elif`, `else`, `except` or `finally` that starts a statement: the
// statement it would continue is missing, or indented differently.
Stmt* Parser::ReportDanglingClause() {
  llvm::StringRef follows = "a `try` block";
  if (At(TokenKind::Elif)) follows = "an `if` block";
  if (At(TokenKind::Else)) follows = "an `if`, `for`, `while` or `try` block";
  emitter_.Emit(Loc(Current().range), DanglingClause, tokens_.Text(Current()), follows);
  throw Recovery{};
}

// Reports the statement and skips it up to the next `;` or end of line.
Stmt* Parser::ParseUnsupportedSimpleStatement(llvm::StringRef construct) {
  uint32_t begin = Current().range.begin;
  Unsupported(Current().range, construct);
  while (!At(TokenKind::Newline) && !At(TokenKind::Semicolon) && !At(TokenKind::EndOfFile)) {
    Consume();
  }
  return ast_->New<UnsupportedStmt>(From(begin), construct);
}

// assignment: (star_targets '=')+ star_expressions
//           | target augassign star_expressions
//           | target ':' expression ['=' star_expressions]
// expression_statement: star_expressions
Stmt* Parser::ParseExpressionStatement() {
  uint32_t begin = Current().range.begin;
  Expr* first = ParseStarExpressions();
  if (At(TokenKind::Equal)) {
    llvm::SmallVector<Expr*, 2> chain = {first};
    while (ConsumeIf(TokenKind::Equal)) chain.push_back(ParseAssignedValue());
    Expr* value = chain.pop_back_val();
    for (const Expr* target : chain) CheckAssignable(target, AssignKind::Plain);
    return ast_->New<AssignStmt>(From(begin), Copy(chain), value);
  }
  if (At(TokenKind::Colon)) {
    Consume();
    CheckAssignable(first, AssignKind::Annotated);
    Expr* annotation = ParseExpression();
    Expr* value = ConsumeIf(TokenKind::Equal) ? ParseAssignedValue() : nullptr;
    return ast_->New<AnnAssignStmt>(From(begin), first, annotation, value);
  }
  static const std::pair<TokenKind, BinaryOp> kAugmented[] = {
      {TokenKind::PlusEqual, BinaryOp::Add},
      {TokenKind::MinusEqual, BinaryOp::Sub},
      {TokenKind::StarEqual, BinaryOp::Mul},
      {TokenKind::SlashEqual, BinaryOp::Div},
      {TokenKind::SlashSlashEqual, BinaryOp::FloorDiv},
      {TokenKind::PercentEqual, BinaryOp::Mod},
      {TokenKind::StarStarEqual, BinaryOp::Pow},
      {TokenKind::AtEqual, BinaryOp::MatMul},
      {TokenKind::AmpEqual, BinaryOp::BitAnd},
      {TokenKind::PipeEqual, BinaryOp::BitOr},
      {TokenKind::CaretEqual, BinaryOp::BitXor},
      {TokenKind::LessLessEqual, BinaryOp::LShift},
      {TokenKind::GreaterGreaterEqual, BinaryOp::RShift},
  };
  for (const auto& [kind, op] : kAugmented) {
    if (!At(kind)) continue;
    SourceRange op_range = Consume().range;
    CheckAssignable(first, AssignKind::Augmented);
    Expr* value = ParseAssignedValue();
    return ast_->New<AugAssignStmt>(From(begin), op, op_range, first, value);
  }
  return ast_->New<ExprStmt>(From(begin), first);
}

// assigned_value: yield_expr | star_expressions
Expr* Parser::ParseAssignedValue() {
  return At(TokenKind::Yield) ? ParseYield() : ParseStarExpressions();
}

// Names, attributes and subscripts can be assigned; tuples and lists of them
// too, except in augmented and annotated assignments.
void Parser::CheckAssignable(const Expr* target, AssignKind assign) {
  switch (target->kind()) {
    case NodeKind::NameExpr:
    case NodeKind::AttributeExpr:
    case NodeKind::SubscriptExpr:
    case NodeKind::UnsupportedExpr:
      return;
    case NodeKind::TupleExpr:
    case NodeKind::ListExpr:
      if (assign == AssignKind::Plain) {
        llvm::ArrayRef<Expr*> elements = llvm::isa<TupleExpr>(target)
                                             ? llvm::cast<TupleExpr>(target)->elements
                                             : llvm::cast<ListExpr>(target)->elements;
        for (const Expr* element : elements) CheckAssignable(element, assign);
        return;
      }
      break;
    default:
      break;
  }
  if (assign != AssignKind::Plain) {
    llvm::StringRef statement =
        assign == AssignKind::Augmented ? "an augmented assignment" : "an annotated assignment";
    emitter_.Emit(Loc(target->range()), InvalidAugmentedTarget, DescribeExpression(target),
                  statement);
  } else {
    emitter_.Emit(Loc(target->range()), InvalidAssignmentTarget, DescribeExpression(target));
  }
  throw Recovery{};
}

// if_stmt: 'if' named_expression block ('elif' named_expression block)*
//          ['else' block]
Stmt* Parser::ParseIf() {
  uint32_t begin = Current().range.begin;
  llvm::SmallVector<IfClause, 2> clauses;
  do {
    const Token& keyword = Consume();
    Expr* condition = ParseNamedExpression();
    llvm::StringRef after = keyword.kind == TokenKind::If ? "`if`" : "`elif`";
    clauses.push_back({keyword.range, condition, ParseBlock(after)});
  } while (At(TokenKind::Elif));
  llvm::ArrayRef<Stmt*> else_body;
  if (ConsumeIf(TokenKind::Else)) else_body = ParseBlock("`else`");
  return ast_->New<IfStmt>(From(begin), Copy(clauses), else_body);
}

// while_stmt: 'while' named_expression block ['else' block]
Stmt* Parser::ParseWhile() {
  uint32_t begin = Consume().range.begin;
  Expr* condition = ParseNamedExpression();
  llvm::ArrayRef<Stmt*> body = ParseLoopBody("`while`");
  llvm::ArrayRef<Stmt*> else_body = ParseOptionalElse();
  return ast_->New<WhileStmt>(From(begin), condition, body, else_body);
}

// for_stmt: 'for' star_targets 'in' star_expressions block ['else' block]
Stmt* Parser::ParseFor() {
  uint32_t begin = Consume().range.begin;
  Expr* target = ParseTargetList();
  Expect(TokenKind::In);
  Expr* iterable = ParseStarExpressions();
  llvm::ArrayRef<Stmt*> body = ParseLoopBody("`for`");
  llvm::ArrayRef<Stmt*> else_body = ParseOptionalElse();
  return ast_->New<ForStmt>(From(begin), target, iterable, body, else_body);
}

llvm::ArrayRef<Stmt*> Parser::ParseLoopBody(llvm::StringRef after) {
  ++loop_depth_;
  struct Restore {
    int& depth;
    ~Restore() { --depth; }
  } restore{loop_depth_};
  return ParseBlock(after);
}

llvm::ArrayRef<Stmt*> Parser::ParseOptionalElse() {
  if (!ConsumeIf(TokenKind::Else)) return {};
  return ParseBlock("`else`");
}

// star_targets: target (',' target)* [',']   where a target is parsed at the
// level of `|`, so that the `in` of a `for` is not read as a comparison.
Expr* Parser::ParseTargetList() {
  uint32_t begin = Current().range.begin;
  llvm::SmallVector<Expr*, 2> targets = {ParseBinary(0)};
  bool tuple = false;
  while (ConsumeIf(TokenKind::Comma)) {
    tuple = true;
    if (At(TokenKind::In)) break;
    targets.push_back(ParseBinary(0));
  }
  Expr* target = targets[0];
  if (tuple)
    target = ast_->New<TupleExpr>(From(begin), HeightOf(targets, From(begin)), Copy(targets));
  CheckAssignable(target, AssignKind::Plain);
  return target;
}

}  // namespace dslc
