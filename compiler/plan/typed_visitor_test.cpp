// The visitors of typed_visitor.h: every node kind reaches the hook of its
// kind, a hook left out falls back to VisitOtherStmt / VisitOtherExpr, and
// the parts of a statement come in the order they run.
#include "compiler/plan/typed_visitor.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lex/lexer.h"
#include "compiler/parse/ast_walk.h"
#include "compiler/parse/parser.h"

namespace dslc {
namespace {

// A module with every kind of statement and expression.
constexpr const char* kEveryKind = R"py(import enum
from numba import cuda


class Color(enum.IntEnum):
    RED = 1


print("host code")


@cuda.jit
def kernel(a, n):
    i = cuda.grid(1)
    total: float = 0.0
    total += 1.5
    if i < n and not False:
        a[i] = a[i:n][0] if i > 0 else None
    elif i == n or True:
        pass
    else:
        raise ValueError("bad")
    while i < n:
        break
    for j in range(n):
        continue
    assert n > 0, "n"
    x = (i + 1, [2, ...], -i, lambda: 0)
    del x
    cuda.syncthreads()
    return
)py";

// A parsed module and what it points into.
class Parsed {
 public:
  explicit Parsed(std::string text)
      : source_(SourceBuffer::FromText("visitor.py", std::move(text))),
        emitter_(consumer_),
        tokens_(Lex(source_, emitter_)),
        ast_(Parse(tokens_, emitter_, UnsupportedConstructs::DeferToTyping)) {}

  llvm::ArrayRef<Stmt*> body() const { return ast_->body(); }
  const FunctionDefStmt& function(size_t index) const {
    return llvm::cast<FunctionDefStmt>(*ast_->body()[index]);
  }
  std::string TextOf(const Node& node) const {
    return source_.text().slice(node.range().begin, node.range().end).str();
  }

 private:
  SourceBuffer source_;
  CollectingDiagnosticConsumer consumer_;
  DiagnosticEmitter emitter_;
  TokenizedBuffer tokens_;
  std::unique_ptr<Ast> ast_;
};

// Records the kind of each hook called, checking that the node it gets is
// of that kind. Every kind has a hook (the fallbacks are deleted).
class KindRecorder : public StmtVisitor<KindRecorder>, public ExprVisitor<KindRecorder> {
 public:
  void VisitOtherStmt(const Stmt&) = delete;
  void VisitOtherExpr(const Expr&) = delete;
#define DSLC_STMT(Name) \
  void Visit##Name##Stmt(const Name##Stmt& stmt) { Reached(NodeKind::Name##Stmt, stmt); }
#include "compiler/parse/node_kinds.def"
#define DSLC_EXPR(Name) \
  void Visit##Name##Expr(const Name##Expr& expr) { Reached(NodeKind::Name##Expr, expr); }
#include "compiler/parse/node_kinds.def"

  // Visits `stmt` and everything in it: its own expressions and their
  // children, its nested bodies, and a definition's body.
  void Walk(const Stmt& stmt) {
    VisitStmt(stmt);
    ForEachOwnExpr(stmt, [&](const Expr& expr) { Walk(expr); });
    ForEachNestedBody(stmt, [&](llvm::ArrayRef<Stmt*> body) { Walk(body); });
    if (const auto* def = llvm::dyn_cast<FunctionDefStmt>(&stmt)) Walk(def->body);
    if (const auto* def = llvm::dyn_cast<ClassDefStmt>(&stmt)) Walk(def->body);
  }
  void Walk(llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* stmt : body) Walk(*stmt);
  }
  void Walk(const Expr& expr) {
    VisitExpr(expr);
    ForEachChild(expr, [&](const Expr& child) { Walk(child); });
  }

  std::set<NodeKind> reached;

 private:
  void Reached(NodeKind hook, const Node& node) {
    EXPECT_EQ(hook, node.kind()) << NodeKindName(hook).str();
    reached.insert(hook);
  }
};

TEST(TypedVisitorTest, EveryKindReachesItsHook) {
  Parsed parsed(kEveryKind);
  KindRecorder recorder;
  recorder.Walk(parsed.body());
  std::set<NodeKind> every = {
#define DSLC_EXPR(Name) NodeKind::Name##Expr,
#define DSLC_STMT(Name) NodeKind::Name##Stmt,
#include "compiler/parse/node_kinds.def"
  };
  for (NodeKind kind : every) {
    EXPECT_TRUE(recorder.reached.count(kind)) << NodeKindName(kind).str() << " never reached";
  }
  EXPECT_EQ(recorder.reached.size(), every.size());
}

// A visitor with hooks for two kinds: the others reach VisitOtherStmt.
class ReturnCounter : public StmtVisitor<ReturnCounter> {
 public:
  void VisitReturnStmt(const ReturnStmt&) { ++returns; }
  void VisitPassStmt(const PassStmt&) { ++passes; }
  void VisitOtherStmt(const Stmt& stmt) { others.push_back(stmt.kind()); }

  int returns = 0;
  int passes = 0;
  std::vector<NodeKind> others;
};

TEST(TypedVisitorTest, HooksLeftOutFallBackToVisitOther) {
  Parsed parsed(
      "from numba import cuda\n"
      "@cuda.jit\n"
      "def k(a):\n"
      "    pass\n"
      "    a[0] = 1\n"
      "    while True:\n"
      "        pass\n"
      "    return\n");
  ReturnCounter counter;
  for (const Stmt* stmt : parsed.function(1).body) counter.VisitStmt(*stmt);
  EXPECT_EQ(counter.returns, 1);
  EXPECT_EQ(counter.passes, 1);  // not the one in the loop: hooks do not descend
  EXPECT_EQ(counter.others, (std::vector<NodeKind>{NodeKind::AssignStmt, NodeKind::WhileStmt}));
}

// Extra arguments and a result: the depth of the deepest statement, each
// hook given the depth of the statement it visits.
class DeepestStatement : public StmtVisitor<DeepestStatement, int, int> {
 public:
  int VisitOtherStmt(const Stmt& stmt, int depth) {
    int deepest = depth;
    ForEachNestedBody(stmt, [&](llvm::ArrayRef<Stmt*> body) {
      for (const Stmt* nested : body) deepest = std::max(deepest, VisitStmt(*nested, depth + 1));
    });
    return deepest;
  }
};

TEST(TypedVisitorTest, HooksTakeArgumentsAndReturnResults) {
  Parsed parsed(
      "from numba import cuda\n"
      "@cuda.jit\n"
      "def k(a, n):\n"
      "    for i in range(n):\n"
      "        if i > 1:\n"
      "            while n:\n"
      "                n -= 1\n"
      "    a[0] = 1\n");
  llvm::ArrayRef<Stmt*> body = parsed.function(1).body;
  EXPECT_EQ(DeepestStatement().VisitStmt(*body[0], 0), 3);
  EXPECT_EQ(DeepestStatement().VisitStmt(*body[1], 0), 0);
}

TEST(TypedVisitorTest, PartsComeInTheOrderTheyRun) {
  Parsed parsed(
      "from numba import cuda\n"
      "@cuda.jit\n"
      "def k(a, n):\n"
      "    x = y = n + 1\n"
      "    a[0] += x\n"
      "    for i in range(n):\n"
      "        pass\n"
      "    else:\n"
      "        return\n"
      "    if n > 0:\n"
      "        pass\n"
      "    elif n < 0:\n"
      "        return\n"
      "    raise ValueError\n");
  llvm::ArrayRef<Stmt*> body = parsed.function(1).body;
  auto own = [&](const Stmt& stmt) {
    std::vector<std::string> texts;
    ForEachOwnExpr(stmt, [&](const Expr& expr) { texts.push_back(parsed.TextOf(expr)); });
    return texts;
  };
  auto targets = [&](const Stmt& stmt) {
    std::vector<std::string> texts;
    ForEachTarget(stmt, [&](const Expr& expr) { texts.push_back(parsed.TextOf(expr)); });
    return texts;
  };
  auto nested = [&](const Stmt& stmt) {
    std::vector<std::string> texts;
    ForEachNestedBody(stmt, [&](llvm::ArrayRef<Stmt*> inner) {
      for (const Stmt* s : inner) texts.push_back(parsed.TextOf(*s));
    });
    return texts;
  };
  using Texts = std::vector<std::string>;
  EXPECT_EQ(own(*body[0]), (Texts{"n + 1", "x", "y"}));
  EXPECT_EQ(targets(*body[0]), (Texts{"x", "y"}));
  EXPECT_EQ(own(*body[1]), (Texts{"x", "a[0]"}));
  EXPECT_EQ(own(*body[2]), (Texts{"range(n)", "i"}));
  EXPECT_EQ(targets(*body[2]), (Texts{"i"}));
  EXPECT_EQ(nested(*body[2]), (Texts{"pass", "return"}));
  EXPECT_EQ(own(*body[3]), (Texts{"n > 0", "n < 0"}));
  EXPECT_EQ(targets(*body[3]), Texts{});
  EXPECT_EQ(nested(*body[3]), (Texts{"pass", "return"}));
  EXPECT_EQ(own(*body[4]), (Texts{"ValueError"}));
  EXPECT_EQ(nested(*body[4]), Texts{});
}

}  // namespace
}  // namespace dslc
