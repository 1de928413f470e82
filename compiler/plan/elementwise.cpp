#include "compiler/plan/elementwise.h"

#include <algorithm>
#include <optional>

#include "compiler/parse/ast_walk.h"
#include "compiler/plan/slot_stores.h"
#include "compiler/plan/typed_visitor.h"
#include "compiler/plan/virtual_lanes.h"
#include "compiler/types/builtins.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/bit.h"

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
std::optional<std::string> BuiltinRefusal(BuiltinId id, bool in_kernel) {
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
    case BuiltinFamily::Grid:
      if (!in_kernel) return "a device function calls " + name;
      if (id != IdOf(GridBuiltin::Grid)) return "calls " + name;
      return std::nullopt;
    // A block of a coarsened kernel runs with the warps of the launch's:
    // warp functions see the lanes they would have (but see `return`s,
    // FunctionChecker::Statement).
    case BuiltinFamily::Warp:
      return std::nullopt;
    case BuiltinFamily::Array:
    case BuiltinFamily::ArrayMethod:
    case BuiltinFamily::ConstMemory:
    case BuiltinFamily::Barrier:
    case BuiltinFamily::Atomic:
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

// n when `expr` is `cuda.grid(n)`, else 0.
int64_t GridDimensions(const TypedFunction& typed, const Expr& expr) {
  const auto* call = llvm::dyn_cast<CallExpr>(&expr);
  if (!call) return 0;
  const Type* callee = typed.TypeOf(*call->callee);
  if (!callee || callee->kind() != TypeKind::Builtin ||
      callee->id() != static_cast<uint32_t>(IdOf(GridBuiltin::Grid)) || call->args.size() != 1)
    return 0;
  const ConstValue* ndim = typed.ConstantOf(*call->args[0]);
  return ndim ? ndim->as_int() : 0;
}

// `cuda.grid(1)`, or `threadIdx.x + blockIdx.x * blockDim.x` in any order.
bool IsThreadPosition(const TypedFunction& typed, const Expr& expr) {
  if (llvm::isa<CallExpr>(expr)) return GridDimensions(typed, expr) == 1;
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

// Walks one function's body, checking the rules (elementwise.h). For the
// kernel (`in_kernel`) it also records each array access.
class FunctionChecker : public StmtVisitor<FunctionChecker>, public ExprVisitor<FunctionChecker> {
 public:
  FunctionChecker(const TypedFunction& typed, bool in_kernel, ElementwisePlan& plan)
      : typed_(typed), in_kernel_(in_kernel), plan_(plan) {}

  std::optional<Refusal> Check() {
    if (in_kernel_) FindThreadPosition();
    dims = position_dims_;
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

  // A complex `/` ends the thread at a zero divisor, as Numba's
  // ZeroDivisionError does, and a coarsened thread runs several positions:
  // ending it would skip the positions after this one.
  static constexpr const char* kComplexDivision =
      "divides complex numbers, which ends the thread at a zero divisor";
  static bool DividesComplex(BinaryOp op, const Type* type) {
    return op == BinaryOp::Div && type && type->is_complex();
  }

  friend StmtVisitor<FunctionChecker>;
  friend ExprVisitor<FunctionChecker>;

  void Refuse(std::string reason, SourceRange where) {
    if (!refusal_) refusal_ = Refusal{std::move(reason), where};
  }

  // `i = <thread position>` or `x, y = cuda.grid(2)` as a statement of the
  // body itself (not in a branch or loop), so that every later read of its
  // slots sees it.
  void FindThreadPosition() {
    for (const Stmt* stmt : typed_.def().body) {
      const auto* assign = llvm::dyn_cast<AssignStmt>(stmt);
      if (!assign || assign->targets.size() != 1) continue;
      if (const auto* name = llvm::dyn_cast<NameExpr>(assign->targets[0])) {
        if (!IsThreadPosition(typed_, *assign->value)) continue;
        position_slots_[0] = typed_.StoreSlot(*name);
        position_dims_ = 1;
      } else if (const auto* tuple = llvm::dyn_cast<TupleExpr>(assign->targets[0])) {
        if (tuple->elements.size() != 2 || GridDimensions(typed_, *assign->value) != 2) continue;
        const auto* x = llvm::dyn_cast<NameExpr>(tuple->elements[0]);
        const auto* y = llvm::dyn_cast<NameExpr>(tuple->elements[1]);
        if (!x || !y) continue;
        position_slots_[0] = typed_.StoreSlot(*x);
        position_slots_[1] = typed_.StoreSlot(*y);
        position_dims_ = 2;
      } else {
        continue;
      }
      position_end_ = assign->range().end;
      return;
    }
  }

  void Body(llvm::ArrayRef<Stmt*> body) { VisitLiveBody(typed_, body); }

  // The statements, by kind (StmtVisitor).
  void VisitExprStmt(const ExprStmt& stmt) { Value(*stmt.expr); }
  void VisitAssignStmt(const AssignStmt& assign) {
    Value(*assign.value);
    for (const Expr* target : assign.targets) Target(*target, /*also_read=*/false);
  }
  void VisitAugAssignStmt(const AugAssignStmt& assign) {
    if (DividesComplex(assign.op, typed_.TypeOf(*assign.target))) {
      return Refuse(kComplexDivision, assign.op_range);
    }
    Value(*assign.value);
    Target(*assign.target, /*also_read=*/true);
  }
  void VisitAnnAssignStmt(const AnnAssignStmt& assign) {
    if (assign.value) Value(*assign.value);
    Target(*assign.target, /*also_read=*/false);
  }
  void VisitIfStmt(const IfStmt& branch) {
    for (const IfClause& clause : branch.clauses) {
      Value(*clause.condition);
      Body(clause.body);
    }
    Body(branch.else_body);
  }
  void VisitWhileStmt(const WhileStmt& loop) {
    Value(*loop.condition);
    Body(loop.body);
    Body(loop.else_body);
  }
  void VisitForStmt(const ForStmt& loop) {
    Value(*loop.iterable);
    Target(*loop.target, /*also_read=*/false);
    Body(loop.body);
    Body(loop.else_body);
  }
  void VisitReturnStmt(const ReturnStmt& ret) {
    if (in_kernel_ && !kernel_return) kernel_return = ret.range();
    if (ret.value) Value(*ret.value);
  }
  void VisitRaiseStmt(const RaiseStmt& raise) {
    Refuse("has a `raise`, which ends the thread", raise.range());
  }
  void VisitAssertStmt(const AssertStmt& assert_stmt) {
    Refuse("has an `assert`, which ends the thread", assert_stmt.range());
  }
  void VisitBreakStmt(const BreakStmt&) {}
  void VisitContinueStmt(const ContinueStmt&) {}
  void VisitPassStmt(const PassStmt&) {}
  // Definitions, imports and unsupported constructs, which a typed body
  // does not hold, and any kind without a hook above.
  void VisitOtherStmt(const Stmt& stmt) { Refuse("has a statement it cannot check", stmt.range()); }

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
    if (!refusal_) VisitExpr(expr);
  }

  // The values, by kind (ExprVisitor).
  void VisitSubscriptExpr(const SubscriptExpr& subscript) {
    Subscript(subscript, /*write=*/false, /*also_read=*/true);
  }
  void VisitNameExpr(const NameExpr& name) {
    const Type* type = typed_.TypeOf(name);
    if (type && ContainsArray(type)) {
      Refuse("uses an array other than by indexing it", name.range());
    }
  }
  void VisitBinaryExpr(const BinaryExpr& binary) {
    if (RefusesArrayValue(binary)) return;
    if (DividesComplex(binary.op, typed_.TypeOf(binary))) {
      return Refuse(kComplexDivision, binary.op_range);
    }
    ForEachChild(binary, [&](const Expr& child) { Value(child); });
  }
  void VisitOtherExpr(const Expr& expr) {
    if (RefusesArrayValue(expr)) return;
    ForEachChild(expr, [&](const Expr& child) { Value(child); });
  }

  // Refuses `expr`, an operation (not a name, subscript, attribute or call),
  // when its value is an array, which only indexing may use; whether it did.
  bool RefusesArrayValue(const Expr& expr) {
    const Type* type = typed_.TypeOf(expr);
    if (!type || !type->is_array()) return false;
    Refuse("uses an array other than by indexing it", expr.range());
    return true;
  }

  // `object.name`: an array's extent, the thread's position, `cuda.laneid`...
  void VisitAttributeExpr(const AttributeExpr& attribute) {
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
        if (object->id() != static_cast<uint32_t>(Dim3Id::BlockDim) && !thread_index_use) {
          thread_index_use = attribute.range();
        }
        return;
      case TypeKind::Module:
        if (std::optional<ValueId> value =
                LookupValue(static_cast<ModuleId>(object->id()), attribute.name)) {
          if (*value == ValueId::WarpSize) return;
          if (*value == ValueId::LaneId) return NoteWarpUse(attribute.range());
          return Refuse("reads `cuda." + attribute.name.str() + "`", attribute.range());
        }
        return;
      default:
        return Value(*attribute.object);
    }
  }

  // A call of a builtin, of a device function (checked in turn), or of a
  // number or vector type.
  void VisitCallExpr(const CallExpr& call) {
    const Type* callee = typed_.TypeOf(*call.callee);
    if (callee && callee->kind() == TypeKind::Builtin) {
      auto id = static_cast<BuiltinId>(callee->id());
      if (std::optional<std::string> reason = BuiltinRefusal(id, in_kernel_)) {
        return Refuse(*reason, call.range());
      }
      BuiltinFamily family = Info(id).family;
      if (family == BuiltinFamily::Math || family == BuiltinFamily::Libdevice) ++plan_.math_calls;
      if (family == BuiltinFamily::Warp) NoteWarpUse(call.range());
      if (id == IdOf(PythonBuiltin::Len) && call.args.size() == 1 &&
          typed_.TypeOf(*call.args[0])->is_array()) {
        return;  // an extent: not an access
      }
    } else if (callee && callee->kind() == TypeKind::DeviceFunction) {
      if (const TypedFunction* function = typed_.CalleeOf(call)) {
        if (function->self_recursive()) {
          return Refuse("calls a recursive device function", call.range());
        }
        FunctionChecker callee_checker(*function, false, plan_);
        if (std::optional<Refusal> refusal = callee_checker.Check()) {
          return Refuse(refusal->reason, call.range());
        }
        if (callee_checker.warp_use) NoteWarpUse(call.range());
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
    if (object->layout() != Layout::C || !object->dtype()->is_scalar()) {
      return Refuse("indexes `" + object->name() + "`, not a C-contiguous array of numbers",
                    subscript.range());
    }
    std::optional<size_t> param = ArrayParameter(*subscript.object);
    if (!param) {
      return Refuse("indexes an array that is not one of its parameters", subscript.range());
    }
    ElementwiseArray& array = ArrayOf(*param, object);
    array.read = array.read || also_read;
    array.written = array.written || write;
    accesses.push_back({static_cast<size_t>(&array - plan_.arrays.data()),
                        TapOf(*subscript.index, object->ndim()), also_read, write, subscript.id(),
                        subscript.range()});
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

  // The component of the position `expr` reads (a name of it, after its
  // one assignment), or -1.
  int PositionComponent(const Expr& expr) {
    const auto* name = llvm::dyn_cast<NameExpr>(&expr);
    if (!name || expr.range().begin < position_end_) return -1;
    int slot = typed_.LoadSlot(*name);
    for (int c = 0; c < position_dims_; ++c) {
      if (slot == position_slots_[c] && stores_.lookup(slot) == 1) return c;
    }
    return -1;
  }

  // An integer constant of a reasonable size (an offset of a tap).
  std::optional<int64_t> SmallInteger(const Expr& expr) {
    const ConstValue* value = typed_.ConstantOf(expr);
    if (!value || !value->type() || !value->type()->is_integer()) return std::nullopt;
    int64_t number = value->as_int();
    if (number < -kMaxTapOffset || number > kMaxTapOffset) return std::nullopt;
    return number;
  }

  // `x`, `x + 2`, `2 + x`, `x - 2`, or a constant >= 0.
  std::optional<TapIndex> TapIndexOf(const Expr& expr) {
    if (int c = PositionComponent(expr); c >= 0) return TapIndex{c, 0};
    if (const auto* binary = llvm::dyn_cast<BinaryExpr>(&expr)) {
      if (binary->op != BinaryOp::Add && binary->op != BinaryOp::Sub) return std::nullopt;
      int c = PositionComponent(*binary->lhs);
      std::optional<int64_t> offset = SmallInteger(*binary->rhs);
      if (c < 0 && binary->op == BinaryOp::Add) {
        c = PositionComponent(*binary->rhs);
        offset = SmallInteger(*binary->lhs);
      }
      if (c < 0 || !offset) return std::nullopt;
      return TapIndex{c, binary->op == BinaryOp::Sub ? -*offset : *offset};
    }
    // A negative constant wraps around: not a tap.
    std::optional<int64_t> constant = SmallInteger(expr);
    if (constant && *constant >= 0) return TapIndex{-1, *constant};
    return std::nullopt;
  }

  // The tap `a[index]` is, for an array of `ndim` dimensions: empty when
  // it is not one, or reads no component of the position.
  std::vector<TapIndex> TapOf(const Expr& index, int ndim) {
    llvm::SmallVector<const Expr*, 3> elements;
    if (ndim == 1) {
      elements.push_back(&index);
    } else if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&index)) {
      elements.append(tuple->elements.begin(), tuple->elements.end());
    }
    if (elements.size() != static_cast<size_t>(ndim)) return {};
    std::vector<TapIndex> tap;
    bool reads_position = false;
    for (const Expr* element : elements) {
      std::optional<TapIndex> at = TapIndexOf(*element);
      if (!at) return {};
      reads_position = reads_position || at->component >= 0;
      tap.push_back(*at);
    }
    if (!reads_position) return {};
    return tap;
  }

  void NoteWarpUse(SourceRange where) {
    if (!warp_use) warp_use = where;
  }

  ElementwiseArray& ArrayOf(size_t param, const Type* type) {
    for (ElementwiseArray& array : plan_.arrays) {
      if (array.param == param) return array;
    }
    plan_.arrays.push_back({param, type});
    return plan_.arrays.back();
  }

 public:
  // Every access of a parameter array by the kernel, in order.
  struct Access {
    size_t array;              // into the plan's arrays
    std::vector<TapIndex> at;  // the tap it is, or empty
    bool read;
    bool write;
    uint32_t node;  // the subscript
    SourceRange where;
  };
  std::vector<Access> accesses;
  int dims = 0;  // of the position: 0 (none found), 1 or 2
  // The first `return` of the kernel, and the first warp function or lane
  // id it or a device function it calls reads.
  std::optional<SourceRange> kernel_return;
  std::optional<SourceRange> warp_use;
  // The first read of `cuda.threadIdx` or `cuda.blockIdx` in the kernel.
  std::optional<SourceRange> thread_index_use;

 private:
  const TypedFunction& typed_;
  bool in_kernel_;
  ElementwisePlan& plan_;
  llvm::DenseMap<int, int> stores_;   // slot -> assignments to it
  int position_slots_[2] = {-1, -1};  // x, y
  int position_dims_ = 0;
  uint32_t position_end_ = 0;
  std::optional<Refusal> refusal_;
};

// Whether `tap` is the thread's own element: each component of the
// position once, at offset 0 (`a[i]`, `a[y, x]`), so no other thread
// touches it.
bool IsOwnElement(const std::vector<TapIndex>& tap, int dims) {
  if (tap.size() != static_cast<size_t>(dims)) return false;
  bool seen[2] = {false, false};
  for (const TapIndex& index : tap) {
    if (index.component < 0 || index.offset != 0 || seen[index.component]) return false;
    seen[index.component] = true;
  }
  return true;
}

// The plan's taps from the kernel's accesses: every tap of an array it
// only reads; the own element of an array it writes and reads, which it
// must access nowhere else; the own element of an array it only writes
// (stored, not loaded: its extents still bound the fast path). Writes of
// an array it never reads may go anywhere.
std::optional<Refusal> PlanTaps(const TypedFunction& kernel, const FunctionChecker& checker,
                                ElementwisePlan& plan) {
  std::string position = checker.dims == 1 ? "`cuda.grid(1)`" : "`cuda.grid(2)`";
  std::vector<const std::vector<TapIndex>*> first_tap(plan.arrays.size(), nullptr);
  for (const FunctionChecker::Access& access : checker.accesses) {
    const ElementwiseArray& array = plan.arrays[access.array];
    std::string name = "`" + kernel.def().params[array.param].name.str() + "`";
    bool own = IsOwnElement(access.at, checker.dims);
    if (array.written && array.read) {
      const std::vector<TapIndex>*& first = first_tap[access.array];
      if (!own || (first && *first != access.at)) {
        return Refusal{access.write ? "writes " + name +
                                          ", which it also reads, at an element "
                                          "other than the thread's own of " +
                                          position
                                    : "writes " + name +
                                          " and reads it at an element other "
                                          "than the thread's own of " +
                                          position,
                       access.where};
      }
      if (!first) first = &access.at;
    }
    if (access.at.empty() || (array.written && !own)) continue;
    size_t tap = 0;
    while (tap < plan.taps.size() &&
           (plan.taps[tap].array != access.array || plan.taps[tap].index != access.at)) {
      ++tap;
    }
    if (tap == plan.taps.size()) plan.taps.push_back({access.array, access.at, false});
    plan.taps[tap].loaded = plan.taps[tap].loaded || array.read;
    plan.tap_accesses[access.node] = tap;
  }
  bool loads = std::any_of(plan.taps.begin(), plan.taps.end(),
                           [](const ElementwiseTap& tap) { return tap.loaded; });
  if (!loads) {
    return Refusal{
        "reads no array element at a fixed offset from its " + position + ": nothing to load ahead",
        kernel.def().name_range};
  }
  return std::nullopt;
}

// Whether a thread may run consecutive positions along x (ElementwisePlan::
// consecutive): a 2-D kernel that uses no warp function, reads the
// position only through cuda.grid, and indexes the last dimension of its
// arrays with x wherever a tap reads x, so that a thread's positions are
// consecutive elements in memory.
bool MayRunConsecutive(const FunctionChecker& checker, const ElementwisePlan& plan) {
  if (checker.dims != 2 || checker.warp_use || checker.thread_index_use) return false;
  return std::all_of(plan.taps.begin(), plan.taps.end(), [](const ElementwiseTap& tap) {
    for (size_t d = 0; d + 1 < tap.index.size(); ++d) {
      if (tap.index[d].component == 0) return false;
    }
    return true;
  });
}

// Whether a 1-D kernel with warp functions may run consecutive positions as
// the lanes of virtual warps (plan/virtual_lanes.h), its position read
// only through cuda.grid.
bool MayRunLanes(const FunctionChecker& checker) {
  return checker.dims == 1 && checker.warp_use && !checker.thread_index_use;
}

// The factor (ElementwisePlan::factor) for the plan's taps: threads of C
// blocks keep kCoarseningBytes in flight, one element of each array read;
// consecutive positions one vector, kVectorBytes of the narrowest array
// read (lanes of virtual warps kLaneVectors). Either way at most kMaxCoarsening, kMaxLoadsAhead
// over the loaded taps, and kMaxCoarseningWithMath with math calls.
int CoarseningFactor(const ElementwisePlan& plan, bool consecutive) {
  std::vector<bool> counted(plan.arrays.size(), false);
  int bytes = 0;  // one element of each array read
  int narrowest = kVectorBytes;
  int loads = 0;
  for (const ElementwiseTap& tap : plan.taps) {
    if (!tap.loaded) continue;
    ++loads;
    int size = static_cast<int>(plan.arrays[tap.array].type->dtype()->bits() / 8);
    narrowest = std::min(narrowest, size);
    if (counted[tap.array]) continue;
    counted[tap.array] = true;
    bytes += size;
  }
  int vectors = plan.lanes ? kLaneVectors : 1;
  int factor = consecutive ? vectors * kVectorBytes / std::max(narrowest, 1)
                           : (kCoarseningBytes + bytes - 1) / std::max(bytes, 1);
  factor = std::min({factor, kMaxCoarsening, std::max(kMaxLoadsAhead / std::max(loads, 1), 1)});
  if (plan.math_calls > 0) factor = std::min(factor, kMaxCoarseningWithMath);
  return std::max(factor, 1);
}

ElementwisePlan Refused(std::string reason, SourceRange where = {}) {
  ElementwisePlan plan;
  plan.reason = std::move(reason);
  plan.where = where;
  return plan;
}

}  // namespace

ElementwisePlan AnalyzeElementwise(const TypedProgram& program, bool coarsen, bool debug,
                                   const Optimizations& optimizations) {
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
  if (checker.dims == 0) {
    return Refused("takes its position from neither `cuda.grid(1)` nor `cuda.grid(2)`",
                   kernel.def().name_range);
  }
  // A thread of a coarsened kernel that returns goes on to its next
  // element, where its warp's other lanes are not: a warp function after
  // a `return` would wait for it at another call, or pair other lanes.
  if (checker.warp_use && checker.kernel_return) {
    return Refused(
        "has a `return` and uses a warp function (line " +
            std::to_string(kernel.info().source().GetLineColumn(checker.warp_use->begin).line) +
            ")",
        *checker.kernel_return);
  }
  if (std::optional<Refusal> refusal = PlanTaps(kernel, checker, plan)) {
    return Refused(refusal->reason, refusal->where);
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
  plan.dims = checker.dims;
  // Consecutive positions where one vector holds several of them (not for
  // 16-byte complex128, whose threads of 2 blocks still gain).
  // Lanes of virtual warps are consecutive positions too: off with them.
  bool consecutive = optimizations.enabled(Optimization::ConsecutivePositions);
  plan.consecutive = consecutive && MayRunConsecutive(checker, plan) &&
                     CoarseningFactor(plan, /*consecutive=*/true) > 1;
  if (consecutive && optimizations.enabled(Optimization::VirtualLanes) && MayRunLanes(checker) &&
      CoarseningFactor(plan, /*consecutive=*/true) > 1) {
    VirtualLanes lanes = AnalyzeVirtualLanes(kernel);
    if (lanes.reason.empty()) {
      plan.consecutive = plan.lanes = true;
      plan.uniform_slots = std::move(lanes.uniform_slots);
    }
  }
  plan.factor = CoarseningFactor(plan, plan.consecutive);
  // Lanes of a virtual warp: a power of two, so that its GPU threads
  // divide a warp.
  if (plan.lanes)
    plan.factor = static_cast<int>(llvm::bit_floor(static_cast<unsigned>(plan.factor)));
  if (plan.factor == 1) {
    return Refused("loads " + std::to_string(kCoarseningBytes) + " bytes per thread already",
                   kernel.def().name_range);
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
