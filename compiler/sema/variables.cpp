#include "compiler/sema/variables.h"

#include <algorithm>
#include <numeric>

#include "compiler/base/internal_error.h"
#include "compiler/parse/ast_walk.h"
#include "llvm/ADT/StringMap.h"

namespace dslc {
namespace {

// Stands in a set of definitions for "not assigned on some path".
constexpr uint32_t kUnassigned = UINT32_MAX;

using DefinitionSet = llvm::SmallVector<uint32_t, 2>;  // sorted, unique

void MergeInto(DefinitionSet& into, const DefinitionSet& from) {
  DefinitionSet merged;
  std::set_union(into.begin(), into.end(), from.begin(), from.end(), std::back_inserter(merged));
  into = std::move(merged);
}

// The definitions reaching each local at one point of the program.
struct Environment {
  std::vector<DefinitionSet> locals;
  bool reachable = true;

  bool operator==(const Environment& other) const {
    return reachable == other.reachable && locals == other.locals;
  }

  // Control flow joins: a path that cannot get here adds nothing.
  void Join(const Environment& other) {
    if (!other.reachable) return;
    if (!reachable) {
      *this = other;
      return;
    }
    for (size_t i = 0; i < locals.size(); ++i) MergeInto(locals[i], other.locals[i]);
  }
};

void CollectTargets(const Expr& target, llvm::StringMap<bool>& seen,
                    std::vector<llvm::StringRef>& locals) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(&target)) {
    if (seen.try_emplace(name->name, true).second) locals.push_back(name->name);
  } else if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&target)) {
    for (const Expr* element : tuple->elements) CollectTargets(*element, seen, locals);
  } else if (const auto* list = llvm::dyn_cast<ListExpr>(&target)) {
    for (const Expr* element : list->elements) CollectTargets(*element, seen, locals);
  }
}

void CollectFromBody(llvm::ArrayRef<Stmt*> body, llvm::StringMap<bool>& seen,
                     std::vector<llvm::StringRef>& locals) {
  for (const Stmt* stmt : body) {
    switch (stmt->kind()) {
      case NodeKind::AssignStmt:
        for (const Expr* target : llvm::cast<AssignStmt>(stmt)->targets) {
          CollectTargets(*target, seen, locals);
        }
        break;
      case NodeKind::AugAssignStmt:
        CollectTargets(*llvm::cast<AugAssignStmt>(stmt)->target, seen, locals);
        break;
      case NodeKind::AnnAssignStmt:
        CollectTargets(*llvm::cast<AnnAssignStmt>(stmt)->target, seen, locals);
        break;
      case NodeKind::ForStmt: {
        const auto* loop = llvm::cast<ForStmt>(stmt);
        CollectTargets(*loop->target, seen, locals);
        CollectFromBody(loop->body, seen, locals);
        CollectFromBody(loop->else_body, seen, locals);
        break;
      }
      case NodeKind::WhileStmt:
        CollectFromBody(llvm::cast<WhileStmt>(stmt)->body, seen, locals);
        CollectFromBody(llvm::cast<WhileStmt>(stmt)->else_body, seen, locals);
        break;
      case NodeKind::IfStmt: {
        const auto* if_stmt = llvm::cast<IfStmt>(stmt);
        for (const IfClause& clause : if_stmt->clauses) CollectFromBody(clause.body, seen, locals);
        CollectFromBody(if_stmt->else_body, seen, locals);
        break;
      }
      case NodeKind::ExprStmt:
      case NodeKind::BreakStmt:
      case NodeKind::ContinueStmt:
      case NodeKind::ReturnStmt:
      case NodeKind::RaiseStmt:
      case NodeKind::AssertStmt:
      case NodeKind::PassStmt:
      case NodeKind::FunctionDefStmt:
      case NodeKind::ClassDefStmt:
      case NodeKind::ImportStmt:
      case NodeKind::ImportFromStmt:
      case NodeKind::SkippedStmt:
      case NodeKind::UnsupportedStmt:
        break;  // assigns no local
#define DSLC_EXPR(Name) case NodeKind::Name##Expr:
#include "compiler/parse/node_kinds.def"
        DSLC_FATAL("an expression among a function's statements");
    }
  }
}

class FlowAnalysis {
 public:
  FlowAnalysis(const FunctionDefStmt& def, const llvm::DenseMap<uint32_t, bool>& static_conditions)
      : def_(def), static_conditions_(static_conditions) {}

  VariableAnalysis Run() {
    result_.locals = CollectLocals(def_);
    for (size_t i = 0; i < result_.locals.size(); ++i) index_[result_.locals[i]] = i;
    Environment entry;
    entry.locals.assign(result_.locals.size(), DefinitionSet{kUnassigned});
    for (size_t i = 0; i < def_.params.size(); ++i) {
      uint32_t local = index_.lookup(def_.params[i].name);
      entry.locals[local] = {NewDefinition(local, static_cast<int>(i), nullptr)};
    }
    env_ = std::move(entry);
    VisitBody(def_.body);
    result_.end_reachable = env_.reachable;
    AssignSlots();
    return std::move(result_);
  }

 private:
  struct Loop {
    std::vector<Environment> breaks;
    std::vector<Environment> continues;
  };

  uint32_t NewDefinition(uint32_t local, int param_index, const NameExpr* target) {
    result_.definitions.push_back({local, param_index, target});
    return static_cast<uint32_t>(result_.definitions.size() - 1);
  }

  std::optional<bool> StaticCondition(const Expr& condition) const {
    auto it = static_conditions_.find(condition.id());
    if (it == static_conditions_.end()) return std::nullopt;
    return it->second;
  }

  // Records every read of a local inside `expr`.
  void Use(const Expr& expr) {
    if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) {
      auto it = index_.find(name->name);
      if (it == index_.end()) return;
      MergeInto(reaching_[name->id()], env_.locals[it->second]);
      read_names_[name->id()] = name;
      return;
    }
    ForEachChild(expr, [&](const Expr& child) { Use(child); });
  }

  // An assignment to `target`: names get a new definition; subscripts and
  // attributes read their parts.
  void Define(const Expr& target) {
    if (const auto* name = llvm::dyn_cast<NameExpr>(&target)) {
      uint32_t local = index_.lookup(name->name);
      auto [it, inserted] = result_.definition_of.try_emplace(name->id(), 0);
      if (inserted) it->second = NewDefinition(local, -1, name);
      env_.locals[local] = {it->second};
      return;
    }
    if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&target)) {
      for (const Expr* element : tuple->elements) Define(*element);
    } else if (const auto* list = llvm::dyn_cast<ListExpr>(&target)) {
      for (const Expr* element : list->elements) Define(*element);
    } else {
      Use(target);
    }
  }

  void VisitBody(llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* stmt : body) {
      if (!env_.reachable) {
        result_.dead.insert(stmt->id());
        continue;
      }
      Visit(*stmt);
    }
  }

  void Visit(const Stmt& stmt) {
    switch (stmt.kind()) {
      case NodeKind::ExprStmt:
        Use(*llvm::cast<ExprStmt>(stmt).expr);
        return;
      case NodeKind::AssignStmt: {
        const auto& assign = llvm::cast<AssignStmt>(stmt);
        Use(*assign.value);
        for (const Expr* target : assign.targets) Define(*target);
        return;
      }
      case NodeKind::AugAssignStmt: {
        const auto& assign = llvm::cast<AugAssignStmt>(stmt);
        Use(*assign.target);
        Use(*assign.value);
        if (llvm::isa<NameExpr>(assign.target)) Define(*assign.target);
        return;
      }
      case NodeKind::AnnAssignStmt: {
        const auto& assign = llvm::cast<AnnAssignStmt>(stmt);
        if (!assign.value) return;
        Use(*assign.value);
        Define(*assign.target);
        return;
      }
      case NodeKind::IfStmt:
        VisitIf(llvm::cast<IfStmt>(stmt));
        return;
      case NodeKind::WhileStmt:
        VisitWhile(llvm::cast<WhileStmt>(stmt));
        return;
      case NodeKind::ForStmt:
        VisitFor(llvm::cast<ForStmt>(stmt));
        return;
      case NodeKind::BreakStmt:
        if (!loops_.empty()) loops_.back().breaks.push_back(env_);
        env_.reachable = false;
        return;
      case NodeKind::ContinueStmt:
        if (!loops_.empty()) loops_.back().continues.push_back(env_);
        env_.reachable = false;
        return;
      case NodeKind::ReturnStmt:
        if (const Expr* value = llvm::cast<ReturnStmt>(stmt).value) Use(*value);
        env_.reachable = false;
        return;
      case NodeKind::RaiseStmt:
        // The exception is never built in kernel code (a raise ends the
        // thread), so it reads no variable.
        env_.reachable = false;
        return;
      case NodeKind::AssertStmt:
        Use(*llvm::cast<AssertStmt>(stmt).test);  // the message is built only on failure
        return;
      case NodeKind::PassStmt:
      case NodeKind::FunctionDefStmt:
      case NodeKind::ClassDefStmt:
      case NodeKind::ImportStmt:
      case NodeKind::ImportFromStmt:
      case NodeKind::SkippedStmt:
      case NodeKind::UnsupportedStmt:
        return;  // neither reads nor assigns a variable
#define DSLC_EXPR(Name) case NodeKind::Name##Expr:
#include "compiler/parse/node_kinds.def"
        DSLC_FATAL("an expression among a function's statements");
    }
  }

  void MarkDead(llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* stmt : body) result_.dead.insert(stmt->id());
  }

  void VisitIf(const IfStmt& if_stmt) {
    Environment joined;
    joined.locals = env_.locals;
    joined.reachable = false;
    for (const IfClause& clause : if_stmt.clauses) {
      std::optional<bool> known = StaticCondition(*clause.condition);
      if (known == false) {
        MarkDead(clause.body);
        continue;
      }
      Use(*clause.condition);
      Environment before = env_;
      VisitBody(clause.body);
      joined.Join(env_);
      env_ = std::move(before);
      if (known == true) {
        env_.reachable = false;  // no later arm and no `else` can run
        break;
      }
    }
    VisitBody(if_stmt.else_body);
    joined.Join(env_);
    env_ = std::move(joined);
  }

  // Runs `body` until the environment at the loop's head stops changing;
  // returns the head's final environment.
  template <typename Body>
  Environment IterateLoop(const Environment& entry, Body body) {
    Environment head = entry;
    while (true) {
      loops_.push_back({});
      env_ = head;
      body();
      Environment next = entry;
      next.Join(env_);
      for (const Environment& continued : loops_.back().continues) next.Join(continued);
      last_breaks_ = std::move(loops_.back().breaks);
      loops_.pop_back();
      if (next == head) return head;
      head = std::move(next);
    }
  }

  void FinishLoop(const Environment& head, bool can_exit_normally,
                  llvm::ArrayRef<Stmt*> else_body) {
    std::vector<Environment> breaks = std::move(last_breaks_);
    env_ = head;
    if (!can_exit_normally) env_.reachable = false;
    VisitBody(else_body);
    for (const Environment& broken : breaks) env_.Join(broken);
  }

  void VisitWhile(const WhileStmt& loop) {
    std::optional<bool> known = StaticCondition(*loop.condition);
    if (known == false) {
      MarkDead(loop.body);
      VisitBody(loop.else_body);
      return;
    }
    Environment entry = env_;
    Environment head = IterateLoop(entry, [&] {
      Use(*loop.condition);
      VisitBody(loop.body);
    });
    Use(*loop.condition);
    FinishLoop(head, known != true, loop.else_body);
  }

  void VisitFor(const ForStmt& loop) {
    Use(*loop.iterable);
    Environment entry = env_;
    Environment head = IterateLoop(entry, [&] {
      Define(*loop.target);
      VisitBody(loop.body);
    });
    FinishLoop(head, true, loop.else_body);
  }

  // Definitions reaching a common read share a slot (union-find).
  void AssignSlots() {
    std::vector<uint32_t> parent(result_.definitions.size());
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](uint32_t x) {
      while (parent[x] != x) x = parent[x] = parent[parent[x]];
      return x;
    };
    for (auto& [name_id, reaching] : reaching_) {
      uint32_t first = kUnassigned;
      llvm::SmallVector<uint32_t, 2> assigned;
      for (uint32_t definition : reaching) {
        if (definition == kUnassigned) continue;
        assigned.push_back(definition);
        if (first == kUnassigned) {
          first = find(definition);
        } else {
          parent[find(definition)] = first;
        }
      }
      result_.reaching[name_id] = assigned;
    }
    std::vector<int> slot_of_root(result_.definitions.size(), -1);
    std::vector<int> sharing(result_.definitions.size(), 0);
    result_.slot_of_definition.resize(result_.definitions.size());
    for (size_t i = 0; i < result_.definitions.size(); ++i) {
      uint32_t root = find(static_cast<uint32_t>(i));
      if (slot_of_root[root] < 0) slot_of_root[root] = static_cast<int>(result_.slot_count++);
      result_.slot_of_definition[i] = static_cast<uint32_t>(slot_of_root[root]);
      ++sharing[root];
    }
    AssignValueSlots([&](uint32_t definition) { return sharing[find(definition)] > 1; });
    CollectUnassignedReads();
  }

  // A slot of its own for each definition that shares a slot but alone
  // reaches some read (VariableAnalysis::value_slot_of_definition).
  template <typename Shared>
  void AssignValueSlots(Shared shared) {
    result_.value_slot_of_definition.assign(result_.definitions.size(), -1);
    std::vector<uint32_t> alone;
    for (const auto& [name_id, reaching] : result_.reaching) {
      if (reaching.size() == 1 && shared(reaching.front())) alone.push_back(reaching.front());
    }
    std::sort(alone.begin(), alone.end());  // slot numbers independent of hashing
    for (uint32_t definition : alone) {
      int& slot = result_.value_slot_of_definition[definition];
      if (slot < 0) slot = static_cast<int>(result_.slot_count++);
    }
  }

  // Reads that no assignment reaches on any path (Python's UnboundLocalError).
  void CollectUnassignedReads() {
    for (const auto& [name_id, reaching] : result_.reaching) {
      if (reaching.empty()) result_.unassigned_reads.push_back(read_names_.lookup(name_id));
    }
    std::sort(result_.unassigned_reads.begin(), result_.unassigned_reads.end(),
              [](const NameExpr* a, const NameExpr* b) { return a->id() < b->id(); });
  }

  const FunctionDefStmt& def_;
  const llvm::DenseMap<uint32_t, bool>& static_conditions_;
  VariableAnalysis result_;
  llvm::StringMap<uint32_t> index_;
  llvm::DenseMap<uint32_t, DefinitionSet> reaching_;
  Environment env_;
  std::vector<Loop> loops_;
  std::vector<Environment> last_breaks_;
  llvm::DenseMap<uint32_t, const NameExpr*> read_names_;
};

}  // namespace

std::vector<llvm::StringRef> CollectLocals(const FunctionDefStmt& def) {
  llvm::StringMap<bool> seen;
  std::vector<llvm::StringRef> locals;
  for (const Param& param : def.params) {
    if (seen.try_emplace(param.name, true).second) locals.push_back(param.name);
  }
  CollectFromBody(def.body, seen, locals);
  return locals;
}

std::vector<llvm::StringRef> CollectAssignedNames(const FunctionDefStmt& def) {
  llvm::StringMap<bool> seen;
  std::vector<llvm::StringRef> names;
  CollectFromBody(def.body, seen, names);
  return names;
}

bool VariableAnalysis::IsLocal(llvm::StringRef name) const { return LocalIndex(name) >= 0; }

int VariableAnalysis::LocalIndex(llvm::StringRef name) const {
  auto it = std::find(locals.begin(), locals.end(), name);
  return it == locals.end() ? -1 : static_cast<int>(it - locals.begin());
}

VariableAnalysis AnalyzeVariables(const FunctionDefStmt& def,
                                  const llvm::DenseMap<uint32_t, bool>& static_conditions) {
  return FlowAnalysis(def, static_conditions).Run();
}

}  // namespace dslc
