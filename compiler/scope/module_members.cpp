#include "compiler/scope/module_members.h"

#include <cmath>

#include "compiler/scope/library_modules.h"
#include "compiler/types/enums.h"
#include "compiler/types/vector_types.h"

namespace dslc {
namespace {

std::optional<ConstValue> MathConstant(TypeContext& types, llvm::StringRef name) {
  double value;
  if (name == "pi") {
    value = M_PI;
  } else if (name == "e") {
    value = M_E;
  } else if (name == "tau") {
    value = 2 * M_PI;
  } else if (name == "inf") {
    value = INFINITY;
  } else if (name == "nan") {
    value = NAN;
  } else {
    return std::nullopt;
  }
  return ConstValue::Float(types.Float64(), value);
}

std::optional<ModuleMember> Member(const Type* type) { return ModuleMember{type, std::nullopt}; }

// cmath's constants: math's, and the complex128 infj and nanj.
std::optional<ModuleMember> CmathConstant(TypeContext& types, llvm::StringRef name) {
  std::optional<ConstValue> constant = MathConstant(types, name);
  if (name == "infj") constant = ConstValue::Complex(types.Complex128(), 0.0, INFINITY);
  if (name == "nanj") constant = ConstValue::Complex(types.Complex128(), 0.0, NAN);
  if (!constant) return std::nullopt;
  return ModuleMember{constant->type(), constant};
}

std::optional<ModuleMember> CudaMember(TypeContext& types, llvm::StringRef name) {
  if (std::optional<Dim3Id> dim3 = LookupDim3(name)) return Member(Dim3Type(types, *dim3));
  // The namespaces `cuda.shared`, `cuda.local`, `cuda.atomic`, `cuda.cg`.
  if (std::optional<ModuleId> inner = LookupModule("numba.cuda." + name.str())) {
    return Member(ModuleType(types, *inner));
  }
  return std::nullopt;
}

// cuda.coop: its namespaces `block` and `warp`, `local` (numba.cuda's), and
// the library's enums (`coop.BlockLoadAlgorithm`).
std::optional<ModuleMember> CoopMember(TypeContext& types, llvm::StringRef name) {
  if (name == "block") return Member(ModuleType(types, ModuleId::CoopBlock));
  if (name == "warp") return Member(ModuleType(types, ModuleId::CoopWarp));
  if (name == "local") return Member(ModuleType(types, ModuleId::CudaLocal));
  if (const Type* type = LibraryClass(types, "cuda.coop", name)) return Member(type);
  return std::nullopt;
}

std::optional<ModuleMember> ValueMember(TypeContext& types, ModuleId module, llvm::StringRef name) {
  std::optional<ValueId> id = LookupValue(module, name);
  if (!id) return std::nullopt;
  const Type* type = types.Scalar(ValueScalarKind(*id));
  // The warp size is 32 on every architecture there is.
  if (*id == ValueId::WarpSize) return ModuleMember{type, ConstValue::Int(type, 32)};
  return Member(type);
}

}  // namespace

std::optional<ModuleMember> LookupMember(TypeContext& types, ModuleId module,
                                         llvm::StringRef name) {
  ScalarKind scalar;
  switch (module) {
    case ModuleId::Numba:
      if (name == "cuda") return Member(ModuleType(types, ModuleId::Cuda));
      if (name == "types") return Member(ModuleType(types, ModuleId::NumbaTypes));
      if (LookupScalar(name, &scalar)) return Member(types.NumberClass(scalar));
      break;
    case ModuleId::NumbaTypes:
    case ModuleId::CudaTypes:
      if (LookupScalar(name, &scalar)) return Member(types.NumberClass(scalar));
      return std::nullopt;
    case ModuleId::Numpy:
      // NumPy's scalar types and the ufuncs that match `math` functions.
      if (LookupScalar(name, &scalar)) return Member(types.NumberClass(scalar));
      if (auto constant = MathConstant(types, name))
        return ModuleMember{constant->type(), constant};
      if (std::optional<BuiltinId> math = LookupBuiltin(ModuleId::Math, name)) {
        return Member(BuiltinType(types, *math));
      }
      return std::nullopt;
    case ModuleId::Math:
      if (auto constant = MathConstant(types, name))
        return ModuleMember{constant->type(), constant};
      break;
    case ModuleId::CudaRandom:
      if (const FunctionInfo* function = LibraryFunction(types, "numba.cuda.random", name)) {
        return Member(types.DeviceFunction(function, function->def->name));
      }
      return std::nullopt;
    case ModuleId::Cmath:
      if (auto constant = CmathConstant(types, name)) return constant;
      if (const FunctionInfo* function = LibraryFunction(types, "cmath", name)) {
        return Member(types.DeviceFunction(function, function->def->name));
      }
      return std::nullopt;
    case ModuleId::CudaPackage:
      if (name == "coop") return Member(ModuleType(types, ModuleId::Coop));
      return std::nullopt;
    case ModuleId::Coop:
      return CoopMember(types, name);
    case ModuleId::CoopBlock:
    case ModuleId::CoopWarp:
      // `coop.block.sum` is the library's `block_sum`.
      if (const FunctionInfo* function =
              LibraryFunction(types, "cuda.coop",
                              (module == ModuleId::CoopBlock ? "block_" : "warp_") + name.str())) {
        return Member(types.DeviceFunction(function, function->def->name));
      }
      return std::nullopt;
    case ModuleId::Cuda:
      if (auto member = CudaMember(types, name)) return member;
      if (auto member = ValueMember(types, module, name)) return member;
      // numba.cuda exports the scalar types too (`from numba.cuda import float32`).
      if (LookupScalar(name, &scalar)) return Member(types.NumberClass(scalar));
      // CUDA's vector types: `cuda.float32x4`, `cuda.float4`.
      if (const Type* vector_class = LookupVectorClass(types, name)) return Member(vector_class);
      break;
    case ModuleId::Python:
    case ModuleId::IntMethods:
    case ModuleId::ArrayMethods:
    case ModuleId::NumberMethods:
    case ModuleId::CudaShared:
    case ModuleId::CudaLocal:
    case ModuleId::CudaAtomic:
    case ModuleId::CudaCg:
    case ModuleId::CudaFp16:
    case ModuleId::CudaConst:
    case ModuleId::CudaLibdevice:
    case ModuleId::GridGroup:
    case ModuleId::Internal:
      break;  // builtin functions only
  }
  std::optional<BuiltinId> builtin = LookupBuiltin(module, name);
  if (!builtin) return std::nullopt;
  return Member(BuiltinType(types, *builtin));
}

GlobalBinding ModuleBinding(TypeContext& types, llvm::StringRef dotted, Location where) {
  if (std::optional<ModuleId> module = LookupModule(dotted)) {
    return GlobalBinding::Value(ModuleType(types, *module), where);
  }
  return GlobalBinding::Unusable(GlobalBinding::Reason::Module, dotted, where);
}

namespace {

// `Class.NAME` of an enum class a module defines: the member, a constant.
GlobalBinding EnumMemberBinding(const Type* enum_class, llvm::StringRef name,
                                const std::string& qualified, Location where) {
  if (enum_class->kind() == TypeKind::EnumClass) {
    if (std::optional<ConstValue> member = EnumMemberNamed(enum_class, name)) {
      return GlobalBinding::Value(member->type(), where, member);
    }
  }
  return GlobalBinding::Unusable(GlobalBinding::Reason::Import, qualified, where);
}

}  // namespace

GlobalBinding MemberBinding(TypeContext& types, llvm::StringRef module_name,
                            llvm::StringRef member_name, Location where) {
  std::optional<ModuleId> module = LookupModule(module_name);
  if (!module) return GlobalBinding::Unusable(GlobalBinding::Reason::Module, module_name, where);
  std::string qualified = module_name.str() + "." + member_name.str();
  if (std::optional<ModuleId> submodule = LookupModule(qualified)) {
    return GlobalBinding::Value(ModuleType(types, *submodule), where);
  }
  // A host program names a library enum's member as `Class.NAME`.
  auto [head, enum_member] = member_name.split('.');
  std::optional<ModuleMember> member = LookupMember(types, *module, head);
  if (!member) return GlobalBinding::Unusable(GlobalBinding::Reason::Import, qualified, where);
  if (!enum_member.empty()) return EnumMemberBinding(member->type, enum_member, qualified, where);
  if (member->type->kind() == TypeKind::DeviceFunction) {
    return GlobalBinding::Function(types, *member->type->function(), where);  // a library's
  }
  return GlobalBinding::Value(member->type, where, member->constant);
}

}  // namespace dslc
