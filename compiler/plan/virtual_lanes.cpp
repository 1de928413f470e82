#include "compiler/plan/virtual_lanes.h"

#include <functional>
#include <optional>

#include "compiler/parse/ast_walk.h"
#include "compiler/plan/slot_stores.h"
#include "compiler/plan/typed_visitor.h"
#include "compiler/types/builtins.h"

namespace dslc {
namespace {

// The expressions of `stmt` itself (ForEachOwnExpr) but a `raise`'s or an
// `assert`'s: an elementwise kernel and the device functions it calls have
// those only where control never reaches (elementwise.cpp refuses them
// elsewhere), and a warp function there changes nothing.
void ForEachLaneExpr(const Stmt& stmt, llvm::function_ref<void(const Expr&)> visit) {
  if (llvm::isa<RaiseStmt, AssertStmt>(stmt)) return;
  ForEachOwnExpr(stmt, visit);
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
  ForEachLaneExpr(stmt, [&](const Expr& expr) { found = found || ExprCallsWarp(typed, expr); });
  ForEachNestedBody(stmt, [&](llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* nested : body) found = found || ContainsWarpCall(typed, *nested);
  });
  return found;
}

// Whether a statement holds a `break` or `continue` of a loop around it
// (the statement itself being one included).
class JumpFinder : public StmtVisitor<JumpFinder, bool> {
 public:
  bool VisitBreakStmt(const BreakStmt&) { return true; }
  bool VisitContinueStmt(const ContinueStmt&) { return true; }
  // A loop's body's jumps are its own; its `else` runs after it.
  bool VisitWhileStmt(const WhileStmt& loop) { return AnyLeaves(loop.else_body); }
  bool VisitForStmt(const ForStmt& loop) { return AnyLeaves(loop.else_body); }
  bool VisitOtherStmt(const Stmt& stmt) {
    bool found = false;
    ForEachNestedBody(stmt, [&](llvm::ArrayRef<Stmt*> body) { found = found || AnyLeaves(body); });
    return found;
  }

 private:
  bool AnyLeaves(llvm::ArrayRef<Stmt*> body) {
    return llvm::any_of(body, [&](const Stmt* stmt) { return VisitStmt(*stmt); });
  }
};

bool LeavesByJump(const Stmt& stmt) { return JumpFinder().VisitStmt(stmt); }

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
  // `t: T` without a value declares `t` and assigns nothing.
  const auto* annotation = llvm::dyn_cast<AnnAssignStmt>(&stmt);
  if (!annotation || annotation->value) {
    ForEachTarget(
        stmt, [&](const Expr& target) { found = found || NamesSlotIn(typed, target, uniform); });
  }
  ForEachNestedBody(stmt, [&](llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* nested : body) found = found || AssignsUniform(typed, uniform, *nested);
  });
  return found;
}

// Whether a loop's body leaves it or skips ahead (`break`, `continue`) under
// a condition that varies: its lanes then run different trips. Each hook's
// `varies` says whether a condition around its statement does.
class VaryingJumps : public StmtVisitor<VaryingJumps, bool, bool> {
 public:
  VaryingJumps(const TypedFunction& typed, llvm::function_ref<bool(const Expr&)> condition_varies)
      : typed_(typed), condition_varies_(condition_varies) {}

  bool InBody(llvm::ArrayRef<Stmt*> body, bool varies) {
    for (const Stmt* stmt : LiveStmts(typed_, body)) {
      if (VisitStmt(*stmt, varies)) return true;
    }
    return false;
  }

  bool VisitBreakStmt(const BreakStmt&, bool varies) { return varies; }
  bool VisitContinueStmt(const ContinueStmt&, bool varies) { return varies; }
  bool VisitIfStmt(const IfStmt& branch, bool varies) {
    for (const IfClause& clause : branch.clauses) {
      varies = varies || condition_varies_(*clause.condition);
      if (InBody(clause.body, varies)) return true;
    }
    return InBody(branch.else_body, varies);
  }
  // A nested loop's jumps are its own; other statements do not jump.
  bool VisitOtherStmt(const Stmt&, bool) { return false; }

 private:
  const TypedFunction& typed_;
  llvm::function_ref<bool(const Expr&)> condition_varies_;
};

// The variables whose values may differ between the lanes of one GPU
// thread (virtual_lanes.h), and so the uniform ones.
class Uniformity : public StmtVisitor<Uniformity, void, bool> {
 public:
  explicit Uniformity(const TypedFunction& typed) : typed_(typed) {}

  // The slots no pass over the body finds varying.
  llvm::DenseSet<int> UniformSlots() {
    // Each pass can only add varying slots: repeat until none is added.
    size_t before = 0;
    do {
      before = varying_.size();
      Body(typed_.def().body, /*control_varies=*/false);
    } while (varying_.size() != before);
    llvm::DenseSet<int> uniform;
    for (int slot = 0; slot < static_cast<int>(typed_.slots().size()); ++slot) {
      if (!varying_.contains(slot)) uniform.insert(slot);
    }
    return uniform;
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

  // VaryingJumps of a loop's body.
  bool JumpsWhenVarying(llvm::ArrayRef<Stmt*> body) const {
    return VaryingJumps(typed_, [this](const Expr& condition) { return Varies(condition); })
        .InBody(body, /*varies=*/false);
  }

 private:
  friend StmtVisitor<Uniformity, void, bool>;

  // `control_varies`: whether a condition around `body` varies.
  void Body(llvm::ArrayRef<Stmt*> body, bool control_varies) {
    VisitLiveBody(typed_, body, control_varies);
  }

  // The statements that assign or hold others, by kind (StmtVisitor).
  void VisitAssignStmt(const AssignStmt& assign, bool control_varies) {
    bool varies = control_varies || Varies(*assign.value);
    for (const Expr* target : assign.targets) MarkTarget(*target, varies);
  }
  void VisitAugAssignStmt(const AugAssignStmt& assign, bool control_varies) {
    MarkTarget(*assign.target, control_varies || Varies(*assign.value) || Varies(*assign.target));
  }
  void VisitAnnAssignStmt(const AnnAssignStmt& assign, bool control_varies) {
    MarkTarget(*assign.target, control_varies || (assign.value && Varies(*assign.value)));
  }
  void VisitIfStmt(const IfStmt& branch, bool control_varies) {
    bool varies = control_varies;
    for (const IfClause& clause : branch.clauses) {
      varies = varies || Varies(*clause.condition);
      Body(clause.body, varies);
    }
    Body(branch.else_body, varies);
  }
  void VisitWhileStmt(const WhileStmt& loop, bool control_varies) {
    bool varies = control_varies || Varies(*loop.condition) || JumpsWhenVarying(loop.body);
    Body(loop.body, varies);
    Body(loop.else_body, varies);
  }
  void VisitForStmt(const ForStmt& loop, bool control_varies) {
    bool varies = control_varies || Varies(*loop.iterable) || JumpsWhenVarying(loop.body);
    MarkTarget(*loop.target, varies);
    Body(loop.body, varies);
    Body(loop.else_body, varies);
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

  const TypedFunction& typed_;
  llvm::DenseSet<int> varying_;
};

// Checks the statements of a kernel that run once for all lanes
// (RunsInLockstep) against the rules of virtual_lanes.h, once the uniform
// variables are known.
class LockstepChecker : public StmtVisitor<LockstepChecker> {
 public:
  LockstepChecker(const TypedFunction& typed, const Uniformity& uniformity,
                  const llvm::DenseSet<int>& uniform)
      : typed_(typed), uniformity_(uniformity), uniform_(uniform) {}

  // The first rule the kernel breaks, and where; none when it may run in
  // lock step.
  std::optional<std::pair<std::string, SourceRange>> Check() {
    Body(typed_.def().body);
    return refusal_;
  }

 private:
  friend StmtVisitor<LockstepChecker>;

  void Refuse(std::string reason, SourceRange where) {
    if (!refusal_) refusal_ = {std::move(reason), where};
  }

  void Body(llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* stmt : LiveStmts(typed_, body)) {
      if (RunsInLockstep(typed_, uniform_, *stmt)) VisitStmt(*stmt);
    }
  }

  // A statement that runs once for all lanes, by kind (StmtVisitor).
  void VisitExprStmt(const ExprStmt& stmt) { Simple(stmt); }
  void VisitAssignStmt(const AssignStmt& stmt) { Simple(stmt); }
  void VisitAugAssignStmt(const AugAssignStmt& stmt) { Simple(stmt); }
  void VisitAnnAssignStmt(const AnnAssignStmt& stmt) { Simple(stmt); }
  void VisitBreakStmt(const BreakStmt&) {}
  void VisitContinueStmt(const ContinueStmt&) {}
  void VisitIfStmt(const IfStmt& branch) {
    for (const IfClause& clause : branch.clauses) {
      UniformCondition(*clause.condition);
      Body(clause.body);
    }
    Body(branch.else_body);
  }
  void VisitWhileStmt(const WhileStmt& loop) {
    LockstepLoop(loop, *loop.condition, loop.body, loop.else_body);
  }
  void VisitForStmt(const ForStmt& loop) {
    LockstepLoop(loop, *loop.iterable, loop.body, loop.else_body);
  }
  void VisitOtherStmt(const Stmt& stmt) {
    Refuse("has a warp function in a statement that cannot run in lock step", stmt.range());
  }

  // An expression statement or an assignment: its warp calls, or without
  // one (it assigns a uniform variable) its targets.
  void Simple(const Stmt& stmt) {
    if (!ContainsWarpCall(typed_, stmt)) return OnlyUniformTargets(stmt);
    ForEachOwnExpr(stmt, [&](const Expr& expr) { CheckWarpCalls(expr); });
  }

  // A `while` (`condition`) or `for` (its iterable) run once for all lanes.
  void LockstepLoop(const Stmt& loop, const Expr& condition, llvm::ArrayRef<Stmt*> body,
                    llvm::ArrayRef<Stmt*> else_body) {
    UniformCondition(condition);
    if (uniformity_.JumpsWhenVarying(body)) {
      Refuse("leaves a loop with a warp function under a condition that differs between threads",
             loop.range());
    }
    Body(body);
    Body(else_body);
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
    ForEachTarget(stmt, target);
    if (others) {
      Refuse("assigns a variable the same in all threads and another thing in one statement",
             stmt.range());
    }
  }

  void UniformCondition(const Expr& condition) {
    if (ExprCallsWarp(typed_, condition)) {
      return Refuse("calls a warp function in a condition", condition.range());
    }
    if (uniformity_.Varies(condition)) {
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
    if (uniformity_.Varies(*call->args[2])) {
      return Refuse("shuffles by a lane or delta that differs between threads",
                    call->args[2]->range());
    }
  }

  const TypedFunction& typed_;
  const Uniformity& uniformity_;
  const llvm::DenseSet<int>& uniform_;
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
    ForEachLaneExpr(*stmt,
                    [&](const Expr& expr) { found = found || ExprUsesWarp(function, expr); });
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
    ForEachLaneExpr(*stmt, visit);
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
  ForEachLaneExpr(stmt, visit);
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
  Uniformity uniformity(kernel);
  llvm::DenseSet<int> uniform = uniformity.UniformSlots();
  VirtualLanes result;
  if (auto refusal = LockstepChecker(kernel, uniformity, uniform).Check()) {
    result.reason = refusal->first;
    result.where = refusal->second;
    return result;
  }
  result.uniform_slots = std::move(uniform);
  return result;
}

}  // namespace dslc
