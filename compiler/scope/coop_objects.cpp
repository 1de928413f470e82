#include "compiler/scope/coop_objects.h"

#include "compiler/scope/library_modules.h"
#include "compiler/scope/module_members.h"
#include "compiler/types/builtins.h"

namespace dslc {
namespace {

// A factory: its names (`reduce`, `make_reduce`), the library function its
// objects call and the factory's parameters in order (after `dtype`).
struct CoopFactory {
  ModuleId module;
  llvm::StringRef name;
  llvm::StringRef function;
  std::vector<llvm::StringRef> params;
};

const std::vector<CoopFactory>& Factories() {
  static const std::vector<CoopFactory> factories = {
      {ModuleId::CoopBlock,
       "reduce",
       "_two_phase_reduce",
       {"threads_per_block", "binary_op", "items_per_thread", "algorithm"}},
      {ModuleId::CoopBlock,
       "sum",
       "_two_phase_reduce",
       {"threads_per_block", "items_per_thread", "algorithm"}},
      {ModuleId::CoopBlock,
       "exclusive_sum",
       "block_exclusive_sum",
       {"threads_per_block", "items_per_thread"}},
      {ModuleId::CoopBlock,
       "inclusive_sum",
       "block_inclusive_sum",
       {"threads_per_block", "items_per_thread"}},
      {ModuleId::CoopBlock,
       "exclusive_scan",
       "block_exclusive_scan",
       {"threads_per_block", "scan_op", "initial_value", "items_per_thread"}},
      {ModuleId::CoopBlock,
       "inclusive_scan",
       "block_inclusive_scan",
       {"threads_per_block", "scan_op", "initial_value", "items_per_thread"}},
      {ModuleId::CoopBlock,
       "load",
       "block_load",
       {"threads_per_block", "items_per_thread", "algorithm"}},
      {ModuleId::CoopBlock,
       "store",
       "block_store",
       {"threads_per_block", "items_per_thread", "algorithm"}},
      {ModuleId::CoopWarp, "reduce", "warp_reduce", {"binary_op", "threads_in_warp"}},
      {ModuleId::CoopWarp, "sum", "warp_sum", {"threads_in_warp"}},
      {ModuleId::CoopWarp, "exclusive_sum", "warp_exclusive_sum", {"threads_in_warp"}},
      {ModuleId::CoopWarp, "inclusive_sum", "warp_inclusive_sum", {"threads_in_warp"}},
      {ModuleId::CoopWarp,
       "exclusive_scan",
       "warp_exclusive_scan",
       {"scan_op", "initial_value", "threads_in_warp"}},
      {ModuleId::CoopWarp,
       "inclusive_scan",
       "warp_inclusive_scan",
       {"scan_op", "initial_value", "threads_in_warp"}},
  };
  return factories;
}

// The value of a name or attribute chain the module binds: a module, a
// number class, a function or a constant; null type when it is none.
struct Resolved {
  const Type* type = nullptr;
  std::optional<ConstValue> constant;
};

Resolved Resolve(TypeContext& types, const Expr& expr, const GlobalLookup& lookup) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) {
    const GlobalBinding* binding = lookup(name->name);
    if (!binding || binding->kind == GlobalBinding::Kind::Unusable) return {};
    return {binding->type, binding->constant};
  }
  if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&expr)) {
    Resolved object = Resolve(types, *attribute->object, lookup);
    if (object.type && object.type->kind() == TypeKind::Module) {
      auto member = LookupMember(types, static_cast<ModuleId>(object.type->id()), attribute->name);
      if (member) return {member->type, member->constant};
      return {};
    }
  }
  std::string why;
  SourceRange where;
  std::optional<ConstValue> constant = EvaluateConstant(types, expr, lookup, &why, &where);
  if (!constant) return {};
  return {constant->type(), constant};
}

const CoopFactory* FindFactory(ModuleId module, llvm::StringRef name) {
  name.consume_front("make_");
  for (const CoopFactory& factory : Factories()) {
    if (factory.module == module && factory.name == name) return &factory;
  }
  return nullptr;
}

GlobalBinding Refused(llvm::StringRef name, Location where, std::string why) {
  return GlobalBinding::Unusable(GlobalBinding::Reason::NotConstant, name, where, std::move(why));
}

}  // namespace

std::optional<GlobalBinding> CoopObjectBinding(TypeContext& types, llvm::StringRef name,
                                               const Expr& value, const GlobalLookup& lookup,
                                               Location where,
                                               std::unique_ptr<FunctionInfo>* made) {
  const auto* call = llvm::dyn_cast<CallExpr>(&value);
  const auto* callee = call ? llvm::dyn_cast<AttributeExpr>(call->callee) : nullptr;
  if (!callee) return std::nullopt;
  Resolved module = Resolve(types, *callee->object, lookup);
  if (!module.type || module.type->kind() != TypeKind::Module) return std::nullopt;
  auto id = static_cast<ModuleId>(module.type->id());
  if (id != ModuleId::CoopBlock && id != ModuleId::CoopWarp) return std::nullopt;
  const CoopFactory* factory = FindFactory(id, callee->name);
  std::string what =
      std::string(id == ModuleId::CoopBlock ? "coop.block." : "coop.warp.") + callee->name.str();
  if (!factory) return Refused(name, where, "`" + what + "` makes no object dslc knows");
  const FunctionInfo* function = LibraryFunctionAny(types, "cuda.coop", factory->function);
  if (!function) return Refused(name, where, "`" + what + "` is missing from the library");
  auto info = std::make_unique<FunctionInfo>(*function);
  info->bound_name = name.str();
  // Positional: dtype, then the factory's parameters; keywords by name
  // (`dim` is threads_per_block).
  std::vector<std::pair<std::string, const Expr*>> given;
  for (size_t i = 0; i < call->args.size(); ++i) {
    if (i > factory->params.size())
      return Refused(name, where, "`" + what + "` takes fewer arguments");
    given.push_back({i == 0 ? "dtype" : factory->params[i - 1].str(), call->args[i]});
  }
  for (const KeywordArg& keyword : call->keywords) {
    std::string param = keyword.name == "dim" ? "threads_per_block" : keyword.name.str();
    if (param == "methods") continue;
    if (param != "dtype" && !llvm::is_contained(factory->params, param)) {
      return Refused(name, where, "`" + what + "` has no parameter `" + keyword.name.str() + "`");
    }
    given.push_back({param, keyword.value});
  }
  for (const auto& [param, expr] : given) {
    if (param == "algorithm" && !factory->function.starts_with("block_l") &&
        !factory->function.starts_with("block_s")) {
      continue;  // reductions' and scans' algorithms: dslc has one of each
    }
    Resolved resolved = Resolve(types, *expr, lookup);
    bool ok =
        resolved.type && (resolved.constant || resolved.type->kind() == TypeKind::NumberClass ||
                          resolved.type->kind() == TypeKind::DeviceFunction);
    if (!ok) {
      return Refused(name, where,
                     "the `" + param + "` of `" + what +
                         "` must be a constant, a number class or a device function "
                         "(`@cuda.jit(device=True)`)");
    }
    info->bound.push_back({param, resolved.type, resolved.constant});
  }
  if (!info->Bound("dtype")) return Refused(name, where, "`" + what + "` needs its dtype");
  if (id == ModuleId::CoopBlock && !info->Bound("threads_per_block")) {
    return Refused(name, where, "`" + what + "` needs its threads_per_block");
  }
  GlobalBinding binding = GlobalBinding::Function(types, *info, where);
  *made = std::move(info);
  return binding;
}

}  // namespace dslc
