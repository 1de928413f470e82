// The top level of a kernel file: imports, constant assignments and
// `@cuda.jit` functions are parsed; everything else is host code, skipped by
// indentation without being compiled.
#include "compiler/parse/parser_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(DecoratorOnNonFunction, Error,
                "expected `def` or `class` after a decorator, found {0}", std::string);
DSLC_DIAGNOSTIC(CodeAfterFunctionText, Error,
                "expected the end of the function's text, found {0}: a function's text is its "
                "`def` and body alone",
                std::string);

constexpr llvm::StringLiteral kHostCode = "host code";

}  // namespace

// file: statement* EOF
void Parser::ParseModule() {
  llvm::SmallVector<Stmt*, 32> body;
  while (!At(TokenKind::EndOfFile) && !emitter_.stopped()) {
    try {
      ParseTopLevel(body);
    } catch (Recovery&) {
      SkipStatement();
    }
  }
  ast_->set_body(Copy(body));
}

// function_text: NEWLINE* function_def NEWLINE* EOF
void Parser::ParseFunctionText() {
  llvm::SmallVector<Stmt*, 1> body;
  while (At(TokenKind::Newline)) Consume();
  try {
    if (!At(TokenKind::Def)) ErrorExpected("`def`");
    body.push_back(ParseFunctionDef({}, Current().range.begin));
  } catch (Recovery&) {
    SkipStatement();
  }
  while (At(TokenKind::Newline) || At(TokenKind::Dedent)) Consume();
  if (!At(TokenKind::EndOfFile) && !At(TokenKind::Error) && !emitter_.stopped()) {
    emitter_.Emit(Loc(Current().range), CodeAfterFunctionText, DescribeCurrent());
  }
  ast_->set_body(Copy(body));
}

// top_level: decorated | <compound host code> | top_simple_statements
void Parser::ParseTopLevel(llvm::SmallVectorImpl<Stmt*>& body) {
  host_context_ = true;
  uint32_t begin = Current().range.begin;
  switch (Peek()) {
    case TokenKind::Newline:
    case TokenKind::Dedent:
      Consume();
      return;
    case TokenKind::Indent:
      emitter_.Emit(Loc(tokens_[pos_ + 1].range), UnexpectedIndent);
      SkipBlock();
      return;
    case TokenKind::Error:
      SkipStatement();
      return;
    case TokenKind::At:
      AddSkipped(body, ParseDecorated());
      return;
    case TokenKind::Def:
      AddSkipped(body, SkipTopLevel("a function without `@cuda.jit`", begin));
      return;
    case TokenKind::Class:
      body.push_back(ParseClass(begin));
      return;
    case TokenKind::Elif:
    case TokenKind::Else:
    case TokenKind::Except:
    case TokenKind::Finally:
      AddSkipped(body, SkipTopLevel(kHostCode, begin));
      return;
    default:
      if (StartsCompoundStatement(Peek()) || AtMatchStatement()) {
        AddSkipped(body, SkipTopLevel(kHostCode, begin));
        return;
      }
      ParseTopLevelSimpleStatements(body);
      return;
  }
}

// top_simple_statements: top_simple (';' top_simple)* [';'] NEWLINE
// top_simple: import_stmt | import_from | assignment | <simple host code>
void Parser::ParseTopLevelSimpleStatements(llvm::SmallVectorImpl<Stmt*>& body) {
  do {
    if (At(TokenKind::Newline)) break;
    uint32_t begin = Current().range.begin;
    if (At(TokenKind::Import)) {
      body.push_back(ParseImport());
    } else if (At(TokenKind::From)) {
      body.push_back(ParseImportFrom());
    } else if (LooksLikeAssignment()) {
      body.push_back(ParseExpressionStatement());
    } else {
      SkipBalanced(TokenKind::Semicolon);
      // Nothing to skip between two `;`.
      if (previous_end_ > begin) {
        AddSkipped(body, ast_->New<SkippedStmt>(From(begin), kHostCode, ""));
      }
    }
  } while (ConsumeIf(TokenKind::Semicolon));
  Expect(TokenKind::Newline);
}

// Appends `stmt`, merging a run of skipped host code into one node.
void Parser::AddSkipped(llvm::SmallVectorImpl<Stmt*>& body, Stmt* stmt) {
  auto* skipped = llvm::dyn_cast<SkippedStmt>(stmt);
  if (skipped && skipped->what == kHostCode && !body.empty()) {
    auto* previous = llvm::dyn_cast<SkippedStmt>(body.back());
    if (previous && previous->what == kHostCode) {
      body.back() = ast_->New<SkippedStmt>(
          SourceRange{previous->range().begin, skipped->range().end}, kHostCode, "");
      return;
    }
  }
  body.push_back(stmt);
}

Stmt* Parser::SkipTopLevel(llvm::StringRef what, uint32_t begin) {
  llvm::StringRef name;
  if ((At(TokenKind::Def) || At(TokenKind::Class)) && Peek(1) == TokenKind::Identifier) {
    name = tokens_.Text(tokens_[pos_ + 1]);
  }
  SkipStatement();
  return ast_->New<SkippedStmt>(From(begin), what, name);
}

// True for `NAME (',' NAME)* [','] '='` and `NAME ':'`: a module constant.
bool Parser::LooksLikeAssignment() const {
  size_t ahead = 0;
  while (true) {
    if (Peek(ahead) != TokenKind::Identifier) return false;
    TokenKind next = Peek(ahead + 1);
    if (next == TokenKind::Equal || (ahead == 0 && next == TokenKind::Colon)) return true;
    if (next != TokenKind::Comma) return false;
    ahead += 2;
    if (Peek(ahead) == TokenKind::Equal) return true;
  }
}

// dotted_name: NAME ('.' NAME)*
llvm::StringRef Parser::ParseDottedName(SourceRange* range) {
  uint32_t begin = Current().range.begin;
  std::string name = tokens_.Text(Expect(TokenKind::Identifier)).str();
  while (ConsumeIf(TokenKind::Dot)) {
    name += "." + tokens_.Text(Expect(TokenKind::Identifier)).str();
  }
  *range = From(begin);
  return ast_->arena().Copy(llvm::StringRef(name));
}

// import_stmt: 'import' dotted_name ['as' NAME] (',' dotted_name ['as' NAME])*
Stmt* Parser::ParseImport() {
  uint32_t begin = Consume().range.begin;
  llvm::SmallVector<ImportAlias, 4> names;
  do {
    ImportAlias alias;
    alias.name = ParseDottedName(&alias.range);
    if (ConsumeIf(TokenKind::As)) alias.alias = tokens_.Text(Expect(TokenKind::Identifier));
    alias.range = From(alias.range.begin);
    RecordImport("", alias.name, alias.alias);
    names.push_back(alias);
  } while (ConsumeIf(TokenKind::Comma));
  return ast_->New<ImportStmt>(SourceRange{begin, names.back().range.end}, Copy(names));
}

// import_from: 'from' ('.' | '...')* [dotted_name] 'import'
//              ('*' | '(' import_as_names [','] ')' | import_as_names)
// import_as_names: NAME ['as' NAME] (',' NAME ['as' NAME])*
Stmt* Parser::ParseImportFrom() {
  uint32_t begin = Consume().range.begin;
  uint32_t level = 0;
  while (At(TokenKind::Dot) || At(TokenKind::Ellipsis)) {
    level += At(TokenKind::Dot) ? 1 : 3;
    Consume();
  }
  llvm::StringRef module;
  SourceRange module_range;
  if (level == 0 || At(TokenKind::Identifier)) module = ParseDottedName(&module_range);
  Expect(TokenKind::Import);
  llvm::SmallVector<ImportAlias, 4> names;
  bool star = ConsumeIf(TokenKind::Star);
  if (!star) {
    const Token* open = At(TokenKind::LParen) ? &Consume() : nullptr;
    do {
      if (open && At(TokenKind::RParen)) break;
      ImportAlias alias;
      const Token& name = Expect(TokenKind::Identifier);
      alias.name = tokens_.Text(name);
      if (ConsumeIf(TokenKind::As)) alias.alias = tokens_.Text(Expect(TokenKind::Identifier));
      alias.range = From(name.range.begin);
      RecordImport(module, alias.name, alias.alias);
      names.push_back(alias);
    } while (ConsumeIf(TokenKind::Comma));
    if (open) ExpectClosing(TokenKind::RParen, *open);
  }
  return ast_->New<ImportFromStmt>(From(begin), module, level, Copy(names), star);
}

// Remembers which local names denote numba, numba.cuda and numba.cuda.jit,
// so that `@cu.jit` after `from numba import cuda as cu` is recognised.
void Parser::RecordImport(llvm::StringRef module, llvm::StringRef name, llvm::StringRef alias) {
  llvm::StringRef bound = alias.empty() ? name.split('.').first : alias;
  std::string full = module.empty() ? name.str() : module.str() + "." + name.str();
  // `import numba.cuda` binds `numba`; `from numba import cuda` binds `cuda`.
  bool binds_numba = module.empty() && alias.empty() && full.starts_with("numba.");
  if (module == "enum" && !name.contains('.')) {
    enum_names_[bound] = name.str();
  } else if (full == "enum") {
    enum_modules_.insert(bound);
  }
  if (full == "numba" || binds_numba) {
    numba_names_.insert(bound);
  } else if (full == "numba.cuda") {
    cuda_names_.insert(bound);
  } else if (full == "numba.cuda.jit") {
    jit_names_.insert(bound);
  } else if (full == "numba.jit" || full == "numba.njit") {
    cpu_jit_names_.insert(bound);
  }
}

// `cuda.jit`, `numba.cuda.jit` or an imported `jit`, possibly called.
bool Parser::IsJitDecorator(const Expr* decorator) const {
  if (const auto* call = llvm::dyn_cast<CallExpr>(decorator)) decorator = call->callee;
  if (const auto* name = llvm::dyn_cast<NameExpr>(decorator))
    return jit_names_.contains(name->name);
  const auto* attribute = llvm::dyn_cast<AttributeExpr>(decorator);
  if (!attribute || attribute->name != "jit") return false;
  if (const auto* object = llvm::dyn_cast<NameExpr>(attribute->object)) {
    return cuda_names_.contains(object->name);
  }
  const auto* cuda = llvm::dyn_cast<AttributeExpr>(attribute->object);
  if (!cuda || cuda->name != "cuda") return false;
  const auto* numba = llvm::dyn_cast<NameExpr>(cuda->object);
  return numba && numba_names_.contains(numba->name);
}

// `numba.jit`, `numba.njit` or an imported `jit` / `njit` of numba's,
// possibly called.
bool Parser::IsCpuJitDecorator(const Expr* decorator) const {
  if (const auto* call = llvm::dyn_cast<CallExpr>(decorator)) decorator = call->callee;
  if (const auto* name = llvm::dyn_cast<NameExpr>(decorator)) {
    return cpu_jit_names_.contains(name->name);
  }
  const auto* attribute = llvm::dyn_cast<AttributeExpr>(decorator);
  if (!attribute || (attribute->name != "jit" && attribute->name != "njit")) return false;
  const auto* numba = llvm::dyn_cast<NameExpr>(attribute->object);
  return numba && numba_names_.contains(numba->name);
}

// The class of module `enum` the bases of the class statement at the
// current token name (`Enum`, `enum.IntEnum`, as imported), or "" when
// none does.
llvm::StringRef Parser::EnumBaseAhead() const {
  if (Peek(1) != TokenKind::Identifier || Peek(2) != TokenKind::LParen) return "";
  llvm::StringRef found;
  for (size_t ahead = 3;;) {
    if (Peek(ahead) != TokenKind::Identifier) return "";
    llvm::StringRef first = tokens_.Text(tokens_[pos_ + ahead]);
    if (Peek(ahead + 1) == TokenKind::Dot && Peek(ahead + 2) == TokenKind::Identifier &&
        enum_modules_.contains(first)) {
      if (found.empty()) found = tokens_.Text(tokens_[pos_ + ahead + 2]);
      ahead += 3;
    } else {
      auto it = enum_names_.find(first);
      if (it != enum_names_.end() && found.empty()) found = it->second;
      ++ahead;
    }
    // Past the rest of this base (`metaclass=...` included), to `,` or `)`.
    while (Peek(ahead) != TokenKind::Comma && Peek(ahead) != TokenKind::RParen) {
      if (Peek(ahead) == TokenKind::Newline || Peek(ahead) == TokenKind::EndOfFile ||
          Peek(ahead) == TokenKind::LParen) {
        return "";
      }
      ++ahead;
    }
    if (Peek(ahead) == TokenKind::RParen) return found;
    ++ahead;
  }
}

// A class whose bases name a class of module `enum` (an enum class); any
// other is host code, skipped.
// class_def: 'class' NAME '(' base (',' base)* [','] ')' ':' class_body
// base: expression | NAME '=' expression
Stmt* Parser::ParseClass(uint32_t begin) {
  llvm::StringRef enum_base = EnumBaseAhead();
  if (enum_base.empty()) return SkipTopLevel("a class", begin);
  Consume();
  const Token& name = Expect(TokenKind::Identifier);
  const Token& open = Expect(TokenKind::LParen);
  llvm::SmallVector<Expr*, 2> bases;
  do {
    if (At(TokenKind::RParen)) break;
    if (At(TokenKind::Identifier) && Peek(1) == TokenKind::Equal) {
      Consume();
      Consume();
      ParseExpression();  // a keyword (`metaclass=`): no enum of ours has one
      continue;
    }
    bases.push_back(ParseExpression());
  } while (ConsumeIf(TokenKind::Comma));
  ExpectClosing(TokenKind::RParen, open);
  llvm::ArrayRef<Stmt*> body = ParseClassBody();
  return ast_->New<ClassDefStmt>(From(begin), tokens_.Text(name), name.range, Copy(bases),
                                 ast_->arena().Copy(enum_base), body);
}

// class_body: ':' (top_simple_statements | NEWLINE INDENT top_level+ DEDENT)
// The body's statements are read as the top level's: assignments are
// kept, anything else is skipped as host code.
llvm::ArrayRef<Stmt*> Parser::ParseClassBody() {
  Expect(TokenKind::Colon);
  llvm::SmallVector<Stmt*, 8> body;
  if (!ConsumeIf(TokenKind::Newline)) {
    ParseTopLevelSimpleStatements(body);
    return Copy(body);
  }
  if (!At(TokenKind::Indent)) {
    ReportMissingBlock("the class definition");
    return {};
  }
  Consume();
  while (!At(TokenKind::Dedent) && !At(TokenKind::EndOfFile) && !emitter_.stopped()) {
    try {
      ParseTopLevel(body);
    } catch (Recovery&) {
      SkipStatement();
    }
  }
  ConsumeIf(TokenKind::Dedent);
  host_context_ = true;
  return Copy(body);
}

// decorated: ('@' named_expression NEWLINE)+ (function_def | class_def)
Stmt* Parser::ParseDecorated() {
  uint32_t begin = Current().range.begin;
  llvm::SmallVector<Expr*, 2> decorators;
  while (ConsumeIf(TokenKind::At)) {
    decorators.push_back(ParseNamedExpression());
    Expect(TokenKind::Newline);
  }
  if (At(TokenKind::Def)) {
    bool jit = llvm::any_of(decorators, [&](const Expr* d) { return IsJitDecorator(d); });
    bool cpu_jit =
        !jit && llvm::any_of(decorators, [&](const Expr* d) { return IsCpuJitDecorator(d); });
    if (!jit && !cpu_jit) return SkipTopLevel("a function without `@cuda.jit`", begin);
    Stmt* def = ParseFunctionDef(Copy(decorators), begin);
    if (auto* function = llvm::dyn_cast<FunctionDefStmt>(def)) function->cpu_jit = cpu_jit;
    return def;
  }
  if (At(TokenKind::Class)) return ParseClass(begin);  // decorators change no enum of ours
  if (At(TokenKind::Async)) return SkipTopLevel(kHostCode, begin);
  if (!At(TokenKind::Error)) {
    emitter_.Emit(Loc(Current().range), DecoratorOnNonFunction, DescribeCurrent());
  }
  throw Recovery{};
}

}  // namespace dslc
