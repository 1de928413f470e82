// Expressions, from the loosest-binding level down to atoms, as in Python's
// grammar. Constructs the dialect lacks are parsed far enough to recover and
// become UnsupportedExpr nodes (an error inside kernel code).
#include "compiler/parse/parser_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(PositionalAfterKeyword, Error, "positional argument follows keyword argument");
DSLC_DIAGNOSTIC(DuplicateKeywordArgument, Error, "keyword argument `{0}` repeated",
                llvm::StringRef);
DSLC_DIAGNOSTIC(KeywordArgumentGivenHere, Note, "`{0}` first given here", llvm::StringRef);
DSLC_DIAGNOSTIC(MixedBytesLiteral, Error, "cannot mix bytes and non-bytes string literals");

struct BinaryOperator {
  TokenKind token;
  BinaryOp op;
  int level;  // 0 binds loosest
};

// bitwise_or < bitwise_xor < bitwise_and < shift < sum < term
constexpr BinaryOperator kBinaryOperators[] = {
    {TokenKind::Pipe, BinaryOp::BitOr, 0},
    {TokenKind::Caret, BinaryOp::BitXor, 1},
    {TokenKind::Amp, BinaryOp::BitAnd, 2},
    {TokenKind::LessLess, BinaryOp::LShift, 3},
    {TokenKind::GreaterGreater, BinaryOp::RShift, 3},
    {TokenKind::Plus, BinaryOp::Add, 4},
    {TokenKind::Minus, BinaryOp::Sub, 4},
    {TokenKind::Star, BinaryOp::Mul, 5},
    {TokenKind::Slash, BinaryOp::Div, 5},
    {TokenKind::SlashSlash, BinaryOp::FloorDiv, 5},
    {TokenKind::Percent, BinaryOp::Mod, 5},
    {TokenKind::At, BinaryOp::MatMul, 5},
};
constexpr int kFactorLevel = 6;

}  // namespace

bool Parser::StartsExpression(TokenKind kind) const {
  switch (kind) {
    case TokenKind::Identifier:
    case TokenKind::IntLiteral:
    case TokenKind::FloatLiteral:
    case TokenKind::ImaginaryLiteral:
    case TokenKind::StringLiteral:
    case TokenKind::True:
    case TokenKind::False:
    case TokenKind::None:
    case TokenKind::Ellipsis:
    case TokenKind::LParen:
    case TokenKind::LBracket:
    case TokenKind::LBrace:
    case TokenKind::Minus:
    case TokenKind::Plus:
    case TokenKind::Tilde:
    case TokenKind::Not:
    case TokenKind::Lambda:
    case TokenKind::Await:
    case TokenKind::Star:
    case TokenKind::Error:
      return true;
    default:
      return false;
  }
}

// star_expressions: star_named_expression (',' star_named_expression)* [',']
Expr* Parser::ParseStarExpressions() {
  uint32_t begin = Current().range.begin;
  Expr* first = ParseNamedExpression();
  if (!At(TokenKind::Comma)) return first;
  llvm::SmallVector<Expr*, 4> elements = {first};
  while (ConsumeIf(TokenKind::Comma)) {
    if (!StartsExpression(Peek())) break;
    elements.push_back(ParseNamedExpression());
  }
  SourceRange range = From(begin);
  return ast_->New<TupleExpr>(range, HeightOf(elements, range), Copy(elements));
}

// named_expression: NAME ':=' expression | '*' bitwise_or | expression
Expr* Parser::ParseNamedExpression() {
  uint32_t begin = Current().range.begin;
  if (At(TokenKind::Identifier) && Peek(1) == TokenKind::ColonEqual) {
    Consume();
    Consume();
    Quietly([&] { ParseExpression(); });
    return Unsupported(From(begin), "an assignment expression (`:=`)");
  }
  if (ConsumeIf(TokenKind::Star)) {
    Quietly([&] { ParseBinary(0); });
    return Unsupported(From(begin), "a starred expression");
  }
  return ParseExpression();
}

// expression: disjunction ['if' disjunction 'else' expression] | lambda
Expr* Parser::ParseExpression() {
  DepthGuard guard(*this, "this expression");
  if (At(TokenKind::Lambda)) return ParseLambda();
  uint32_t begin = Current().range.begin;
  Expr* value = ParseBoolOp(BoolOp::Or);
  if (!ConsumeIf(TokenKind::If)) return value;
  Expr* condition = ParseBoolOp(BoolOp::Or);
  Expect(TokenKind::Else);
  Expr* other = ParseExpression();
  SourceRange range = From(begin);
  return ast_->New<ConditionalExpr>(range, HeightOf({condition, value, other}, range), condition,
                                    value, other);
}

// lambda: 'lambda' [parameters] ':' expression
// The parameters are skipped: defaults may hold brackets and slices.
Expr* Parser::ParseLambda() {
  uint32_t begin = Consume().range.begin;
  SkipBalanced(TokenKind::Colon);
  Expect(TokenKind::Colon);
  Quietly([&] { ParseExpression(); });
  return Unsupported(From(begin), "a lambda");
}

// yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]
Expr* Parser::ParseYield() {
  uint32_t begin = Consume().range.begin;
  if (ConsumeIf(TokenKind::From)) {
    Quietly([&] { ParseExpression(); });
  } else if (StartsExpression(Peek())) {
    Quietly([&] { ParseStarExpressions(); });
  }
  return Unsupported(From(begin), "`yield`");
}

// disjunction: conjunction ('or' conjunction)*
// conjunction: inversion ('and' inversion)*
Expr* Parser::ParseBoolOp(BoolOp op) {
  TokenKind keyword = op == BoolOp::Or ? TokenKind::Or : TokenKind::And;
  auto operand = [&] { return op == BoolOp::Or ? ParseBoolOp(BoolOp::And) : ParseInversion(); };
  uint32_t begin = Current().range.begin;
  llvm::SmallVector<Expr*, 2> operands = {operand()};
  while (ConsumeIf(keyword)) operands.push_back(operand());
  if (operands.size() == 1) return operands[0];
  SourceRange range = From(begin);
  return ast_->New<BoolOpExpr>(range, HeightOf(operands, range), op, Copy(operands));
}

// inversion: 'not' inversion | comparison
Expr* Parser::ParseInversion() {
  if (!At(TokenKind::Not)) return ParseComparison();
  DepthGuard guard(*this, "this expression");
  uint32_t begin = Consume().range.begin;
  Expr* operand = ParseInversion();
  SourceRange range = From(begin);
  return ast_->New<UnaryExpr>(range, HeightOf({operand}, range), UnaryOp::Not, operand);
}

// comparison: bitwise_or (compare_op bitwise_or)*
// compare_op: '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not' 'in'
//           | 'is' | 'is' 'not'
Expr* Parser::ParseComparison() {
  uint32_t begin = Current().range.begin;
  llvm::SmallVector<Expr*, 2> operands = {ParseBinary(0)};
  llvm::SmallVector<CompareOp, 1> ops;
  while (true) {
    CompareOp op;
    switch (Peek()) {
      case TokenKind::EqualEqual:
        op = CompareOp::Eq;
        break;
      case TokenKind::NotEqual:
        op = CompareOp::NotEq;
        break;
      case TokenKind::Less:
        op = CompareOp::Lt;
        break;
      case TokenKind::LessEqual:
        op = CompareOp::LtE;
        break;
      case TokenKind::Greater:
        op = CompareOp::Gt;
        break;
      case TokenKind::GreaterEqual:
        op = CompareOp::GtE;
        break;
      case TokenKind::In:
        op = CompareOp::In;
        break;
      case TokenKind::Is:
        op = Peek(1) == TokenKind::Not ? CompareOp::IsNot : CompareOp::Is;
        break;
      case TokenKind::Not:
        if (Peek(1) != TokenKind::In) goto done;
        op = CompareOp::NotIn;
        break;
      default:
        goto done;
    }
    Consume();
    if (op == CompareOp::IsNot || op == CompareOp::NotIn) Consume();
    ops.push_back(op);
    operands.push_back(ParseBinary(0));
  }
done:
  if (ops.empty()) return operands[0];
  SourceRange range = From(begin);
  return ast_->New<CompareExpr>(range, HeightOf(operands, range), Copy(operands), Copy(ops));
}

// Left-associative binary operators, one precedence level per call:
// bitwise_or, bitwise_xor, bitwise_and, shift_expr, sum, term.
Expr* Parser::ParseBinary(int level) {
  if (level == kFactorLevel) return ParseFactor();
  uint32_t begin = Current().range.begin;
  Expr* lhs = ParseBinary(level + 1);
  while (true) {
    const BinaryOperator* match = nullptr;
    for (const BinaryOperator& candidate : kBinaryOperators) {
      if (candidate.level == level && At(candidate.token)) match = &candidate;
    }
    if (!match) return lhs;
    SourceRange op_range = Consume().range;
    Expr* rhs = ParseBinary(level + 1);
    SourceRange range = From(begin);
    lhs = ast_->New<BinaryExpr>(range, HeightOf({lhs, rhs}, range), match->op, op_range, lhs, rhs);
  }
}

// factor: ('+' | '-' | '~') factor | power
Expr* Parser::ParseFactor() {
  UnaryOp op;
  switch (Peek()) {
    case TokenKind::Minus:
      op = UnaryOp::Negate;
      break;
    case TokenKind::Plus:
      op = UnaryOp::Plus;
      break;
    case TokenKind::Tilde:
      op = UnaryOp::Invert;
      break;
    default:
      return ParsePower();
  }
  DepthGuard guard(*this, "this expression");
  uint32_t begin = Consume().range.begin;
  Expr* operand = ParseFactor();
  SourceRange range = From(begin);
  return ast_->New<UnaryExpr>(range, HeightOf({operand}, range), op, operand);
}

// power: ['await'] primary ['**' factor]
Expr* Parser::ParsePower() {
  uint32_t begin = Current().range.begin;
  Expr* base;
  if (ConsumeIf(TokenKind::Await)) {
    Quietly([&] { ParsePrimary(); });
    base = Unsupported(From(begin), "`await`");
  } else {
    base = ParsePrimary();
  }
  if (!At(TokenKind::StarStar)) return base;
  // `**` is right-associative: a chain of them recurses.
  DepthGuard guard(*this, "this expression");
  SourceRange op_range = Consume().range;
  Expr* exponent = ParseFactor();
  SourceRange range = From(begin);
  return ast_->New<BinaryExpr>(range, HeightOf({base, exponent}, range), BinaryOp::Pow, op_range,
                               base, exponent);
}

// primary: atom ('.' NAME | '(' [arguments] ')' | '[' slices ']')*
Expr* Parser::ParsePrimary() {
  uint32_t begin = Current().range.begin;
  Expr* expr = ParseAtom();
  while (true) {
    if (ConsumeIf(TokenKind::Dot)) {
      const Token& name = Expect(TokenKind::Identifier);
      SourceRange range = From(begin);
      expr = ast_->New<AttributeExpr>(range, HeightOf({expr}, range), expr, tokens_.Text(name),
                                      name.range);
    } else if (At(TokenKind::LParen)) {
      expr = ParseCall(expr);
    } else if (At(TokenKind::LBracket)) {
      expr = ParseSubscript(expr);
    } else {
      return expr;
    }
  }
}

// arguments: argument (',' argument)* [',']
// argument: NAME '=' expression | '*' expression | '**' expression
//         | named_expression
Expr* Parser::ParseCall(Expr* callee) {
  const Token& open = Consume();
  llvm::SmallVector<Expr*, 4> args;
  llvm::SmallVector<KeywordArg, 2> keywords;
  while (!At(TokenKind::RParen)) {
    uint32_t begin = Current().range.begin;
    if (ConsumeIf(TokenKind::Star) || ConsumeIf(TokenKind::StarStar)) {
      Quietly([&] { ParseExpression(); });
      args.push_back(Unsupported(From(begin), "argument unpacking"));
    } else if (At(TokenKind::Identifier) && Peek(1) == TokenKind::Equal) {
      const Token& name = Consume();
      Consume();
      KeywordArg keyword{tokens_.Text(name), name.range, ParseExpression()};
      for (const KeywordArg& other : keywords) {
        if (other.name != keyword.name) continue;
        emitter_.Build(Loc(name.range), DuplicateKeywordArgument, keyword.name)
            .Note(Loc(other.name_range), KeywordArgumentGivenHere, other.name)
            .Emit();
        break;
      }
      keywords.push_back(keyword);
    } else {
      Expr* arg = ParseNamedExpression();
      if (At(TokenKind::For) || At(TokenKind::Async)) {
        SkipBalanced(TokenKind::Comma);
        arg = Unsupported(From(begin), "a generator expression");
      } else if (!keywords.empty()) {
        emitter_.Emit(Loc(arg->range()), PositionalAfterKeyword);
      }
      args.push_back(arg);
    }
    if (!ConsumeIf(TokenKind::Comma)) break;
  }
  ExpectClosing(TokenKind::RParen, open);
  SourceRange range = From(callee->range().begin);
  uint32_t height = HeightOf(args, range);
  for (const KeywordArg& keyword : keywords) {
    height = std::max(height, HeightOf({keyword.value}, range));
  }
  height = std::max(height, HeightOf({callee}, range));
  return ast_->New<CallExpr>(range, height, callee, Copy(args), Copy(keywords));
}

// subscript: primary '[' slices ']'
// slices: slice (',' slice)* [',']
Expr* Parser::ParseSubscript(Expr* object) {
  const Token& open = Consume();
  uint32_t index_begin = Current().range.begin;
  llvm::SmallVector<Expr*, 2> items = {ParseSlice()};
  bool tuple = false;
  while (ConsumeIf(TokenKind::Comma)) {
    tuple = true;
    if (At(TokenKind::RBracket)) break;
    items.push_back(ParseSlice());
  }
  Expr* index = items[0];
  if (tuple) {
    SourceRange range = From(index_begin);
    index = ast_->New<TupleExpr>(range, HeightOf(items, range), Copy(items));
  }
  ExpectClosing(TokenKind::RBracket, open);
  SourceRange range = From(object->range().begin);
  return ast_->New<SubscriptExpr>(range, HeightOf({object, index}, range), object, index);
}

// slice: [expression] ':' [expression] [':' [expression]] | named_expression
Expr* Parser::ParseSlice() {
  uint32_t begin = Current().range.begin;
  Expr* lower = nullptr;
  if (!At(TokenKind::Colon)) {
    lower = ParseNamedExpression();
    if (!At(TokenKind::Colon)) return lower;
  }
  Consume();
  auto ends_part = [&] {
    return At(TokenKind::Colon) || At(TokenKind::Comma) || At(TokenKind::RBracket);
  };
  Expr* upper = ends_part() ? nullptr : ParseExpression();
  Expr* step = nullptr;
  if (ConsumeIf(TokenKind::Colon) && !ends_part()) step = ParseExpression();
  SourceRange range = From(begin);
  return ast_->New<SliceExpr>(range, HeightOf({lower, upper, step}, range), lower, upper, step);
}

// atom: NAME | 'True' | 'False' | 'None' | '...' | NUMBER | STRING+
//     | tuple | group | genexp | list | listcomp | dict | set | dictcomp | setcomp
Expr* Parser::ParseAtom() {
  const Token& token = Current();
  switch (token.kind) {
    case TokenKind::Identifier:
      Consume();
      return ast_->New<NameExpr>(token.range, tokens_.Text(token));
    case TokenKind::IntLiteral: {
      Consume();
      const IntLiteralValue& value = tokens_.IntValue(token);
      return ast_->New<IntLiteralExpr>(token.range, value.value, value.too_large);
    }
    case TokenKind::FloatLiteral:
      Consume();
      return ast_->New<FloatLiteralExpr>(token.range, tokens_.FloatValue(token));
    case TokenKind::ImaginaryLiteral:
      Consume();
      return ast_->New<FloatLiteralExpr>(token.range, tokens_.FloatValue(token), true);
    case TokenKind::StringLiteral:
      return ParseStrings();
    case TokenKind::True:
    case TokenKind::False:
      Consume();
      return ast_->New<BoolLiteralExpr>(token.range, token.kind == TokenKind::True);
    case TokenKind::None:
      Consume();
      return ast_->New<NoneLiteralExpr>(token.range);
    case TokenKind::Ellipsis:
      Consume();
      return ast_->New<EllipsisExpr>(token.range);
    case TokenKind::LParen:
      return ParseParenthesized();
    case TokenKind::LBracket:
      return ParseListDisplay();
    case TokenKind::LBrace:
      return ParseBraceDisplay();
    default:
      ErrorExpected("an expression");
  }
}

// STRING+: adjacent literals are one string.
Expr* Parser::ParseStrings() {
  uint32_t begin = Current().range.begin;
  bool bytes = tokens_.StringValue(Current()).prefix.bytes;
  bool format = false;
  std::string value;
  while (At(TokenKind::StringLiteral)) {
    const StringLiteralValue& literal = tokens_.StringValue(Consume());
    if (literal.prefix.bytes != bytes) {
      emitter_.Emit(Loc(From(begin)), MixedBytesLiteral);
      throw Recovery{};
    }
    format |= literal.prefix.format;
    value += literal.value;
  }
  SourceRange range = From(begin);
  if (format) return Unsupported(range, "an f-string");
  return ast_->New<StringLiteralExpr>(range, ast_->arena().Copy(llvm::StringRef(value)), bytes);
}

// group: '(' named_expression ')'
// tuple: '(' [star_named_expression ',' [star_named_expressions]] ')'
// genexp: '(' named_expression for_if_clauses ')'
Expr* Parser::ParseParenthesized() {
  const Token& open = Consume();
  if (ConsumeIf(TokenKind::RParen)) {
    return ast_->New<TupleExpr>(From(open.range.begin), 1, llvm::ArrayRef<Expr*>());
  }
  if (At(TokenKind::Yield)) {
    Expr* yield = ParseYield();
    ExpectClosing(TokenKind::RParen, open);
    return yield;
  }
  Expr* first = ParseNamedExpression();
  if (At(TokenKind::For) || At(TokenKind::Async)) {
    SkipToClosing();
    return Unsupported(From(open.range.begin), "a generator expression");
  }
  if (ConsumeIf(TokenKind::RParen)) return first;
  return FinishTuple(first, open, TokenKind::RParen);
}

// list: '[' [star_named_expressions] ']'
// listcomp: '[' named_expression for_if_clauses ']'
Expr* Parser::ParseListDisplay() {
  const Token& open = Consume();
  if (ConsumeIf(TokenKind::RBracket)) {
    return ast_->New<ListExpr>(From(open.range.begin), 1, llvm::ArrayRef<Expr*>());
  }
  Expr* first = ParseNamedExpression();
  if (At(TokenKind::For) || At(TokenKind::Async)) {
    SkipToClosing();
    return Unsupported(From(open.range.begin), "a list comprehension");
  }
  return FinishTuple(first, open, TokenKind::RBracket);
}

// The elements after the first of a tuple `( ... )` or list `[ ... ]`.
Expr* Parser::FinishTuple(Expr* first, const Token& open, TokenKind close) {
  llvm::SmallVector<Expr*, 4> elements = {first};
  while (ConsumeIf(TokenKind::Comma)) {
    if (At(close)) break;
    elements.push_back(ParseNamedExpression());
  }
  ExpectClosing(close, open);
  SourceRange range = From(open.range.begin);
  uint32_t height = HeightOf(elements, range);
  if (close == TokenKind::RParen) return ast_->New<TupleExpr>(range, height, Copy(elements));
  return ast_->New<ListExpr>(range, height, Copy(elements));
}

// dict, set, dictcomp, setcomp: none exist in kernel code. Classifies the
// display by a `:` or `for` at its own nesting level, then skips it.
Expr* Parser::ParseBraceDisplay() {
  uint32_t begin = Consume().range.begin;
  bool has_colon = false;
  bool has_for = false;
  bool empty = At(TokenKind::RBrace);
  int level = 0;
  for (size_t i = pos_; i < tokens_.size(); ++i) {
    TokenKind kind = tokens_[i].kind;
    if (kind == TokenKind::Newline || kind == TokenKind::EndOfFile) break;
    if (kind == TokenKind::LParen || kind == TokenKind::LBracket || kind == TokenKind::LBrace)
      ++level;
    if (kind == TokenKind::RParen || kind == TokenKind::RBracket || kind == TokenKind::RBrace) {
      if (level-- == 0) break;
    }
    if (level == 0 && (kind == TokenKind::Colon || kind == TokenKind::StarStar)) has_colon = true;
    if (level == 0 && kind == TokenKind::For) has_for = true;
  }
  SkipToClosing();
  llvm::StringRef construct = has_for ? (has_colon ? "a dict comprehension" : "a set comprehension")
                              : (has_colon || empty) ? "a dict display"
                                                     : "a set display";
  return Unsupported(From(begin), construct);
}

}  // namespace dslc
