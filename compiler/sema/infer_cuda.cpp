// Typing of numba.cuda's barriers, memory fences, warp primitives, bit and
// float intrinsics, and the grid group, after Numba-CUDA's cudadecl.py and
// intrinsics.py: the same argument types and the same result types.
#include "compiler/scope/module_members.h"
#include "compiler/sema/infer_impl.h"
#include "compiler/types/promotion.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(ArgumentNotInteger, Error, "the {0} of `{1}` must be an integer, not {2}",
                llvm::StringRef, llvm::StringRef, Quoted);
DSLC_DIAGNOSTIC(PredicateNotIntegerOrBool, Error,
                "the predicate of `{0}` must be an integer or a bool, not {1}", llvm::StringRef,
                Quoted);
DSLC_DIAGNOSTIC(PredicateNotNumber, Error,
                "the predicate of `{0}` must be a number or a bool, not {1}", llvm::StringRef,
                Quoted);
DSLC_DIAGNOSTIC(NotAWarpValue, Error,
                "the value of `{0}` must be of type {1}, not {2}; convert it first, as in "
                "`int32(x)`",
                llvm::StringRef, llvm::StringRef, Quoted);
DSLC_DIAGNOSTIC(TakesAnInteger, Error, "`{0}` takes an integer, not {1}", llvm::StringRef, Quoted);
DSLC_DIAGNOSTIC(SelpTypes, Error,
                "`cuda.selp` selects between two values of one type among float64, float32, "
                "int16, uint16, int32, uint32, int64 and uint64, not {0} and {1}",
                Quoted, Quoted);
DSLC_DIAGNOSTIC(GridGroupAttribute, Error,
                "the {0} has no attribute `{1}`; its one method is `sync()`", std::string,
                llvm::StringRef);

// The values a warp shuffle or match moves: 32- and 64-bit integers and
// floats. Numba lists int32, int64, float32 and float64; the unsigned types
// have the same bits and are accepted as they are.
bool IsWarpValue(const Type* type) {
  if (!type->is_scalar() || type->is_bool() || type->is_complex()) return false;
  if (type->is_float()) return type->bits() == 32 || type->bits() == 64;
  return type->bits() == 32 || type->bits() == 64;
}

constexpr llvm::StringLiteral kWarpValueTypes = "int32, int64, uint32, uint64, float32 or float64";

}  // namespace

void FunctionTyper::Require(SourceRange where, int min_sm, std::string feature) {
  result_->arch_requirements_.push_back({where, min_sm, std::move(feature)});
}

// An integer argument (a mask, a lane, a delta); `what` names it in the error.
bool FunctionTyper::CheckInteger(const Expr& arg, const Type* type, llvm::StringRef name,
                                 llvm::StringRef what) {
  if (type->is_integer()) return true;
  Error(arg.range(), ArgumentNotInteger, what, name, type);
  return false;
}

// syncthreads(), threadfence*(): no arguments, no value. syncthreads_count,
// _and, _or(predicate): an integer or bool predicate, an int32 result (the
// count, or 0/1). syncwarp() or syncwarp(mask).
const Type* FunctionTyper::TypeBarrierCall(const CallExpr& call, BarrierBuiltin which,
                                           llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  switch (which) {
    case BarrierBuiltin::SyncthreadsCount:
    case BarrierBuiltin::SyncthreadsAnd:
    case BarrierBuiltin::SyncthreadsOr:
      if (!CheckArity(call, name, 1, 1)) return nullptr;
      if (!args[0]->is_integer() && !args[0]->is_bool()) {
        Error(call.args[0]->range(), PredicateNotIntegerOrBool, name, args[0]);
        return nullptr;
      }
      return types().Int32();
    case BarrierBuiltin::Syncwarp:
      if (!CheckArity(call, name, 0, 1)) return nullptr;
      if (args.size() == 1 && !CheckInteger(*call.args[0], args[0], name, "mask")) return nullptr;
      return types().None();
    case BarrierBuiltin::Syncthreads:
    case BarrierBuiltin::Threadfence:
    case BarrierBuiltin::ThreadfenceBlock:
    case BarrierBuiltin::ThreadfenceSystem:
      if (!CheckArity(call, name, 0, 0)) return nullptr;
      return types().None();
  }
  DSLC_FATAL("`" + name + "` is not a barrier or fence");
}

// activemask(), lanemask_lt(): uint32; the others by kind below.
const Type* FunctionTyper::TypeWarpCall(const CallExpr& call, WarpBuiltin which,
                                        llvm::ArrayRef<const Type*> args) {
  switch (which) {
    case WarpBuiltin::ShflSync:
    case WarpBuiltin::ShflUpSync:
    case WarpBuiltin::ShflDownSync:
    case WarpBuiltin::ShflXorSync:
      return TypeShuffle(call, which, args);
    case WarpBuiltin::AllSync:
    case WarpBuiltin::AnySync:
    case WarpBuiltin::EqSync:
    case WarpBuiltin::BallotSync:
      return TypeVote(call, which, args);
    case WarpBuiltin::MatchAnySync:
    case WarpBuiltin::MatchAllSync:
      return TypeMatch(call, which, args);
    case WarpBuiltin::Activemask:
    case WarpBuiltin::LanemaskLt:
      return CheckArity(call, QualifiedName(IdOf(which)), 0, 0) ? types().UInt32() : nullptr;
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a warp primitive");
}

// shfl_*sync(mask, value, lane): the value's type.
const Type* FunctionTyper::TypeShuffle(const CallExpr& call, WarpBuiltin which,
                                       llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  if (!CheckArity(call, name, 3, 3)) return nullptr;
  if (!CheckInteger(*call.args[0], args[0], name, "mask")) return nullptr;
  if (!IsWarpValue(args[1])) {
    Error(call.args[1]->range(), NotAWarpValue, name, kWarpValueTypes, args[1]);
    return nullptr;
  }
  llvm::StringRef lane = which == WarpBuiltin::ShflSync      ? "source lane"
                         : which == WarpBuiltin::ShflXorSync ? "lane mask"
                                                             : "delta";
  if (!CheckInteger(*call.args[2], args[2], name, lane)) return nullptr;
  return args[1];
}

// all/any/eq_sync(mask, predicate): bool; ballot_sync: int32 (Numba's, not
// CUDA's unsigned).
const Type* FunctionTyper::TypeVote(const CallExpr& call, WarpBuiltin which,
                                    llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  if (!CheckArity(call, name, 2, 2)) return nullptr;
  if (!CheckInteger(*call.args[0], args[0], name, "mask")) return nullptr;
  if (!args[1]->is_scalar()) {
    Error(call.args[1]->range(), PredicateNotNumber, name, args[1]);
    return nullptr;
  }
  return which == WarpBuiltin::BallotSync ? types().Int32() : types().Bool();
}

// match_any_sync(mask, value): int32; match_all_sync: (int32, bool).
const Type* FunctionTyper::TypeMatch(const CallExpr& call, WarpBuiltin which,
                                     llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  if (!CheckArity(call, name, 2, 2)) return nullptr;
  if (!CheckInteger(*call.args[0], args[0], name, "mask")) return nullptr;
  if (!IsWarpValue(args[1])) {
    Error(call.args[1]->range(), NotAWarpValue, name, kWarpValueTypes, args[1]);
    return nullptr;
  }
  // match.sync is an sm_70 instruction.
  Require(call.range(), 70, "`" + name + "`");
  if (which == WarpBuiltin::MatchAnySync) return types().Int32();
  return types().Tuple({types().Int32(), types().Bool()});
}

// popc, clz: the integer's own type (a bool counts as int8, the first of
// Numba's versions it converts to). ffs: uint32. brev: uint32 or uint64, by
// Numba's overload choice (so every integer but uint64 gives uint32, as in
// Numba). fma, cbrt: float32 or float64, by the same choice.
const Type* FunctionTyper::TypeBitsCall(const CallExpr& call, BitsBuiltin which,
                                        llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  size_t arity = Info(IdOf(which)).params().size();
  if (!CheckArity(call, name, arity, arity)) return nullptr;
  if (which == BitsBuiltin::Selp) return TypeSelp(call, args);
  if (which == BitsBuiltin::BitCount) {
    // The receiver, typed with the callee: an integer (TypeAttribute).
    return result_->TypeOf(*llvm::cast<AttributeExpr>(call.callee)->object);
  }
  bool on_floats = which == BitsBuiltin::Fma || which == BitsBuiltin::Cbrt;
  if (on_floats) {
    if (!CheckNumbers(call, name, args)) return nullptr;
  } else if (!args[0]->is_integer() && !args[0]->is_bool()) {
    Error(call.args[0]->range(), TakesAnInteger, name, args[0]);
    return nullptr;
  }
  switch (which) {
    case BitsBuiltin::Fma:
    case BitsBuiltin::Cbrt: {
      const Type* versions[] = {types().Float32(), types().Float64()};
      return ChooseOverload(versions, args);
    }
    case BitsBuiltin::Ffs:
      return types().UInt32();
    case BitsBuiltin::Brev: {
      const Type* versions[] = {types().UInt32(), types().UInt64()};
      return ChooseOverload(versions, args);
    }
    case BitsBuiltin::Popc:
    case BitsBuiltin::Clz:
      return args[0]->is_bool() ? types().Scalar(ScalarKind::Int8) : args[0];
    case BitsBuiltin::Selp:
    case BitsBuiltin::BitCount:
      break;  // above
  }
  DSLC_FATAL("`" + name + "` is not a bit or float intrinsic");
}

// cuda.selp(test, a, b): `a` if `test` else `b`, both of one type that
// PTX's selp takes, as Numba types it.
const Type* FunctionTyper::TypeSelp(const CallExpr& call, llvm::ArrayRef<const Type*> args) {
  static constexpr ScalarKind kSelectable[] = {
      ScalarKind::Float64, ScalarKind::Float32, ScalarKind::Int16, ScalarKind::UInt16,
      ScalarKind::Int32,   ScalarKind::UInt32,  ScalarKind::Int64, ScalarKind::UInt64};
  bool selectable = args[1] == args[2] && args[1]->is_scalar() &&
                    llvm::is_contained(kSelectable, args[1]->scalar());
  if (!selectable) {
    Error(call.range(), SelpTypes, args[1], args[2]);
    return nullptr;
  }
  TypeCondition(*call.args[0]);
  return args[1];
}

// cuda.cg.this_grid(): the grid group, which makes the kernel cooperative;
// its `sync()` returns nothing.
const Type* FunctionTyper::TypeGridGroupCall(const CallExpr& call, GridGroupBuiltin which,
                                             llvm::ArrayRef<const Type*> args) {
  if (!CheckArity(call, QualifiedName(IdOf(which)), 0, 0)) return nullptr;
  switch (which) {
    case GridGroupBuiltin::Sync:
      return types().None();
    case GridGroupBuiltin::ThisGrid:
      result_->uses_grid_group_ = true;
      Require(call.range(), 60, "`cuda.cg.this_grid()` (grid synchronisation)");
      return types().GridGroup();
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a grid-group builtin");
}

const Type* FunctionTyper::TypeGridGroupAttribute(const AttributeExpr& attribute,
                                                  const Type* group) {
  std::optional<ModuleMember> member = LookupMember(types(), ModuleId::GridGroup, attribute.name);
  if (member) return member->type;
  Error(attribute.name_range, GridGroupAttribute, group->name(), attribute.name);
  return nullptr;
}

}  // namespace dslc
