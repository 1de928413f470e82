// The checks at a user's call of a cuda.coop function
// (compiler/library/cuda_coop.py): the library is kernel-language code that
// trusts its arguments, so what the user may get wrong is reported here, at
// the call, in cuda.coop's terms.
#include "compiler/sema/infer_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(CoopBlockSizeUnknown, Error,
                "`{0}` needs the block's thread count at compile time: give the kernel "
                "`launch_bounds=threads` (as in `@cuda.jit(launch_bounds=128)`), make the "
                "collective at module level with its `threads_per_block`, or compile with "
                "`--block-dim X[,Y[,Z]]`",
                std::string);
DSLC_DIAGNOSTIC(CoopNotConstant, Error,
                "`{0}` of `{1}` must be a compile-time constant {2}, not {3}", llvm::StringRef,
                std::string, llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(CoopValueType, Error,
                "`{0}` moves values of type int32, int64, uint32, uint64, float32 or float64, not "
                "{1}",
                std::string, Quoted);
DSLC_DIAGNOSTIC(CoopNeedsArray, Error, "the `{0}` of `{1}` must be an array, not {2}",
                llvm::StringRef, std::string, Described);
DSLC_DIAGNOSTIC(CoopNeedsOperator, Error,
                "`{0}` needs `{1}`, a device function of two values (`@cuda.jit(device=True)`)",
                std::string, llvm::StringRef);
DSLC_DIAGNOSTIC(CoopOperatorNotFunction, Error,
                "`{0}` of `{1}` must be a device function (`@cuda.jit(device=True)`), not {2}",
                llvm::StringRef, std::string, Described);
DSLC_DIAGNOSTIC(CoopAlgorithm, Error, "the `algorithm` of `{0}` must be a member of `{1}`, not {2}",
                std::string, llvm::StringRef, Described);
DSLC_DIAGNOSTIC(CoopWarpTranspose, Error,
                "`{0}` with a warp transpose needs a block of a multiple of 32 threads, not {1}",
                std::string, int64_t);

// The values warp shuffles move.
bool IsShuffled(const Type* type) {
  return type->is_scalar() && !type->is_bool() && !type->is_complex() &&
         (type->bits() == 32 || type->bits() == 64);
}

// `block_sum` as users write it: `coop.block.sum`; a module-level object by
// its name.
std::string CoopName(const FunctionInfo& callee) {
  if (!callee.bound_name.empty()) return callee.bound_name;
  llvm::StringRef name = callee.def->name;
  if (name.consume_front("block_")) return "coop.block." + name.str();
  if (name.consume_front("warp_")) return "coop.warp." + name.str();
  return name.str();
}

}  // namespace

bool FunctionTyper::CheckCoopCall(const CallExpr& call, const FunctionInfo& callee) {
  const FunctionDefStmt& def = *callee.def;
  std::string name = CoopName(callee);
  std::vector<const Expr*> matched = MatchArguments(def, call);
  // The argument of parameter `param`, the call's (else null); `given`:
  // whether the call or the object gives it.
  auto arg = [&](llvm::StringRef param) -> const Expr* {
    for (size_t i = 0; i < def.params.size(); ++i) {
      if (def.params[i].name == param) return matched[i];
    }
    return nullptr;
  };
  auto given = [&](llvm::StringRef param) {
    const Expr* expr = arg(param);
    if (expr) return !result_->TypeOf(*expr)->is_none();
    const FunctionInfo::BoundArgument* bound = callee.Bound(param);
    return bound && !bound->type->is_none();
  };
  auto has = [&](llvm::StringRef param) {
    return llvm::any_of(def.params, [&](const Param& p) { return p.name == param; });
  };
  bool block = has("threads_per_block");
  int64_t threads = program_.block().threads();
  if (const FunctionInfo::BoundArgument* bound = callee.Bound("threads_per_block")) {
    threads = 1;
    if (bound->constant && bound->constant->type()->is_integer())
      threads = bound->constant->as_int();
    if (bound->constant && bound->constant->type()->is_tuple()) {
      for (const ConstValue& extent : bound->constant->elements()) threads *= extent.as_int();
    }
  }
  if (block && !given("threads_per_block") && !program_.block().known()) {
    Error(call.range(), CoopBlockSizeUnknown, name);
    return false;
  }
  // Counts that shape the code: constants.
  for (llvm::StringRef count : {"items_per_thread", "threads_in_warp"}) {
    const Expr* expr = arg(count);
    if (!expr) continue;
    const ConstValue* value = ConstantOf(*expr);
    bool power = count == "threads_in_warp";
    bool ok = value && value->type()->is_integer() && value->as_int() >= 1;
    if (ok && power) {
      int64_t n = value->as_int();
      ok = n <= 32 && (n & (n - 1)) == 0;
    }
    if (!ok) {
      std::string seen =
          value ? "`" + value->ToString() + "`" : std::string("a value known only at run time");
      Error(expr->range(), CoopNotConstant, count, name,
            power ? "power of two up to 32" : "positive integer", seen);
      return false;
    }
  }
  // The values: numbers shuffles move, or arrays of them.
  const Expr* first = call.args.empty() ? nullptr : call.args[0];
  bool moves = !has("oob_default") && def.name != "block_store";
  if (first && moves) {
    const Type* type = result_->TypeOf(*first);
    const Type* value = type->is_array() ? type->dtype() : type;
    if (!IsShuffled(value)) {
      Error(first->range(), CoopValueType, name, value);
      return false;
    }
  }
  // Loads and stores: arrays on both sides.
  if (!moves) {
    for (size_t i = 0; i < 2 && i < call.args.size(); ++i) {
      const Type* type = result_->TypeOf(*call.args[i]);
      if (!type->is_array()) {
        Error(call.args[i]->range(), CoopNeedsArray, def.params[i].name, name, Described(type));
        return false;
      }
    }
  }
  // The operator: a device function, where one is needed.
  for (llvm::StringRef op : {"binary_op", "scan_op"}) {
    if (!has(op)) continue;
    const Expr* expr = arg(op);
    bool optional = def.name == "block_scan" || def.name == "_two_phase_reduce";
    if (!given(op)) {
      if (optional) continue;
      Error(call.range(), CoopNeedsOperator, name, op);
      return false;
    }
    if (expr && result_->TypeOf(*expr)->kind() != TypeKind::DeviceFunction) {
      Error(expr->range(), CoopOperatorNotFunction, op, name, Described(result_->TypeOf(*expr)));
      return false;
    }
  }
  // Loads' and stores' algorithms.
  if (const Expr* expr = arg("algorithm");
      expr && (def.name == "block_load" || def.name == "block_store")) {
    const Type* type = result_->TypeOf(*expr);
    llvm::StringRef expected =
        def.name == "block_load" ? "coop.BlockLoadAlgorithm" : "coop.BlockStoreAlgorithm";
    if (!type->is_none() &&
        (!type->is_enum_member() || !expected.ends_with(type->enum_name()) || !ConstantOf(*expr))) {
      Error(expr->range(), CoopAlgorithm, name, expected, Described(type));
      return false;
    }
    if (type->is_enum_member() && ConstantOf(*expr)->Value().as_int() >= 4 && threads % 32 != 0) {
      Error(expr->range(), CoopWarpTranspose, name, threads);
      return false;
    }
  }
  return true;
}

}  // namespace dslc
