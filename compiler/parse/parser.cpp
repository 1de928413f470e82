#include "compiler/parse/parser.h"

#include <algorithm>

#include "compiler/lex/bracket_diagnostics.h"
#include "compiler/parse/parser_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(ExpectedToken, Error, "expected {0}, found {1}", std::string, std::string);
DSLC_DIAGNOSTIC(UnsupportedConstruct, Error, "{0} is not supported in kernel code",
                llvm::StringRef);
DSLC_DIAGNOSTIC(NestingTooDeep, Error, "{0} is nested too deeply (the limit is {1} levels)",
                llvm::StringRef, int);

}  // namespace

std::unique_ptr<Ast> Parse(const TokenizedBuffer& tokens, DiagnosticEmitter& emitter,
                           UnsupportedConstructs when) {
  return Parser(tokens, emitter, when).Run();
}

Parser::Parser(const TokenizedBuffer& tokens, DiagnosticEmitter& emitter,
               UnsupportedConstructs when)
    : tokens_(tokens),
      emitter_(emitter),
      ast_(std::make_unique<Ast>(tokens.source())),
      defer_unsupported_(when == UnsupportedConstructs::DeferToTyping) {
  cuda_names_.insert("cuda");
}

std::unique_ptr<Ast> Parser::Run() {
  ParseModule();
  return std::move(ast_);
}

std::unique_ptr<Ast> ParseFunctionText(const TokenizedBuffer& tokens, DiagnosticEmitter& emitter,
                                       UnsupportedConstructs when) {
  return Parser(tokens, emitter, when).RunFunctionText();
}

std::unique_ptr<Ast> Parser::RunFunctionText() {
  ParseFunctionText();
  return std::move(ast_);
}

Parser::DepthGuard::DepthGuard(Parser& parser, llvm::StringRef what) : parser_(parser) {
  if (++parser_.depth_ > kMaxNestingDepth) {
    --parser_.depth_;
    parser_.emitter_.Emit(parser_.Loc(parser_.Current().range), NestingTooDeep, what,
                          kMaxNestingDepth);
    throw Recovery{};
  }
}

TokenKind Parser::Peek(size_t ahead) const {
  return tokens_[std::min(pos_ + ahead, tokens_.size() - 1)].kind;
}

const Token& Parser::Consume() {
  const Token& token = tokens_[pos_];
  if (token.kind == TokenKind::EndOfFile) return token;
  // Ranges end at the last real token, not at a line break or a DEDENT.
  bool layout = token.kind == TokenKind::Newline || token.kind == TokenKind::Indent ||
                token.kind == TokenKind::Dedent;
  if (!layout) previous_end_ = token.range.end;
  ++pos_;
  return token;
}

bool Parser::ConsumeIf(TokenKind kind) {
  if (!At(kind)) return false;
  Consume();
  return true;
}

const Token& Parser::Expect(TokenKind kind) {
  if (!At(kind)) ErrorExpected(DescribeExpected(kind));
  return Consume();
}

// How "expected ..." names a token kind; matches DescribeCurrent's wording.
std::string Parser::DescribeExpected(TokenKind kind) {
  switch (kind) {
    case TokenKind::Newline:
      return "end of line";
    case TokenKind::Identifier:
      return "an identifier";
    default:
      return TokenKindForMessage(kind);
  }
}

// Like Expect, with a note at the bracket that is left open.
const Token& Parser::ExpectClosing(TokenKind kind, const Token& open) {
  if (At(kind)) return Consume();
  if (At(TokenKind::Error) || open.unclosed) throw Recovery{};
  std::string opening = tokens_.Text(open).str();
  emitter_.Build(Loc(Current().range), ExpectedToken, DescribeExpected(kind), DescribeCurrent())
      .Note(Loc(open.range), BracketOpenedHere, opening)
      .Emit();
  throw Recovery{};
}

// An Error token was already reported by the lexer: recover without a second
// message.
void Parser::ErrorExpected(const std::string& what) {
  if (!At(TokenKind::Error)) {
    emitter_.Emit(Loc(Current().range), ExpectedToken, what, DescribeCurrent());
  }
  throw Recovery{};
}

std::string Parser::DescribeCurrent() const {
  const Token& token = Current();
  switch (token.kind) {
    case TokenKind::Newline:
      return "end of line";
    case TokenKind::Indent:
      return "an indented line";
    case TokenKind::Dedent:
      return "the end of the indented block";
    case TokenKind::Identifier:
    case TokenKind::IntLiteral:
    case TokenKind::FloatLiteral:
    case TokenKind::ImaginaryLiteral: {
      llvm::StringRef text = tokens_.Text(token);
      if (text.size() > 40) text = text.take_front(40);
      return TokenKindForMessage(token.kind) + " `" + text.str() + "`";
    }
    default:
      return TokenKindForMessage(token.kind);
  }
}

Expr* Parser::Unsupported(SourceRange range, llvm::StringRef construct) {
  if (!host_context_ && quiet_ == 0) {
    if (defer_unsupported_) {
      unsupported_.push_back({range, construct});
    } else {
      emitter_.Emit(Loc(range), UnsupportedConstruct, construct);
    }
  }
  return ast_->New<UnsupportedExpr>(range, construct);
}

uint32_t Parser::CheckHeight(uint32_t height, SourceRange range) {
  if (height > kMaxExpressionHeight) {
    emitter_.Emit(Loc(range), NestingTooDeep, "this expression",
                  static_cast<int>(kMaxExpressionHeight));
    throw Recovery{};
  }
  return height;
}

uint32_t Parser::HeightOf(std::initializer_list<const Expr*> children, SourceRange range) {
  uint32_t height = 0;
  for (const Expr* child : children) {
    if (child) height = std::max(height, child->height());
  }
  return CheckHeight(height + 1, range);
}

uint32_t Parser::HeightOf(llvm::ArrayRef<Expr*> children, SourceRange range) {
  uint32_t height = 0;
  for (const Expr* child : children) height = std::max(height, child->height());
  return CheckHeight(height + 1, range);
}

// Skips the rest of a statement, including its newline and, if it opened a
// block, the whole indented block. Stops before a DEDENT, which belongs to
// the enclosing block.
void Parser::SkipStatement() {
  while (!At(TokenKind::Newline) && !At(TokenKind::EndOfFile) && !At(TokenKind::Dedent)) {
    if (At(TokenKind::Indent)) {
      SkipBlock();
      return;
    }
    Consume();
  }
  ConsumeIf(TokenKind::Newline);
  if (At(TokenKind::Indent)) SkipBlock();
}

// Skips the `elif`/`else`/`except`/`finally` arms after a statement that was
// skipped: they belong to it and are no errors of their own.
void Parser::SkipClauses() {
  while (At(TokenKind::Elif) || At(TokenKind::Else) || At(TokenKind::Except) ||
         At(TokenKind::Finally)) {
    SkipStatement();
  }
}

// Skips from an INDENT to its matching DEDENT.
void Parser::SkipBlock() {
  int level = 0;
  do {
    if (At(TokenKind::Indent)) ++level;
    if (At(TokenKind::Dedent)) --level;
    Consume();
  } while (level > 0 && !At(TokenKind::EndOfFile));
}

// Skips up to, not past, the first `stop` (if given) outside brackets or the
// bracket that closes one opened before; stays on the logical line.
void Parser::SkipBalanced(TokenKind stop) {
  int level = 0;
  while (!At(TokenKind::EndOfFile) && !At(TokenKind::Newline)) {
    TokenKind kind = Peek();
    bool opening =
        kind == TokenKind::LParen || kind == TokenKind::LBracket || kind == TokenKind::LBrace;
    bool closing =
        kind == TokenKind::RParen || kind == TokenKind::RBracket || kind == TokenKind::RBrace;
    if (level == 0 && (kind == stop || closing)) return;
    if (opening) ++level;
    if (closing) --level;
    Consume();
  }
}

// Skips past the bracket that closes the one just consumed.
void Parser::SkipToClosing() {
  SkipBalanced();
  if (At(TokenKind::RParen) || At(TokenKind::RBracket) || At(TokenKind::RBrace)) Consume();
}

}  // namespace dslc
