// The result of type inference for one function and one signature. The AST
// stays untouched; everything learned about it lives in side tables indexed
// by node id, so the same AST serves every signature.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "compiler/parse/ast.h"
#include "compiler/sema/constant.h"
#include "compiler/sema/module_scope.h"
#include "compiler/sema/signature.h"
#include "compiler/sema/types.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

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

// How a `for` loop iterates.
enum class LoopKind : uint8_t { Range, Tuple, Array };

class TypedFunction {
 public:
  TypedFunction(const FunctionInfo& info, std::vector<const Type*> param_types)
      : info_(&info), param_types_(std::move(param_types)) {}

  const FunctionDefStmt& def() const { return *info_->def; }
  const FunctionInfo& info() const { return *info_; }
  llvm::ArrayRef<const Type*> param_types() const { return param_types_; }
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
  // The slot a name reads (a local variable), or -1 (a global).
  int LoadSlot(const NameExpr& name) const { return SlotIn(load_slots_, name); }
  // The slot an assignment to a name writes.
  int StoreSlot(const NameExpr& name) const { return SlotIn(store_slots_, name); }
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
  // Statements control never reaches (after `return`, in a dead arm).
  bool IsDead(const Stmt& stmt) const { return dead_.contains(stmt.id()); }

 private:
  friend class FunctionTyper;
  friend class ProgramTyper;
  const FunctionInfo* info_;
  std::vector<const Type*> param_types_;
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
  llvm::DenseMap<uint32_t, ConstValue> constants_;
  llvm::DenseMap<uint32_t, const TypedFunction*> callees_;
  llvm::DenseMap<uint32_t, bool> static_conditions_;
  llvm::DenseMap<uint32_t, LoopKind> loop_kinds_;
  llvm::DenseSet<uint32_t> dead_;
};

// Matches a call's arguments to a device function's parameters: one entry per
// parameter, the argument expression, or null where the default applies.
std::vector<const Expr*> MatchArguments(const FunctionDefStmt& callee, const CallExpr& call);

// The value of a parameter's default (a module-level constant expression).
std::optional<ConstValue> DefaultArgument(const ModuleScope& scope, const Param& param);

// A kernel and every device-function specialisation it calls.
struct TypedProgram {
  const TypedFunction* kernel = nullptr;
  // Owned specialisations, callees before callers, the kernel last.
  std::vector<std::unique_ptr<TypedFunction>> functions;
};

}  // namespace dslc
