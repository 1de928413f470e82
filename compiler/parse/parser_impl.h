// The recursive-descent parser behind Parse(). Internal to compiler/parse.
// Methods are split by grammar area: parser.cpp (tokens, errors, recovery),
// parse_module.cpp, parse_statement.cpp, parse_expression.cpp.
#pragma once

#include <initializer_list>
#include <memory>
#include <string>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lex/tokenized_buffer.h"
#include "compiler/parse/ast.h"
#include "compiler/parse/parser.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"

namespace dslc {

// Reported where a statement begins indented deeper than its block, both at
// the top level (parse_module.cpp) and inside a block (parse_statement.cpp).
DSLC_DIAGNOSTIC(UnexpectedIndent, Error, "unexpected indent");

class Parser {
 public:
  // Bounds on recursion, so that no input can exhaust the stack here or in
  // the phases that walk the tree.
  static constexpr int kMaxNestingDepth = 256;
  static constexpr uint32_t kMaxExpressionHeight = 1000;

  Parser(const TokenizedBuffer& tokens, DiagnosticEmitter& emitter, UnsupportedConstructs when);
  std::unique_ptr<Ast> Run();
  std::unique_ptr<Ast> RunFunctionText();

 private:
  // Thrown once a syntax error is reported; caught where parsing resumes.
  struct Recovery {};

  class DepthGuard {
   public:
    // `what` names the construct in the error: "this expression".
    DepthGuard(Parser& parser, llvm::StringRef what);
    ~DepthGuard() { --parser_.depth_; }

   private:
    Parser& parser_;
  };

  // parser.cpp: tokens, locations, errors, recovery.
  const Token& Current() const { return tokens_[pos_]; }
  TokenKind Peek(size_t ahead = 0) const;
  bool At(TokenKind kind) const { return Current().kind == kind; }
  const Token& Consume();
  bool ConsumeIf(TokenKind kind);
  const Token& Expect(TokenKind kind);
  const Token& ExpectClosing(TokenKind kind, const Token& open);
  [[noreturn]] void ErrorExpected(const std::string& what);
  static std::string DescribeExpected(TokenKind kind);
  std::string DescribeCurrent() const;
  Location Loc(SourceRange range) const { return {&tokens_.source(), range}; }
  SourceRange From(uint32_t begin) const { return {begin, previous_end_}; }
  Expr* Unsupported(SourceRange range, llvm::StringRef construct);
  // Runs `parse` with Unsupported() silent: the parts of a construct that is
  // itself reported would only repeat its error.
  template <typename F>
  void Quietly(F parse) {
    ++quiet_;
    struct Restore {
      int& quiet;
      ~Restore() { --quiet; }
    } restore{quiet_};
    parse();
  }
  uint32_t CheckHeight(uint32_t height, SourceRange range);
  uint32_t HeightOf(std::initializer_list<const Expr*> children, SourceRange range);
  uint32_t HeightOf(llvm::ArrayRef<Expr*> children, SourceRange range);
  void SkipStatement();
  void SkipClauses();
  void SkipBlock();
  void SkipBalanced(TokenKind stop = TokenKind::EndOfFile);
  void SkipToClosing();
  template <typename T>
  llvm::ArrayRef<T> Copy(const llvm::SmallVectorImpl<T>& items) {
    return ast_->arena().Copy(llvm::ArrayRef<T>(items));
  }

  // parse_module.cpp: the top level.
  void ParseModule();
  void ParseFunctionText();
  void ParseTopLevel(llvm::SmallVectorImpl<Stmt*>& body);
  void ParseTopLevelSimpleStatements(llvm::SmallVectorImpl<Stmt*>& body);
  Stmt* ParseImport();
  Stmt* ParseImportFrom();
  llvm::StringRef ParseDottedName(SourceRange* range);
  void RecordImport(llvm::StringRef module, llvm::StringRef name, llvm::StringRef alias);
  Stmt* ParseDecorated();
  llvm::StringRef EnumBaseAhead() const;
  Stmt* ParseClass(uint32_t begin);
  llvm::ArrayRef<Stmt*> ParseClassBody();
  bool IsJitDecorator(const Expr* decorator) const;
  bool IsCpuJitDecorator(const Expr* decorator) const;
  bool LooksLikeAssignment() const;
  Stmt* SkipTopLevel(llvm::StringRef what, uint32_t begin);
  void AddSkipped(llvm::SmallVectorImpl<Stmt*>& body, Stmt* stmt);

  // parse_statement.cpp: statements inside kernels and device functions.
  FunctionDefStmt* ParseFunctionDef(llvm::ArrayRef<Expr*> decorators, uint32_t begin);
  void ParseParameters(llvm::SmallVectorImpl<Param>& params);
  void CheckDuplicateParameter(llvm::ArrayRef<Param> params, const Param& param);
  void ParseStarParameter();
  llvm::ArrayRef<Stmt*> ParseBlock(llvm::StringRef after);
  void ReportMissingBlock(llvm::StringRef after);
  void ParseStatement(llvm::SmallVectorImpl<Stmt*>& out);
  void ParseSimpleStatements(llvm::SmallVectorImpl<Stmt*>& out);
  Stmt* ParseSimpleStatement();
  Stmt* ParseUnsupportedSimpleStatement(llvm::StringRef construct);
  Stmt* ParseUnsupportedCompound(llvm::StringRef construct);
  static bool StartsCompoundStatement(TokenKind kind);
  bool AtMatchStatement() const;
  Stmt* ParseNestedDecorated();
  [[noreturn]] Stmt* ReportDanglingClause();
  Stmt* ParseExpressionStatement();
  Stmt* ParseIf();
  Stmt* ParseWhile();
  Stmt* ParseFor();
  llvm::ArrayRef<Stmt*> ParseLoopBody(llvm::StringRef after);
  llvm::ArrayRef<Stmt*> ParseOptionalElse();
  Expr* ParseTargetList();
  Expr* ParseAssignedValue();
  enum class AssignKind { Plain, Augmented, Annotated };
  void CheckAssignable(const Expr* target, AssignKind assign);

  // parse_expression.cpp: expressions, by precedence.
  Expr* ParseStarExpressions();
  Expr* ParseNamedExpression();
  Expr* ParseExpression();
  Expr* ParseLambda();
  Expr* ParseYield();
  Expr* ParseBoolOp(BoolOp op);
  Expr* ParseInversion();
  Expr* ParseComparison();
  Expr* ParseBinary(int level);
  Expr* ParseFactor();
  Expr* ParsePower();
  Expr* ParsePrimary();
  Expr* ParseAtom();
  Expr* ParseParenthesized();
  Expr* ParseListDisplay();
  Expr* ParseBraceDisplay();
  Expr* ParseStrings();
  Expr* ParseCall(Expr* callee);
  Expr* ParseSubscript(Expr* object);
  Expr* ParseSlice();
  Expr* FinishTuple(Expr* first, const Token& open, TokenKind close);
  bool StartsExpression(TokenKind kind) const;

  const TokenizedBuffer& tokens_;
  DiagnosticEmitter& emitter_;
  std::unique_ptr<Ast> ast_;
  size_t pos_ = 0;
  uint32_t previous_end_ = 0;
  int depth_ = 0;
  int loop_depth_ = 0;
  // At module level unsupported constructs are host code, not errors.
  bool host_context_ = true;
  // Unsupported constructs go to the function being parsed, not the emitter.
  bool defer_unsupported_ = false;
  llvm::SmallVector<UnsupportedUse, 4> unsupported_;  // of the function being parsed
  // Above zero inside Quietly().
  int quiet_ = 0;
  // Names that denote `numba`, `numba.cuda` and `numba.cuda.jit`, from imports.
  llvm::StringSet<> numba_names_;
  llvm::StringSet<> cuda_names_;
  llvm::StringSet<> jit_names_;
  // Names that denote Numba's CPU decorators `numba.jit` and `numba.njit`.
  llvm::StringSet<> cpu_jit_names_;
  // Names that denote module `enum` and its classes (`IntEnum` -> "IntEnum").
  llvm::StringSet<> enum_modules_;
  llvm::StringMap<std::string> enum_names_;
};

}  // namespace dslc
