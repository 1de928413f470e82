#include "compiler/plan/virtual_lanes.h"

#include <functional>
#include <optional>

#include "compiler/parse/ast_walk.h"
#include "compiler/plan/slot_stores.h"
#include "compiler/types/builtins.h"

namespace dslc {
namespace {

// Calls `visit` on each expression `stmt` itself evaluates or assigns to
// (not those of the statements nested in it).
void ForEachOwnExpr(const Stmt& stmt, llvm::function_ref<void(const Expr&)> visit) {
  switch (stmt.kind()) {
    case NodeKind::ExprStmt:
      return visit(*llvm::cast<ExprStmt>(stmt).expr);
    case NodeKind::AssignStmt: {
      const auto& assign = llvm::cast<AssignStmt>(stmt);
      visit(*assign.value);
      for (const Expr* target : assign.targets) visit(*target);
      return;
    }
    case NodeKind::AugAssignStmt:
      visit(*llvm::cast<AugAssignStmt>(stmt).value);
      return visit(*llvm::cast<AugAssignStmt>(stmt).target);
    case NodeKind::AnnAssignStmt: {
      const auto& assign = llvm::cast<AnnAssignStmt>(stmt);
      if (assign.value) visit(*assign.value);
      return visit(*assign.target);
    }
    case NodeKind::IfStmt:
      for (const IfClause& clause : llvm::cast<IfStmt>(stmt).clauses) visit(*clause.condition);
      return;
    case NodeKind::WhileStmt:
      return visit(*llvm::cast<WhileStmt>(stmt).condition);
    case NodeKind::ForStmt:
      visit(*llvm::cast<ForStmt>(stmt).iterable);
      return visit(*llvm::cast<ForStmt>(stmt).target);
    case NodeKind::ReturnStmt:
      if (const Expr* value = llvm::cast<ReturnStmt>(stmt).value) visit(*value);
      return;
    default:
      return;
  }
}

// Calls `visit` on each statement nested directly in `stmt`'s bodies.
void ForEachNestedBody(const Stmt& stmt, llvm::function_ref<void(llvm::ArrayRef<Stmt*>)> visit) {
  if (const auto* branch = llvm::dyn_cast<IfStmt>(&stmt)) {
    for (const IfClause& clause : branch->clauses) visit(clause.body);
    return visit(branch->else_body);
  }
  if (const auto* loop = llvm::dyn_cast<WhileStmt>(&stmt)) {
    visit(loop->body);
    return visit(loop->else_body);
  }
  if (const auto* loop = llvm::dyn_cast<ForStmt>(&stmt)) {
    visit(loop->body);
    return visit(loop->else_body);
  }
}

bool ExprCallsWarp(const TypedFunction& typed, const Expr& expr) {
  if (const auto* call = llvm::dyn_cast<CallExpr>(&expr); call && IsWarpCall(typed, *call)) {
    return true;
  }
  bool found = false;
  ForEachChild(expr, [&](const Expr& child) { found = found || ExprCallsWarp(typed, child); });
  return found;
}

bool ContainsWarpCall(const TypedFunction& typed, const Stmt& stmt) {
  if (typed.IsDead(stmt)) return false;
  bool found = false;
  ForEachOwnExpr(stmt, [&](const Expr& expr) { found = found || ExprCallsWarp(typed, expr); });
  ForEachNestedBody(stmt, [&](llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* nested : body) found = found || ContainsWarpCall(typed, *nested);
  });
  return found;
}

// Whether `stmt` holds a `break` or `continue` of a loop around it (`stmt`
// itself being one included).
bool LeavesByJump(const Stmt& stmt) {
  if (llvm::isa<BreakStmt>(stmt) || llvm::isa<ContinueStmt>(stmt)) return true;
  if (const auto* loop = llvm::dyn_cast<WhileStmt>(&stmt)) {
    // Its body's jumps are its own; its `else` runs after it.
    for (const Stmt* nested : loop->else_body)
      if (LeavesByJump(*nested)) return true;
    return false;
  }
  if (const auto* loop = llvm::dyn_cast<ForStmt>(&stmt)) {
    for (const Stmt* nested : loop->else_body)
      if (LeavesByJump(*nested)) return true;
    return false;
  }
  bool found = false;
  ForEachNestedBody(stmt, [&](llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* nested : body) found = found || LeavesByJump(*nested);
  });
  return found;
}

// Whether `target` names a slot in `slots`.
bool NamesSlotIn(const TypedFunction& typed, const Expr& target, const llvm::DenseSet<int>& slots) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(&target)) {
    return slots.contains(typed.StoreSlot(*name));
  }
  bool found = false;
  ForEachChild(target, [&](const Expr& child) {
    found = found || (!llvm::isa<SubscriptExpr>(target) && NamesSlotIn(typed, child, slots));
  });
  return found;
}

// Whether `stmt` or a statement nested in it assigns a uniform variable.
bool AssignsUniform(const TypedFunction& typed, const llvm::DenseSet<int>& uniform,
                    const Stmt& stmt) {
  if (typed.IsDead(stmt)) return false;
  bool found = false;
  auto target = [&](const Expr* expr) {
    found = found || (expr && NamesSlotIn(typed, *expr, uniform));
  };
  if (const auto* assign = llvm::dyn_cast<AssignStmt>(&stmt)) {
    for (const Expr* expr : assign->targets) target(expr);
  } else if (const auto* assign = llvm::dyn_cast<AugAssignStmt>(&stmt)) {
    target(assign->target);
  } else if (const auto* assign = llvm::dyn_cast<AnnAssignStmt>(&stmt)) {
    if (assign->value) target(assign->target);
  } else if (const auto* loop = llvm::dyn_cast<ForStmt>(&stmt)) {
    target(loop->target);
  }
  ForEachNestedBody(stmt, [&](llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* nested : body) found = found || AssignsUniform(typed, uniform, *nested);
  });
  return found;
}

// Finds the uniform slots (virtual_lanes.h), then checks the statements
// that run in lock step.
class LaneChecker {
 public:
  explicit LaneChecker(const TypedFunction& typed) : typed_(typed) {}

  VirtualLanes Run() {
    // Each pass can only add varying slots: repeat until none is added.
    size_t before = 0;
    do {
      before = varying_.size();
      Uniformity(typed_.def().body, /*control_varies=*/false);
    } while (varying_.size() != before);
    for (int slot = 0; slot < static_cast<int>(typed_.slots().size()); ++slot) {
      if (!varying_.contains(slot)) uniform_.insert(slot);
    }
    Lockstep(typed_.def().body);
    VirtualLanes result;
    if (refusal_) {
      result.reason = refusal_->first;
      result.where = refusal_->second;
      return result;
    }
    result.uniform_slots = std::move(uniform_);
    return result;
  }

 private:
  void Refuse(std::string reason, SourceRange where) {
    if (!refusal_) refusal_ = {std::move(reason), where};
  }

  // Whether `expr` may differ between the lanes of one GPU thread.
  bool Varies(const Expr& expr) const {
    if (typed_.ConstantOf(expr)) return false;
    if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) {
      return varying_.contains(typed_.LoadSlot(*name));
    }
    if (const auto* subscript = llvm::dyn_cast<SubscriptExpr>(&expr)) {
      const Type* object = typed_.TypeOf(*subscript->object);
      if (object && object->is_array()) return true;  // an element: conservatively varying
    }
    if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&expr)) {
      const Type* object = typed_.TypeOf(*attribute->object);
      if (object && object->kind() == TypeKind::Module) {
        std::optional<ValueId> value =
            LookupValue(static_cast<ModuleId>(object->id()), attribute->name);
        return value && *value == ValueId::LaneId;
      }
      if (object && object->kind() == TypeKind::Dim3) {
        return object->id() == static_cast<uint32_t>(Dim3Id::ThreadIdx) ||
               object->id() == static_cast<uint32_t>(Dim3Id::BlockIdx);
      }
      if (object && object->is_array()) return false;  // its shape, size...
    }
    if (const auto* call = llvm::dyn_cast<CallExpr>(&expr)) {
      if (std::optional<BuiltinId> id = CalledBuiltin(typed_, *call)) {
        BuiltinFamily family = Info(*id).family;
        if (family == BuiltinFamily::Warp || family == BuiltinFamily::Grid) return true;
      }
    }
    bool varies = false;
    ForEachChild(expr, [&](const Expr& child) { varies = varies || Varies(child); });
    return varies;
  }

  void MarkTarget(const Expr& target, bool varies) {
    if (const auto* name = llvm::dyn_cast<NameExpr>(&target)) {
      int slot = typed_.StoreSlot(*name);
      if (varies && slot >= 0) varying_.insert(slot);
      return;
    }
    llvm::ArrayRef<Expr*> elements;
    if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&target)) elements = tuple->elements;
    if (const auto* list = llvm::dyn_cast<ListExpr>(&target)) elements = list->elements;
    for (const Expr* element : elements) MarkTarget(*element, varies);
  }

  // Whether a loop's body leaves it or skips ahead (`break`, `continue`)
  // under a condition that varies: its lanes then run different trips.
  bool JumpsWhenVarying(llvm::ArrayRef<Stmt*> body, bool varies) const {
    for (const Stmt* stmt : body) {
      if (typed_.IsDead(*stmt)) continue;
      if (llvm::isa<BreakStmt>(*stmt) || llvm::isa<ContinueStmt>(*stmt)) {
        if (varies) return true;
        continue;
      }
      if (const auto* branch = llvm::dyn_cast<IfStmt>(stmt)) {
        bool inner = varies;
        for (const IfClause& clause : branch->clauses) {
          inner = inner || Varies(*clause.condition);
          if (JumpsWhenVarying(clause.body, inner)) return true;
        }
        if (JumpsWhenVarying(branch->else_body, inner)) return true;
      }
    }
    return false;
  }

  void Uniformity(llvm::ArrayRef<Stmt*> body, bool control_varies) {
    for (const Stmt* stmt : body) {
      if (!typed_.IsDead(*stmt)) Uniformity(*stmt, control_varies);
    }
  }

  void Uniformity(const Stmt& stmt, bool control_varies) {
    switch (stmt.kind()) {
      case NodeKind::AssignStmt: {
        const auto& assign = llvm::cast<AssignStmt>(stmt);
        bool varies = control_varies || Varies(*assign.value);
        for (const Expr* target : assign.targets) MarkTarget(*target, varies);
        return;
      }
      case NodeKind::AugAssignStmt: {
        const auto& assign = llvm::cast<AugAssignStmt>(stmt);
        MarkTarget(*assign.target,
                   control_varies || Varies(*assign.value) || Varies(*assign.target));
        return;
      }
      case NodeKind::AnnAssignStmt: {
        const auto& assign = llvm::cast<AnnAssignStmt>(stmt);
        MarkTarget(*assign.target, control_varies || (assign.value && Varies(*assign.value)));
        return;
      }
      case NodeKind::IfStmt: {
        const auto& branch = llvm::cast<IfStmt>(stmt);
        bool varies = control_varies;
        for (const IfClause& clause : branch.clauses) {
          varies = varies || Varies(*clause.condition);
          Uniformity(clause.body, varies);
        }
        return Uniformity(branch.else_body, varies);
      }
      case NodeKind::WhileStmt: {
        const auto& loop = llvm::cast<WhileStmt>(stmt);
        bool varies = control_varies || Varies(*loop.condition) ||
                      JumpsWhenVarying(loop.body, /*varies=*/false);
        Uniformity(loop.body, varies);
        return Uniformity(loop.else_body, varies);
      }
      case NodeKind::ForStmt: {
        const auto& loop = llvm::cast<ForStmt>(stmt);
        bool varies = control_varies || Varies(*loop.iterable) ||
                      JumpsWhenVarying(loop.body, /*varies=*/false);
        MarkTarget(*loop.target, varies);
        Uniformity(loop.body, varies);
        return Uniformity(loop.else_body, varies);
      }
      default:
        return;
    }
  }

  void Lockstep(llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* stmt : body) {
      if (!typed_.IsDead(*stmt) && RunsInLockstep(typed_, uniform_, *stmt)) Lockstep(*stmt);
    }
  }

  // A statement that runs once for all lanes.
  void Lockstep(const Stmt& stmt) {
    switch (stmt.kind()) {
      case NodeKind::ExprStmt:
      case NodeKind::AssignStmt:
      case NodeKind::AugAssignStmt:
      case NodeKind::AnnAssignStmt:
        if (!ContainsWarpCall(typed_, stmt)) return OnlyUniformTargets(stmt);
        return ForEachOwnExpr(stmt, [&](const Expr& expr) { CheckWarpCalls(expr); });
      case NodeKind::BreakStmt:
      case NodeKind::ContinueStmt:
        return;
      case NodeKind::IfStmt: {
        const auto& branch = llvm::cast<IfStmt>(stmt);
        for (const IfClause& clause : branch.clauses) {
          UniformCondition(*clause.condition);
          Lockstep(clause.body);
        }
        return Lockstep(branch.else_body);
      }
      case NodeKind::WhileStmt: {
        const auto& loop = llvm::cast<WhileStmt>(stmt);
        return LockstepLoop(stmt, *loop.condition, loop.body, loop.else_body);
      }
      case NodeKind::ForStmt: {
        const auto& loop = llvm::cast<ForStmt>(stmt);
        return LockstepLoop(stmt, *loop.iterable, loop.body, loop.else_body);
      }
      default:
        return Refuse("has a warp function in a statement that cannot run in lock step",
                      stmt.range());
    }
  }

  // A `while` (`condition`) or `for` (its iterable) run once for all lanes.
  void LockstepLoop(const Stmt& loop, const Expr& condition, llvm::ArrayRef<Stmt*> body,
                    llvm::ArrayRef<Stmt*> else_body) {
    UniformCondition(condition);
    if (JumpsWhenVarying(body, false)) {
      Refuse("leaves a loop with a warp function under a condition that differs between threads",
             loop.range());
    }
    Lockstep(body);
    Lockstep(else_body);
  }

  // A statement that assigns a uniform variable runs once for all lanes:
  // it must assign nothing else.
  void OnlyUniformTargets(const Stmt& stmt) {
    bool others = false;
    std::function<void(const Expr&)> target = [&](const Expr& expr) {
      if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) {
        others = others || !uniform_.contains(typed_.StoreSlot(*name));
      } else if (llvm::isa<TupleExpr>(expr) || llvm::isa<ListExpr>(expr)) {
        ForEachChild(expr, target);
      } else {
        others = true;
      }
    };
    if (const auto* assign = llvm::dyn_cast<AssignStmt>(&stmt)) {
      for (const Expr* expr : assign->targets) target(*expr);
    } else if (const auto* assign = llvm::dyn_cast<AugAssignStmt>(&stmt)) {
      target(*assign->target);
    } else if (const auto* assign = llvm::dyn_cast<AnnAssignStmt>(&stmt)) {
      target(*assign->target);
    }
    if (others) {
      Refuse("assigns a variable the same in all threads and another thing in one statement",
             stmt.range());
    }
  }

  void UniformCondition(const Expr& condition) {
    if (ExprCallsWarp(typed_, condition)) {
      return Refuse("calls a warp function in a condition", condition.range());
    }
    if (Varies(condition)) {
      return Refuse("calls a warp function under a condition that differs between threads",
                    condition.range());
    }
  }

  // The warp calls in `expr`: shuffles of the whole warp, by a uniform
  // lane or delta.
  void CheckWarpCalls(const Expr& expr) {
    ForEachChild(expr, [&](const Expr& child) { CheckWarpCalls(child); });
    const auto* call = llvm::dyn_cast<CallExpr>(&expr);
    if (!call || !IsWarpCall(typed_, *call)) return;
    auto id = *CalledBuiltin(typed_, *call);
    bool shuffle = id == IdOf(WarpBuiltin::ShflSync) || id == IdOf(WarpBuiltin::ShflUpSync) ||
                   id == IdOf(WarpBuiltin::ShflDownSync) || id == IdOf(WarpBuiltin::ShflXorSync);
    if (!shuffle || call->args.size() != 3 || !call->keywords.empty()) {
      return Refuse("calls `" + QualifiedName(id) + "`, which lanes of a thread cannot share",
                    call->range());
    }
    const ConstValue* mask = typed_.ConstantOf(*call->args[0]);
    if (!mask || !mask->type() || !mask->type()->is_integer() ||
        (static_cast<uint64_t>(mask->as_int()) & 0xFFFFFFFFu) != 0xFFFFFFFFu) {
      return Refuse("shuffles with a mask other than 0xFFFFFFFF", call->args[0]->range());
    }
    if (Varies(*call->args[2])) {
      return Refuse("shuffles by a lane or delta that differs between threads",
                    call->args[2]->range());
    }
  }

  const TypedFunction& typed_;
  llvm::DenseSet<int> varying_;
  llvm::DenseSet<int> uniform_;  // once varying_ is known
  std::optional<std::pair<std::string, SourceRange>> refusal_;
};

// Whether `function` or a device function it calls uses a warp function
// or the lane id.
bool UsesWarp(const TypedFunction& function);

bool ExprUsesWarp(const TypedFunction& function, const Expr& expr) {
  if (const auto* call = llvm::dyn_cast<CallExpr>(&expr)) {
    if (IsWarpCall(function, *call)) return true;
    const TypedFunction* callee = function.CalleeOf(*call);
    if (callee && callee != &function && UsesWarp(*callee)) return true;
  }
  if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&expr)) {
    const Type* object = function.TypeOf(*attribute->object);
    if (object && object->kind() == TypeKind::Module) {
      std::optional<ValueId> value =
          LookupValue(static_cast<ModuleId>(object->id()), attribute->name);
      if (value && *value == ValueId::LaneId) return true;
    }
  }
  bool found = false;
  ForEachChild(expr, [&](const Expr& child) { found = found || ExprUsesWarp(function, child); });
  return found;
}

bool StatementsUseWarp(const TypedFunction& function, llvm::ArrayRef<Stmt*> body) {
  for (const Stmt* stmt : body) {
    bool found = false;
    ForEachOwnExpr(*stmt, [&](const Expr& expr) { found = found || ExprUsesWarp(function, expr); });
    ForEachNestedBody(*stmt, [&](llvm::ArrayRef<Stmt*> nested) {
      found = found || StatementsUseWarp(function, nested);
    });
    if (found) return true;
  }
  return false;
}

bool UsesWarp(const TypedFunction& function) {
  return StatementsUseWarp(function, function.def().body);
}

// The first call in `body` of a device function that uses warp functions.
std::optional<SourceRange> WarpDeviceCall(const TypedFunction& kernel, llvm::ArrayRef<Stmt*> body) {
  std::optional<SourceRange> found;
  std::function<void(const Expr&)> visit = [&](const Expr& expr) {
    if (found) return;
    if (const auto* call = llvm::dyn_cast<CallExpr>(&expr)) {
      const TypedFunction* callee = kernel.CalleeOf(*call);
      if (callee && UsesWarp(*callee)) found = call->range();
    }
    ForEachChild(expr, visit);
  };
  for (const Stmt* stmt : body) {
    ForEachOwnExpr(*stmt, visit);
    ForEachNestedBody(*stmt, [&](llvm::ArrayRef<Stmt*> nested) {
      if (!found) found = WarpDeviceCall(kernel, nested);
    });
  }
  return found;
}

}  // namespace

bool IsWarpCall(const TypedFunction& function, const CallExpr& call) {
  std::optional<BuiltinId> id = CalledBuiltin(function, call);
  return id && Info(*id).family == BuiltinFamily::Warp;
}

std::vector<const CallExpr*> OwnWarpCalls(const TypedFunction& function, const Stmt& stmt) {
  std::vector<const CallExpr*> calls;
  std::function<void(const Expr&)> visit = [&](const Expr& expr) {
    ForEachChild(expr, visit);
    const auto* call = llvm::dyn_cast<CallExpr>(&expr);
    if (call && IsWarpCall(function, *call)) calls.push_back(call);
  };
  ForEachOwnExpr(stmt, visit);
  return calls;
}

bool RunsInLockstep(const TypedFunction& kernel, const llvm::DenseSet<int>& uniform_slots,
                    const Stmt& stmt) {
  return ContainsWarpCall(kernel, stmt) || LeavesByJump(stmt) ||
         AssignsUniform(kernel, uniform_slots, stmt);
}

VirtualLanes AnalyzeVirtualLanes(const TypedFunction& kernel) {
  if (std::optional<SourceRange> call = WarpDeviceCall(kernel, kernel.def().body)) {
    VirtualLanes refused;
    refused.reason = "calls a device function that uses warp functions";
    refused.where = *call;
    return refused;
  }
  return LaneChecker(kernel).Run();
}

}  // namespace dslc
