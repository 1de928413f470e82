// The result of type inference for one function and one signature. The AST
// stays untouched; everything learned about it lives in side tables indexed
// by node id, so the same AST serves every signature.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "compiler/parse/ast.h"
#include "compiler/scope/module_scope.h"
#include "compiler/types/block_shape.h"
#include "compiler/types/constant.h"
#include "compiler/types/signature.h"
#include "compiler/types/types.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

namespace dslc {

// The storage of a local variable: all definitions that reach a common use
// share one slot (the web of an SSA phi), whose type unifies theirs. A name
// assigned twice in straight-line code gets two slots and may change type,
// as in Numba.
struct Slot {
  llvm::StringRef name;
  const Type* type = nullptr;
  SourceRange first_definition;
};

// An array a kernel allocates: `cuda.shared.array(shape, dtype)` (one per
// call expression and function specialisation, shared by the block) or
// `cuda.local.array(shape, dtype)` (per thread).
struct ArrayAllocation {
  enum class Space : uint8_t { Shared, Local };
  Space space = Space::Shared;
  const Type* dtype = nullptr;          // the element type, a scalar
  llvm::SmallVector<int64_t, 3> shape;  // constant extents, 1 to 3 of them
  // `cuda.shared.array(0, dtype)`: sized by the launch's dynamic shared
  // memory; every dynamic array starts at the same address, as in Numba.
  bool dynamic = false;
  uint64_t alignment = 0;  // `alignment=`, bytes; 0: the element's
  SourceRange where;       // the call

  int64_t elements() const;  // product of the shape; 0 if dynamic
  uint64_t bytes() const;    // elements() * item size
};

// A use of a feature that needs at least some GPU architecture, checked
// against the target once it is known (CheckArchitecture).
struct ArchRequirement {
  SourceRange where;
  int min_sm = 0;       // 60: compute capability 6.0
  std::string feature;  // "`cuda.atomic.add` on float64"
  int min_ptx = 0;      // 60: PTX ISA 6.0, when above the architecture's own minimum
};

// A read of a host program's array (ConstArray: constant or on the device)
// by its name.
struct ConstArrayRead {
  const ConstArray* array = nullptr;
  SourceRange where;  // the name
};

// How a `for` loop iterates.
// How a `for` loop iterates: Indexed runs an index over `enumerate` and
// `zip` of ranges, 1-D arrays and tuples (and of each other).
enum class LoopKind : uint8_t { Range, Tuple, Array, Indexed };

// What a function is typed for: the type of each parameter and, for a device
// function, the compile-time constant its call passes (a literal, a module
// constant, a tuple of them, an omitted parameter's default), if any. A
// device function is specialised per constant value, as Numba specialises
// it per literal type, where typing needs the value (else the constant is
// dropped: ProgramTyper::Generalize); such a parameter, and one holding a
// compile-time thing (a number class, a function), has no run-time value.
struct CallArgs {
  std::vector<const Type*> types;
  std::vector<std::optional<ConstValue>> constants;  // one per parameter

  // Arguments known only by their types (a kernel's signature).
  static CallArgs OfTypes(std::vector<const Type*> types);
  // The constants as text, for keys: two values of one type have one text
  // only when they are equal.
  std::vector<std::string> ConstantTexts() const;
};

// A specialisation's name in messages: `f(int64 = 32, float32[::1])`.
std::string SpecializationName(const FunctionInfo& info, const CallArgs& args);

class TypedFunction {
 public:
  TypedFunction(const FunctionInfo& info, CallArgs args) : info_(&info), args_(std::move(args)) {}

  const FunctionDefStmt& def() const { return *info_->def; }
  const FunctionInfo& info() const { return *info_; }
  const CallArgs& args() const { return args_; }
  llvm::ArrayRef<const Type*> param_types() const { return args_.types; }
  // The constant a parameter is specialised for, or null.
  const ConstValue* param_constant(size_t index) const {
    const std::optional<ConstValue>& constant = args_.constants[index];
    return constant ? &*constant : nullptr;
  }
  const Type* return_type() const { return return_type_; }
  const std::vector<Slot>& slots() const { return slots_; }
  // The slot each parameter's incoming value is stored in.
  int param_slot(size_t index) const { return param_slots_[index]; }

  const Type* TypeOf(const Expr& expr) const { return expr_types_.lookup(expr.id()); }
  // The value a compile-time constant expression folds to.
  const ConstValue* ConstantOf(const Expr& expr) const {
    auto it = constants_.find(expr.id());
    return it == constants_.end() ? nullptr : &it->second;
  }
  // The slot a name reads (a local variable), or -1 (a global): the slot
  // that all definitions reaching it share, which analyses reason about.
  int LoadSlot(const NameExpr& name) const { return SlotIn(load_slots_, name); }
  // The slot an assignment to a name writes (shared, as LoadSlot's).
  int StoreSlot(const NameExpr& name) const { return SlotIn(store_slots_, name); }
  // The slot lowering loads a read from: LoadSlot, or the value slot of the
  // one definition that reaches it (variables.h, value_slot_of_definition).
  int ReadSlot(const NameExpr& name) const {
    int value = SlotIn(value_read_slots_, name);
    return value >= 0 ? value : LoadSlot(name);
  }
  // The value slot an assignment also writes, or -1.
  int ValueSlot(const NameExpr& name) const { return SlotIn(value_store_slots_, name); }
  // A parameter's value slot, or -1.
  int param_value_slot(size_t index) const { return param_value_slots_[index]; }
  // The specialisation a device-function call runs.
  const TypedFunction* CalleeOf(const CallExpr& call) const {
    auto it = callees_.find(call.id());
    return it == callees_.end() ? nullptr : it->second;
  }
  // For a condition known at compile time (a constant): its truth.
  std::optional<bool> StaticCondition(const Expr& condition) const {
    auto it = static_conditions_.find(condition.id());
    if (it == static_conditions_.end()) return std::nullopt;
    return it->second;
  }
  LoopKind LoopKindOf(const ForStmt& loop) const { return loop_kinds_.lookup(loop.id()); }
  // Whether `expr` is an `enumerate` or `zip` call a loop runs over; its
  // type is then the type of the items it gives.
  bool IsIterator(const Expr& expr) const { return iterators_.contains(expr.id()); }
  // Statements control never reaches (after `return`, in a dead arm).
  bool IsDead(const Stmt& stmt) const { return dead_.contains(stmt.id()); }
  // The array a `cuda.shared.array` / `cuda.local.array` call allocates.
  const ArrayAllocation* AllocationOf(const CallExpr& call) const {
    auto it = allocations_.find(call.id());
    return it == allocations_.end() ? nullptr : &it->second;
  }
  // Every allocation of this function, in source order.
  std::vector<const ArrayAllocation*> Allocations() const;
  // The host program's array (constant or on the device) a name reads, or
  // null.
  const ConstArray* ConstArrayOf(const Expr& expr) const {
    auto it = const_arrays_.find(expr.id());
    return it == const_arrays_.end() ? nullptr : it->second.array;
  }
  // The host program's arrays this function (not its callees) reads, each
  // once, at its first read in source order.
  std::vector<ConstArrayRead> ConstArrays() const;
  // Features of this function (not its callees) that need a minimum GPU.
  const std::vector<ArchRequirement>& arch_requirements() const { return arch_requirements_; }
  // Whether this function calls itself (a device function given a
  // signature): it is then called, not inlined.
  bool self_recursive() const { return self_recursive_; }
  // Whether this function (not its callees) calls `cuda.cg.this_grid()`.
  bool uses_grid_group() const { return uses_grid_group_; }

 private:
  friend class FunctionTyper;
  friend class ProgramTyper;
  const FunctionInfo* info_;
  CallArgs args_;
  const Type* return_type_ = nullptr;
  std::vector<Slot> slots_;
  std::vector<int> param_slots_;
  static int SlotIn(const llvm::DenseMap<uint32_t, int32_t>& slots, const NameExpr& name) {
    auto it = slots.find(name.id());
    return it == slots.end() ? -1 : it->second;
  }

  // Keyed by node id: one function's nodes, so memory grows with the
  // function, not with the file.
  llvm::DenseMap<uint32_t, const Type*> expr_types_;
  llvm::DenseMap<uint32_t, int32_t> load_slots_;
  llvm::DenseMap<uint32_t, int32_t> store_slots_;
  llvm::DenseMap<uint32_t, int32_t> value_read_slots_;
  llvm::DenseMap<uint32_t, int32_t> value_store_slots_;
  std::vector<int> param_value_slots_;
  llvm::DenseMap<uint32_t, ConstValue> constants_;
  llvm::DenseMap<uint32_t, const TypedFunction*> callees_;
  llvm::DenseMap<uint32_t, bool> static_conditions_;
  llvm::DenseMap<uint32_t, LoopKind> loop_kinds_;
  llvm::DenseSet<uint32_t> iterators_;
  llvm::DenseSet<uint32_t> dead_;
  llvm::DenseMap<uint32_t, ArrayAllocation> allocations_;
  llvm::DenseMap<uint32_t, ConstArrayRead> const_arrays_;
  std::vector<ArchRequirement> arch_requirements_;
  bool self_recursive_ = false;
  bool uses_grid_group_ = false;
  // Per parameter: whether typing needed the constant it is specialised for
  // (a shape, a constant condition, a constant a callee needs), rather than
  // only folding it.
  std::vector<bool> constants_used_;
};

// Matches a call's arguments to a device function's parameters: one entry per
// parameter, the argument expression, or null where the default applies.
std::vector<const Expr*> MatchArguments(const FunctionDefStmt& callee, const CallExpr& call);

// The value of a parameter's default (a constant expression in the scope of
// `function`, whose parameter it is).
std::optional<ConstValue> DefaultArgument(const FunctionInfo& function, const Param& param);

// A kernel and every device-function specialisation it calls.
struct TypedProgram {
  const TypedFunction* kernel = nullptr;
  // Owned specialisations, callees before callers, the kernel last.
  std::vector<std::unique_ptr<TypedFunction>> functions;
  // A device function compiled on its own (InferDeviceEntry): what callers
  // get, the signature's return type or else the one inferred. Null for a
  // kernel.
  const Type* entry_result = nullptr;
  // The block its code is compiled for (cuda.coop's block collectives);
  // unknown when nothing depends on it.
  BlockShape block;
};

}  // namespace dslc
