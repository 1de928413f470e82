#include "compiler/sema/elementwise.h"

#include <algorithm>
#include <optional>

#include "compiler/parse/ast_walk.h"
#include "compiler/sema/builtins.h"
#include "llvm/ADT/DenseSet.h"

namespace dslc {
namespace {

// The first rule a function breaks, with where.
struct Refusal {
  std::string reason;
  SourceRange where;
};

// Whether a builtin may appear in an elementwise kernel or in a device
// function it calls: it must not read another thread's position, reach
// memory shared between threads, or end or stop the thread.
std::optional<std::string> BuiltinRefusal(BuiltinId id, const CallExpr& call,
                                          const TypedFunction& typed, bool in_kernel) {
  std::string name = "`" + QualifiedName(id) + "`";
  switch (Info(id).family) {
    case BuiltinFamily::Complex:
    case BuiltinFamily::Bits:
    case BuiltinFamily::Fp16:
    case BuiltinFamily::Libdevice:
    case BuiltinFamily::Math:
      return std::nullopt;
    case BuiltinFamily::Python:
      if (id == IdOf(PythonBuiltin::Print)) return "calls " + name;
      return std::nullopt;
    case BuiltinFamily::Grid: {
      if (!in_kernel) return "a device function calls " + name;
      if (id != IdOf(GridBuiltin::Grid)) return "calls " + name;
      const ConstValue* ndim = call.args.empty() ? nullptr : typed.ConstantOf(*call.args[0]);
      if (!ndim || ndim->as_int() != 1) return "calls `cuda.grid` for more than one dimension";
      return std::nullopt;
    }
    case BuiltinFamily::Array:
    case BuiltinFamily::ArrayMethod:
    case BuiltinFamily::ConstMemory:
    case BuiltinFamily::Barrier:
    case BuiltinFamily::Atomic:
    case BuiltinFamily::Warp:
    case BuiltinFamily::CacheHint:
    case BuiltinFamily::GridGroup:
    case BuiltinFamily::Internal:  // cuda.coop's library: collectives of the block or warp
      return "calls " + name;
  }
  return "calls " + name;
}

// Whether `expr` is `cuda.<dim3>.x`.
bool IsDim3X(const TypedFunction& typed, const Expr& expr, Dim3Id which) {
  const auto* attribute = llvm::dyn_cast<AttributeExpr>(&expr);
  if (!attribute || attribute->name != "x") return false;
  const Type* object = typed.TypeOf(*attribute->object);
  return object && object->kind() == TypeKind::Dim3 && object->id() == static_cast<uint32_t>(which);
}

// `cuda.grid(1)`, or `threadIdx.x + blockIdx.x * blockDim.x` in any order.
bool IsThreadPosition(const TypedFunction& typed, const Expr& expr) {
  if (const auto* call = llvm::dyn_cast<CallExpr>(&expr)) {
    const Type* callee = typed.TypeOf(*call->callee);
    if (!callee || callee->kind() != TypeKind::Builtin ||
        callee->id() != static_cast<uint32_t>(IdOf(GridBuiltin::Grid)) || call->args.size() != 1)
      return false;
    const ConstValue* ndim = typed.ConstantOf(*call->args[0]);
    return ndim && ndim->as_int() == 1;
  }
  const auto* sum = llvm::dyn_cast<BinaryExpr>(&expr);
  if (!sum || sum->op != BinaryOp::Add) return false;
  auto is_block_start = [&](const Expr& e) {
    const auto* product = llvm::dyn_cast<BinaryExpr>(&e);
    if (!product || product->op != BinaryOp::Mul) return false;
    return (IsDim3X(typed, *product->lhs, Dim3Id::BlockIdx) &&
            IsDim3X(typed, *product->rhs, Dim3Id::BlockDim)) ||
           (IsDim3X(typed, *product->lhs, Dim3Id::BlockDim) &&
            IsDim3X(typed, *product->rhs, Dim3Id::BlockIdx));
  };
  return (IsDim3X(typed, *sum->lhs, Dim3Id::ThreadIdx) && is_block_start(*sum->rhs)) ||
         (IsDim3X(typed, *sum->rhs, Dim3Id::ThreadIdx) && is_block_start(*sum->lhs));
}

// Every slot some statement of `body` (nested ones too) assigns.
void CollectStores(const TypedFunction& typed, llvm::ArrayRef<Stmt*> body,
                   llvm::DenseMap<int, int>& stores);

void CollectTargetStores(const TypedFunction& typed, const Expr& target,
                         llvm::DenseMap<int, int>& stores) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(&target)) {
    ++stores[typed.StoreSlot(*name)];
    return;
  }
  llvm::ArrayRef<Expr*> elements;
  if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&target)) elements = tuple->elements;
  if (const auto* list = llvm::dyn_cast<ListExpr>(&target)) elements = list->elements;
  for (const Expr* element : elements) CollectTargetStores(typed, *element, stores);
}

void CollectStores(const TypedFunction& typed, llvm::ArrayRef<Stmt*> body,
                   llvm::DenseMap<int, int>& stores) {
  for (const Stmt* stmt : body) {
    if (const auto* assign = llvm::dyn_cast<AssignStmt>(stmt)) {
      for (const Expr* target : assign->targets) CollectTargetStores(typed, *target, stores);
    } else if (const auto* aug = llvm::dyn_cast<AugAssignStmt>(stmt)) {
      CollectTargetStores(typed, *aug->target, stores);
    } else if (const auto* ann = llvm::dyn_cast<AnnAssignStmt>(stmt)) {
      CollectTargetStores(typed, *ann->target, stores);
    } else if (const auto* loop = llvm::dyn_cast<ForStmt>(stmt)) {
      CollectTargetStores(typed, *loop->target, stores);
      CollectStores(typed, loop->body, stores);
      CollectStores(typed, loop->else_body, stores);
    } else if (const auto* loop = llvm::dyn_cast<WhileStmt>(stmt)) {
      CollectStores(typed, loop->body, stores);
      CollectStores(typed, loop->else_body, stores);
    } else if (const auto* branch = llvm::dyn_cast<IfStmt>(stmt)) {
      for (const IfClause& clause : branch->clauses) CollectStores(typed, clause.body, stores);
      CollectStores(typed, branch->else_body, stores);
    }
  }
}

// Walks one function's body, checking the rules (elementwise.h). For the
// kernel (`in_kernel`) it also records each array access.
class FunctionChecker {
 public:
  FunctionChecker(const TypedFunction& typed, bool in_kernel, ElementwisePlan& plan)
      : typed_(typed), in_kernel_(in_kernel), plan_(plan) {}

  std::optional<Refusal> Check() {
    if (in_kernel_) FindThreadPosition();
    for (size_t p = 0; p < typed_.param_types().size(); ++p) {
      if (!in_kernel_ && ContainsArray(typed_.param_types()[p])) {
        return Refusal{"a device function it calls takes an array", typed_.def().name_range};
      }
    }
    CollectStores(typed_, typed_.def().body, stores_);
    Body(typed_.def().body);
    if (refusal_) return refusal_;
    return std::nullopt;
  }

 private:
  static bool ContainsArray(const Type* type) {
    if (type->is_array()) return true;
    if (!type->is_tuple()) return false;
    return std::any_of(type->elements().begin(), type->elements().end(), ContainsArray);
  }

  void Refuse(std::string reason, SourceRange where) {
    if (!refusal_) refusal_ = Refusal{std::move(reason), where};
  }

  // `i = <thread position>` as a statement of the body itself (not in a
  // branch or loop), so that every later read of its slot sees it.
  void FindThreadPosition() {
    for (const Stmt* stmt : typed_.def().body) {
      const auto* assign = llvm::dyn_cast<AssignStmt>(stmt);
      if (!assign || assign->targets.size() != 1) continue;
      const auto* name = llvm::dyn_cast<NameExpr>(assign->targets[0]);
      if (!name || !IsThreadPosition(typed_, *assign->value)) continue;
      position_slot_ = typed_.StoreSlot(*name);
      position_end_ = assign->range().end;
      return;
    }
  }

  void Body(llvm::ArrayRef<Stmt*> body) {
    for (const Stmt* stmt : body) {
      if (!typed_.IsDead(*stmt)) Statement(*stmt);
    }
  }

  void Statement(const Stmt& stmt) {
    switch (stmt.kind()) {
      case NodeKind::ExprStmt:
        return Value(*llvm::cast<ExprStmt>(stmt).expr);
      case NodeKind::AssignStmt: {
        const auto& assign = llvm::cast<AssignStmt>(stmt);
        Value(*assign.value);
        for (const Expr* target : assign.targets) Target(*target, /*also_read=*/false);
        return;
      }
      case NodeKind::AugAssignStmt: {
        const auto& assign = llvm::cast<AugAssignStmt>(stmt);
        Value(*assign.value);
        return Target(*assign.target, /*also_read=*/true);
      }
      case NodeKind::AnnAssignStmt: {
        const auto& assign = llvm::cast<AnnAssignStmt>(stmt);
        if (assign.value) Value(*assign.value);
        return Target(*assign.target, /*also_read=*/false);
      }
      case NodeKind::IfStmt: {
        const auto& branch = llvm::cast<IfStmt>(stmt);
        for (const IfClause& clause : branch.clauses) {
          Value(*clause.condition);
          Body(clause.body);
        }
        return Body(branch.else_body);
      }
      case NodeKind::WhileStmt: {
        const auto& loop = llvm::cast<WhileStmt>(stmt);
        Value(*loop.condition);
        Body(loop.body);
        return Body(loop.else_body);
      }
      case NodeKind::ForStmt: {
        const auto& loop = llvm::cast<ForStmt>(stmt);
        Value(*loop.iterable);
        Target(*loop.target, /*also_read=*/false);
        Body(loop.body);
        return Body(loop.else_body);
      }
      case NodeKind::ReturnStmt: {
        const auto& ret = llvm::cast<ReturnStmt>(stmt);
        if (ret.value) Value(*ret.value);
        return;
      }
      case NodeKind::RaiseStmt:
        return Refuse("has a `raise`, which ends the thread", stmt.range());
      case NodeKind::AssertStmt:
        return Refuse("has an `assert`, which ends the thread", stmt.range());
      case NodeKind::BreakStmt:
      case NodeKind::ContinueStmt:
      case NodeKind::PassStmt:
        return;
      case NodeKind::FunctionDefStmt:
      case NodeKind::ClassDefStmt:
      case NodeKind::ImportStmt:
      case NodeKind::ImportFromStmt:
      case NodeKind::SkippedStmt:
      case NodeKind::UnsupportedStmt:
        return Refuse("has a statement it cannot check", stmt.range());
#define DSLC_EXPR(Name) case NodeKind::Name##Expr:
#include "compiler/parse/node_kinds.def"
        return Refuse("has a statement it cannot check", stmt.range());
    }
  }

  // An assignment's target: a name, an array element, or a tuple of them.
  void Target(const Expr& target, bool also_read) {
    if (const auto* subscript = llvm::dyn_cast<SubscriptExpr>(&target)) {
      return Subscript(*subscript, /*write=*/true, also_read);
    }
    if (llvm::isa<NameExpr>(target)) {
      if (also_read) Value(target);
      return;
    }
    llvm::ArrayRef<Expr*> elements;
    if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&target)) {
      elements = tuple->elements;
    } else if (const auto* list = llvm::dyn_cast<ListExpr>(&target)) {
      elements = list->elements;
    } else {
      return Refuse("assigns to something other than a name or an array element", target.range());
    }
    for (const Expr* element : elements) Target(*element, also_read);
  }

  // An expression whose value is used.
  void Value(const Expr& expr) {
    if (refusal_) return;
    const Type* type = typed_.TypeOf(expr);
    switch (expr.kind()) {
      case NodeKind::SubscriptExpr:
        return Subscript(llvm::cast<SubscriptExpr>(expr), /*write=*/false, /*also_read=*/true);
      case NodeKind::AttributeExpr:
        return Attribute(llvm::cast<AttributeExpr>(expr));
      case NodeKind::CallExpr:
        return Call(llvm::cast<CallExpr>(expr));
      case NodeKind::NameExpr:
        if (type && ContainsArray(type)) {
          return Refuse("uses an array other than by indexing it", expr.range());
        }
        return;
      default:
        if (type && type->is_array()) {
          return Refuse("uses an array other than by indexing it", expr.range());
        }
        ForEachChild(expr, [&](const Expr& child) { Value(child); });
    }
  }

  void Attribute(const AttributeExpr& attribute) {
    const Type* object = typed_.TypeOf(*attribute.object);
    if (!object) return;
    switch (object->kind()) {
      case TypeKind::Array:
        return;  // `.size`, `.shape`...: not an access
      case TypeKind::Dim3:
        if (!in_kernel_) {
          return Refuse("a device function it calls reads the thread's position",
                        attribute.range());
        }
        if (object->id() == static_cast<uint32_t>(Dim3Id::GridDim)) {
          return Refuse("reads `cuda.gridDim`", attribute.range());
        }
        return;
      case TypeKind::Module:
        if (LookupValue(static_cast<ModuleId>(object->id()), attribute.name)) {
          return Refuse("reads `cuda." + attribute.name.str() + "`", attribute.range());
        }
        return;
      default:
        return Value(*attribute.object);
    }
  }

  void Call(const CallExpr& call) {
    const Type* callee = typed_.TypeOf(*call.callee);
    if (callee && callee->kind() == TypeKind::Builtin) {
      auto id = static_cast<BuiltinId>(callee->id());
      if (std::optional<std::string> reason = BuiltinRefusal(id, call, typed_, in_kernel_)) {
        return Refuse(*reason, call.range());
      }
      BuiltinFamily family = Info(id).family;
      if (family == BuiltinFamily::Math || family == BuiltinFamily::Libdevice) ++plan_.math_calls;
      if (id == IdOf(PythonBuiltin::Len) && call.args.size() == 1 &&
          typed_.TypeOf(*call.args[0])->is_array()) {
        return;  // an extent: not an access
      }
    } else if (callee && callee->kind() == TypeKind::DeviceFunction) {
      if (const TypedFunction* function = typed_.CalleeOf(call)) {
        if (function->self_recursive()) {
          return Refuse("calls a recursive device function", call.range());
        }
        if (std::optional<Refusal> refusal = FunctionChecker(*function, false, plan_).Check()) {
          return Refuse(refusal->reason, call.range());
        }
      }
    } else if (callee && callee->kind() != TypeKind::NumberClass &&
               callee->kind() != TypeKind::VectorClass) {
      return Refuse("calls something it cannot check", call.range());
    }
    for (const Expr* arg : call.args) Value(*arg);
    for (const KeywordArg& keyword : call.keywords) Value(*keyword.value);
  }

  // `a[index]`, read, written or both.
  void Subscript(const SubscriptExpr& subscript, bool write, bool also_read) {
    const Type* object = typed_.TypeOf(*subscript.object);
    if (!object || !object->is_array()) {
      Value(*subscript.object);
      return Value(*subscript.index);
    }
    Value(*subscript.index);
    // `a[1:][i]`: the view is refused where it is taken.
    if (!llvm::isa<NameExpr>(*subscript.object)) Value(*subscript.object);
    if (refusal_) return;
    if (typed_.TypeOf(subscript)->is_array()) {
      return Refuse("takes a view of an array", subscript.range());
    }
    if (const ConstArray* constant = typed_.ConstArrayOf(*subscript.object)) {
      if (constant->on_device) {
        return Refuse("indexes a device array the host program captured", subscript.range());
      }
      return;  // a constant array, read-only
    }
    if (!in_kernel_) {
      return Refuse("a device function it calls indexes an array", subscript.range());
    }
    if (object->ndim() != 1 || object->layout() != Layout::C || !object->dtype()->is_scalar()) {
      return Refuse("indexes `" + object->name() + "`, not a 1-D contiguous array of numbers",
                    subscript.range());
    }
    std::optional<size_t> param = ArrayParameter(*subscript.object);
    if (!param) {
      return Refuse("indexes an array that is not one of its parameters", subscript.range());
    }
    ElementwiseArray& array = ArrayOf(*param, object);
    bool at_thread = IsThreadIndex(*subscript.index);
    if (at_thread) {
      plan_.thread_accesses[subscript.id()] = static_cast<size_t>(&array - plan_.arrays.data());
      array.read_at_thread = array.read_at_thread || also_read;
    } else {
      other_accesses_.push_back({*param, subscript.range()});
    }
    if (!write) return;
    array.written = true;
    if (!at_thread) {
      Refuse("writes an array at an index other than the thread's `" +
                 (position_slot_ >= 0 ? typed_.slots()[position_slot_].name.str()
                                      : std::string("cuda.grid(1)")) +
                 "`",
             subscript.range());
    }
  }

  // The parameter a name of an array denotes, when its slot holds only the
  // parameter (no assignment stores to it).
  std::optional<size_t> ArrayParameter(const Expr& expr) {
    const auto* name = llvm::dyn_cast<NameExpr>(&expr);
    if (!name) return std::nullopt;
    int slot = typed_.LoadSlot(*name);
    if (slot < 0 || stores_.count(slot)) return std::nullopt;
    for (size_t p = 0; p < typed_.param_types().size(); ++p) {
      if (typed_.param_slot(p) == slot) return p;
    }
    return std::nullopt;
  }

  bool IsThreadIndex(const Expr& index) {
    const auto* name = llvm::dyn_cast<NameExpr>(&index);
    if (!name || position_slot_ < 0) return false;
    return typed_.LoadSlot(*name) == position_slot_ && stores_.lookup(position_slot_) == 1 &&
           index.range().begin >= position_end_;
  }

  ElementwiseArray& ArrayOf(size_t param, const Type* type) {
    for (ElementwiseArray& array : plan_.arrays) {
      if (array.param == param) return array;
    }
    plan_.arrays.push_back({param, type, false, false});
    return plan_.arrays.back();
  }

 public:
  // Accesses at another index than `i`: allowed on arrays never written.
  struct OtherAccess {
    size_t param;
    SourceRange where;
  };
  std::vector<OtherAccess> other_accesses_;

 private:
  const TypedFunction& typed_;
  bool in_kernel_;
  ElementwisePlan& plan_;
  llvm::DenseMap<int, int> stores_;  // slot -> assignments to it
  int position_slot_ = -1;
  uint32_t position_end_ = 0;
  std::optional<Refusal> refusal_;
};

ElementwisePlan Refused(std::string reason, SourceRange where = {}) {
  ElementwisePlan plan;
  plan.reason = std::move(reason);
  plan.where = where;
  return plan;
}

}  // namespace

ElementwisePlan AnalyzeElementwise(const TypedProgram& program, bool coarsen, bool debug) {
  if (!coarsen) return Refused("coarsening is off");
  if (debug) return Refused("debug mode checks each thread");
  const TypedFunction& kernel = *program.kernel;
  ElementwisePlan plan;
  // The arrays' addresses must stay valid while `plan.arrays` grows.
  plan.arrays.reserve(kernel.param_types().size());
  FunctionChecker checker(kernel, /*in_kernel=*/true, plan);
  if (std::optional<Refusal> refusal = checker.Check()) {
    return Refused(refusal->reason, refusal->where);
  }
  for (const FunctionChecker::OtherAccess& access : checker.other_accesses_) {
    for (const ElementwiseArray& array : plan.arrays) {
      if (array.param == access.param && array.written) {
        return Refused("writes `" + kernel.def().params[access.param].name.str() +
                           "` and reads it at an index other than the thread's",
                       access.where);
      }
    }
  }
  if (plan.thread_accesses.empty()) {
    return Refused("indexes no array at the thread's `cuda.grid(1)`", kernel.def().name_range);
  }
  // A body of many math functions is bound by its arithmetic, not by loads
  // in flight, and coarsening would compile it C + 1 times: damped_wave's
  // 8 calls took 1.91 TB/s as written and 2.13 coarsened on an H200, for
  // two to six times the compile time.
  if (plan.math_calls > kMaxMathCalls) {
    return Refused("calls " + std::to_string(plan.math_calls) +
                       " math functions: bound by arithmetic more than by memory",
                   kernel.def().name_range);
  }
  unsigned widest = 1;
  for (const auto& [node, array] : plan.thread_accesses) {
    widest = std::max(widest, plan.arrays[array].type->dtype()->bits() / 8);
  }
  plan.factor = std::clamp(kCoarseningBytes / static_cast<int>(widest), 1, kMaxCoarsening);
  if (plan.factor == 1) {
    return Refused("its elements are 16 bytes wide already", kernel.def().name_range);
  }
  return plan;
}

size_t KernelAbiParameterCount(llvm::ArrayRef<const Type*> params) {
  std::vector<const Type*> leaves;
  for (const Type* type : params) KernelAbiLeaves(type, &leaves);
  size_t count = 0;
  for (const Type* leaf : leaves) {
    if (leaf->is_scalar() || leaf->is_record()) {
      ++count;
      continue;
    }
    count += 1 + static_cast<size_t>(leaf->ndim()) * (leaf->layout() == Layout::A ? 2 : 1);
  }
  return count;
}

}  // namespace dslc
