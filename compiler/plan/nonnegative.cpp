#include "compiler/plan/nonnegative.h"

#include "compiler/parse/ast_walk.h"
#include "compiler/plan/slot_stores.h"
#include "compiler/plan/typed_visitor.h"
#include "compiler/types/builtins.h"

namespace dslc {
namespace {

// Whether `a` and `b` are spelled alike from the same variables (`tile`,
// `buf.shape[0]`, `7`).
bool Same(const TypedFunction& typed, const Expr& a, const Expr& b) {
  const ConstValue* ca = typed.ConstantOf(a);
  const ConstValue* cb = typed.ConstantOf(b);
  if (ca || cb)
    return ca && cb && ca->type() && cb->type() && ca->type()->is_integer() &&
           cb->type()->is_integer() && ca->as_int() == cb->as_int();
  if (a.kind() != b.kind()) return false;
  if (const auto* name = llvm::dyn_cast<NameExpr>(&a)) {
    return typed.LoadSlot(*name) == typed.LoadSlot(llvm::cast<NameExpr>(b));
  }
  if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&a)) {
    const auto& other = llvm::cast<AttributeExpr>(b);
    return attribute->name == other.name && Same(typed, *attribute->object, *other.object);
  }
  if (const auto* subscript = llvm::dyn_cast<SubscriptExpr>(&a)) {
    const auto& other = llvm::cast<SubscriptExpr>(b);
    return Same(typed, *subscript->object, *other.object) &&
           Same(typed, *subscript->index, *other.index);
  }
  return false;
}

// Whether `expr` (as Same compares) keeps its value while `stores` (a
// loop's assignments) run.
bool Invariant(const TypedFunction& typed, const Expr& expr,
               const llvm::DenseMap<int, int>& stores) {
  if (typed.ConstantOf(expr)) return true;
  if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) {
    return stores.lookup(typed.LoadSlot(*name)) == 0;
  }
  if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&expr)) {
    return Invariant(typed, *attribute->object, stores);
  }
  if (const auto* subscript = llvm::dyn_cast<SubscriptExpr>(&expr)) {
    return Invariant(typed, *subscript->object, stores) &&
           Invariant(typed, *subscript->index, stores);
  }
  return false;
}

class NonNegativeFinder : public StmtVisitor<NonNegativeFinder, void, bool>,
                          public ExprVisitor<NonNegativeFinder, bool> {
 public:
  explicit NonNegativeFinder(const TypedFunction& typed) : typed_(typed) {
    CollectStores(typed, typed.def().body, stores_);
  }

  llvm::DenseSet<uint32_t> Run() {
    Body(typed_.def().body, /*top=*/true);
    return std::move(found_);
  }

 private:
  friend StmtVisitor<NonNegativeFinder, void, bool>;
  friend ExprVisitor<NonNegativeFinder, bool>;

  // `top`: the statements of the function's body itself (not in a branch
  // or loop).
  void Body(llvm::ArrayRef<Stmt*> body, bool top) { VisitLiveBody(typed_, body, top); }

  // The statements, by kind (StmtVisitor); those without a hook (`raise`,
  // `assert`, `pass`...) have no array accesses worth the look.
  void VisitExprStmt(const ExprStmt& stmt, bool top) { Expression(*stmt.expr); }
  void VisitAssignStmt(const AssignStmt& assign, bool top) {
    Expression(*assign.value);
    for (const Expr* target : assign.targets) Expression(*target);
    if (top && assign.targets.size() == 1) Assigned(*assign.targets[0], *assign.value);
  }
  void VisitAugAssignStmt(const AugAssignStmt& aug, bool top) {
    Expression(*aug.target);
    Expression(*aug.value);
  }
  void VisitAnnAssignStmt(const AnnAssignStmt& ann, bool top) {
    Expression(*ann.target);
    if (!ann.value) return;
    Expression(*ann.value);
    if (top) Assigned(*ann.target, *ann.value);
  }
  void VisitIfStmt(const IfStmt& branch, bool top) {
    for (const IfClause& clause : branch.clauses) {
      Expression(*clause.condition);
      Body(clause.body, false);
    }
    Body(branch.else_body, false);
  }
  void VisitWhileStmt(const WhileStmt& loop, bool top) {
    Expression(*loop.condition);
    Body(loop.body, false);
    Body(loop.else_body, false);
  }
  void VisitReturnStmt(const ReturnStmt& ret, bool top) {
    if (ret.value) Expression(*ret.value);
  }

  // `target = value` in the body itself: a variable assigned nowhere else
  // holds `value` wherever it is read after it.
  void Assigned(const Expr& target, const Expr& value) {
    auto once = [&](const NameExpr& name) {
      int slot = typed_.StoreSlot(name);
      return stores_.lookup(slot) == 1 ? slot : -1;
    };
    if (const auto* name = llvm::dyn_cast<NameExpr>(&target)) {
      int slot = once(*name);
      if (slot < 0) return;
      // Known now, or later from what is known then of the variables it
      // reads, when they never change (`base = seg * seglen` inside a loop
      // over range(tid, seglen)).
      definitions_[slot] = {NonNegative(value), Stable(value) ? &value : nullptr};
      return;
    }
    // `x, y = cuda.grid(2)` (or cuda.gridsize(2)).
    const auto* tuple = llvm::dyn_cast<TupleExpr>(&target);
    const auto* call = llvm::dyn_cast<CallExpr>(&value);
    std::optional<BuiltinId> id = call ? CalledBuiltin(typed_, *call) : std::nullopt;
    if (!tuple || !id || Info(*id).family != BuiltinFamily::Grid) return;
    for (const Expr* element : tuple->elements) {
      const auto* name = llvm::dyn_cast<NameExpr>(element);
      int slot = name ? once(*name) : -1;
      if (slot >= 0) definitions_[slot] = {true, nullptr};
    }
  }

  // A `for` loop's body, knowing the range its variable lies in.
  void VisitForStmt(const ForStmt& loop, bool top) {
    Expression(*loop.iterable);
    const auto* target = llvm::dyn_cast<NameExpr>(loop.target);
    const Expr* stop = target ? RangeStop(*loop.iterable) : nullptr;
    llvm::DenseMap<int, int> in_loop;
    CollectStores(typed_, loop.body, in_loop);
    int slot = target ? typed_.StoreSlot(*target) : -1;
    if (!stop || in_loop.lookup(slot) != 0) {
      Body(loop.body, false);
      return Body(loop.else_body, false);
    }
    // The loop variable, assigned by the loop alone, lies in [start, stop);
    // `stop - j` needs a stop the loop leaves alone (else the range call
    // stands in, which no expression is Same as). A stop variable that
    // never changes is above start >= 0 wherever the body runs.
    const Expr* previous = range_stops_.lookup(slot);
    range_stops_[slot] = Invariant(typed_, *stop, in_loop) ? stop : loop.iterable;
    const auto* stop_name = llvm::dyn_cast<NameExpr>(stop);
    int stop_slot = stop_name && Stable(*stop) ? typed_.LoadSlot(*stop_name) : -1;
    bool new_positive = stop_slot >= 0 && positive_slots_.insert(stop_slot).second;
    Body(loop.body, false);
    if (new_positive) positive_slots_.erase(stop_slot);
    if (previous) {
      range_stops_[slot] = previous;
    } else {
      range_stops_.erase(slot);
    }
    Body(loop.else_body, false);
  }

  // The stop of `range(stop)`, `range(start, stop)` or `range(start, stop,
  // step)` with a non-negative start and step.
  const Expr* RangeStop(const Expr& iterable) {
    const auto* call = llvm::dyn_cast<CallExpr>(&iterable);
    if (!call || !call->keywords.empty()) return nullptr;
    if (CalledBuiltin(typed_, *call) != IdOf(PythonBuiltin::Range)) return nullptr;
    llvm::ArrayRef<Expr*> args = call->args;
    if (args.empty() || args.size() > 3) return nullptr;
    if (args.size() == 1) return args[0];
    if (!NonNegative(*args[0])) return nullptr;
    // A step of 0, which Python refuses, would leave j at start.
    if (args.size() == 3 && !NonNegative(*args[2])) return nullptr;
    return args[1];
  }

  // Records the non-negative indices of the subscripts and element
  // accesses in `expr`.
  void Expression(const Expr& expr) {
    if (const auto* subscript = llvm::dyn_cast<SubscriptExpr>(&expr)) {
      const Type* object = typed_.TypeOf(*subscript->object);
      if (object && object->is_array()) {
        for (const Expr* part : SubscriptParts(*subscript)) Index(*part);
      }
    } else if (const auto* call = llvm::dyn_cast<CallExpr>(&expr)) {
      // cuda.atomic.*(array, index, ...) and the cache-hinted loads.
      std::optional<BuiltinId> id = CalledBuiltin(typed_, *call);
      BuiltinFamily family = id ? Info(*id).family : BuiltinFamily::Python;
      if ((family == BuiltinFamily::Atomic || family == BuiltinFamily::CacheHint) &&
          call->args.size() >= 2) {
        if (const auto* tuple = llvm::dyn_cast<TupleExpr>(call->args[1])) {
          for (const Expr* element : tuple->elements) Index(*element);
        } else {
          Index(*call->args[1]);
        }
      }
    }
    ForEachChild(expr, [&](const Expr& child) { Expression(child); });
  }

  void Index(const Expr& index) {
    if (NonNegative(index)) found_.insert(index.id());
  }

  bool NonNegative(const Expr& expr) {
    const Type* type = typed_.TypeOf(expr);
    if (!type || !type->is_integer()) return false;
    if (!type->is_signed()) return true;
    if (const ConstValue* value = typed_.ConstantOf(expr)) return value->as_int() >= 0;
    return VisitExpr(expr);
  }

  // NonNegative of a signed integer that is not a constant, by kind of
  // expression (ExprVisitor); the kinds without a hook may be negative.
  bool VisitNameExpr(const NameExpr& name) { return NonNegativeVariable(typed_.LoadSlot(name)); }
  // `a.shape[k]`
  bool VisitSubscriptExpr(const SubscriptExpr& subscript) {
    const auto* shape = llvm::dyn_cast<AttributeExpr>(subscript.object);
    const Type* object = shape ? typed_.TypeOf(*shape->object) : nullptr;
    return object && object->is_array() && shape->name == "shape";
  }
  bool VisitUnaryExpr(const UnaryExpr& unary) {
    return unary.op == UnaryOp::Plus && NonNegative(*unary.operand);
  }
  bool VisitConditionalExpr(const ConditionalExpr& conditional) {
    return NonNegative(*conditional.then_value) && NonNegative(*conditional.else_value);
  }
  bool VisitOtherExpr(const Expr&) { return false; }

  bool NonNegativeVariable(int slot) {
    if (range_stops_.count(slot) || positive_slots_.contains(slot)) return true;
    auto it = definitions_.find(slot);
    if (it == definitions_.end()) return false;
    const Definition& definition = it->second;
    if (definition.nonnegative) return true;
    if (!definition.value || depth_ > kMaxDepth) return false;
    ++depth_;
    bool now = NonNegative(*definition.value);
    --depth_;
    return now;
  }

  // Whether every variable `expr` reads holds one value all along: a
  // parameter never assigned, or a variable assigned once.
  bool Stable(const Expr& expr) {
    if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) {
      return stores_.lookup(typed_.LoadSlot(*name)) <= 1;
    }
    bool stable = true;
    ForEachChild(expr, [&](const Expr& child) { stable = stable && Stable(child); });
    return stable;
  }

  // NonNegative of `threadIdx.x`, `a.size`, `cuda.laneid`...
  bool VisitAttributeExpr(const AttributeExpr& attribute) {
    const Type* object = typed_.TypeOf(*attribute.object);
    if (!object) return false;
    switch (object->kind()) {
      case TypeKind::Dim3:  // threadIdx.x, blockDim.y...
        return true;
      case TypeKind::Array:
        return attribute.name == "size" || attribute.name == "ndim";
      case TypeKind::Module: {
        std::optional<ValueId> value =
            LookupValue(static_cast<ModuleId>(object->id()), attribute.name);
        return value == ValueId::LaneId || value == ValueId::WarpSize;
      }
      default:
        return false;
    }
  }

  // NonNegative of `cuda.grid(1)`, `len(a)`, `min(...)`...
  bool VisitCallExpr(const CallExpr& call) {
    std::optional<BuiltinId> id = CalledBuiltin(typed_, call);
    if (!id) return false;
    if (Info(*id).family == BuiltinFamily::Grid) return true;  // cuda.grid(1), gridsize(1)
    if (*id == IdOf(PythonBuiltin::Len) || *id == IdOf(PythonBuiltin::Abs)) return true;
    bool min = *id == IdOf(PythonBuiltin::Min);
    if (!min && *id != IdOf(PythonBuiltin::Max)) return false;
    if (call.args.empty()) return false;
    for (const Expr* arg : call.args) {
      if (NonNegative(*arg) != min) return !min;  // max: any one; min: every one
    }
    return min;
  }

  // NonNegative of `a + b`, `a % b`, `stop - j`...
  bool VisitBinaryExpr(const BinaryExpr& binary) {
    switch (binary.op) {
      case BinaryOp::Add:
      case BinaryOp::Mul:
      case BinaryOp::FloorDiv:
      case BinaryOp::BitOr:
      case BinaryOp::BitXor:
        return NonNegative(*binary.lhs) && NonNegative(*binary.rhs);
      case BinaryOp::Mod:  // the sign of the divisor
        return NonNegative(*binary.rhs);
      case BinaryOp::BitAnd:
        return NonNegative(*binary.lhs) || NonNegative(*binary.rhs);
      case BinaryOp::RShift:
        return NonNegative(*binary.lhs);
      case BinaryOp::Sub:
        return StopMinusLoopVariable(binary);
      default:
        return false;
    }
  }

  // `stop - j` or `stop - 1 - j` in the loop of `j` over range(..., stop):
  // j < stop.
  bool StopMinusLoopVariable(const BinaryExpr& sub) {
    const auto* variable = llvm::dyn_cast<NameExpr>(sub.rhs);
    if (!variable) return false;
    const Expr* stop = range_stops_.lookup(typed_.LoadSlot(*variable));
    if (!stop) return false;
    if (Same(typed_, *sub.lhs, *stop)) return true;
    const auto* minus = llvm::dyn_cast<BinaryExpr>(sub.lhs);
    if (!minus || minus->op != BinaryOp::Sub) return false;
    const ConstValue* one = typed_.ConstantOf(*minus->rhs);
    return one && one->type() && one->type()->is_integer() && one->as_int() >= 0 &&
           one->as_int() <= 1 && Same(typed_, *minus->lhs, *stop);
  }

  // A variable assigned once, in the body itself: whether its value was
  // known non-negative there, and the value when it reads only variables
  // that never change (null otherwise).
  struct Definition {
    bool nonnegative = false;
    const Expr* value = nullptr;
  };
  // Definitions refer to earlier ones only; the bound is a guard.
  static constexpr int kMaxDepth = 16;

  const TypedFunction& typed_;
  llvm::DenseMap<int, int> stores_;  // slot -> assignments in the function
  llvm::DenseMap<int, Definition> definitions_;
  llvm::DenseMap<int, const Expr*> range_stops_;  // loop variables in their loops
  llvm::DenseSet<int> positive_slots_;            // range stops, in their loops
  llvm::DenseSet<uint32_t> found_;
  int depth_ = 0;
};

}  // namespace

llvm::DenseSet<uint32_t> FindNonNegativeIndices(const TypedFunction& function) {
  return NonNegativeFinder(function).Run();
}

}  // namespace dslc
