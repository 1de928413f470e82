#include "compiler/sema/builtins.h"

#include <cmath>

#include "compiler/sema/library_modules.h"
#include "compiler/sema/vector_types.h"
#include "llvm/ADT/StringMap.h"

namespace dslc {
namespace {

enum class Arguments : uint8_t { Positional, Keyword };

struct ParamList {
  std::array<llvm::StringRef, kMaxBuiltinParams> names;
  size_t count;
};

template <typename... Names>
constexpr ParamList Params(Names... names) {
  static_assert(sizeof...(Names) <= kMaxBuiltinParams, "raise kMaxBuiltinParams");
  return {{llvm::StringRef(names)...}, sizeof...(Names)};
}

constexpr BuiltinInfo Entry(llvm::StringRef name, ModuleId module, BuiltinFamily family,
                            ParamList params, Arguments arguments, MathResult result) {
  return {name,  module, family, params.names, params.count, arguments == Arguments::Keyword,
          result};
}

// builtins.def's `(params)` after DSLC_PARAMS: a call of Params.
#define DSLC_PARAMS(...) Params(__VA_ARGS__)

constexpr BuiltinInfo kBuiltins[] = {
#define DSLC_BUILTIN(Family, Id, Module, Name, ParamNames, Passing)                                \
  Entry(Name, ModuleId::Module, BuiltinFamily::Family, DSLC_PARAMS ParamNames, Arguments::Passing, \
        MathResult::Float),
#define DSLC_MATH(Id, Name, ParamNames, Result)                                                   \
  Entry(Name, ModuleId::Math, BuiltinFamily::Math, DSLC_PARAMS ParamNames, Arguments::Positional, \
        MathResult::Result),
#include "compiler/sema/builtins.def"
};

#undef DSLC_PARAMS

constexpr llvm::StringLiteral kModuleNames[] = {
#define DSLC_MODULE(Id, Name) Name,
#include "compiler/sema/builtins.def"
};

constexpr llvm::StringLiteral kDim3Names[] = {
#define DSLC_DIM3(Id, Name) Name,
#include "compiler/sema/builtins.def"
};

struct ValueInfo {
  ModuleId module;
  llvm::StringRef name;
  ScalarKind type;
};

constexpr ValueInfo kValues[] = {
#define DSLC_VALUE(Id, Module, Name, Type) {ModuleId::Module, Name, ScalarKind::Type},
#include "compiler/sema/builtins.def"
};

// Builtins by (module, name).
const llvm::StringMap<BuiltinId>& MembersOf(ModuleId module) {
  static const auto* tables = [] {
    auto* maps = new std::vector<llvm::StringMap<BuiltinId>>(std::size(kModuleNames));
    for (size_t i = 0; i < std::size(kBuiltins); ++i) {
      (*maps)[static_cast<size_t>(kBuiltins[i].module)][kBuiltins[i].name] =
          static_cast<BuiltinId>(i);
    }
    return maps;
  }();
  return (*tables)[static_cast<size_t>(module)];
}

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
  for (size_t i = 0; i < std::size(kDim3Names); ++i) {
    if (name == kDim3Names[i]) return Member(Dim3Type(types, static_cast<Dim3Id>(i)));
  }
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
  const Type* type = types.Scalar(kValues[static_cast<size_t>(*id)].type);
  // The warp size is 32 on every architecture there is.
  if (*id == ValueId::WarpSize) return ModuleMember{type, ConstValue::Int(type, 32)};
  return Member(type);
}

}  // namespace

const BuiltinInfo& Info(BuiltinId id) { return kBuiltins[static_cast<size_t>(id)]; }
llvm::StringRef ModuleName(ModuleId id) { return kModuleNames[static_cast<size_t>(id)]; }
llvm::StringRef Dim3Name(Dim3Id id) { return kDim3Names[static_cast<size_t>(id)]; }

std::string QualifiedName(BuiltinId id) {
  const BuiltinInfo& info = Info(id);
  llvm::StringRef module = ModuleName(info.module);
  if (info.module == ModuleId::Python) return info.name.str();
  // A method of the grid group, named as Numba names it.
  if (info.module == ModuleId::GridGroup) return "GridGroup." + info.name.str();
  // As users write them: `cuda.atomic.add`, not `numba.cuda.atomic.add`.
  if (module.consume_front("numba.")) return module.str() + "." + info.name.str();
  return module.str() + "." + info.name.str();
}

const Type* ModuleType(TypeContext& types, ModuleId id) {
  return types.Module(static_cast<uint32_t>(id), ModuleName(id));
}

const Type* BuiltinType(TypeContext& types, BuiltinId id) {
  return types.Builtin(static_cast<uint32_t>(id), QualifiedName(id));
}

const Type* Dim3Type(TypeContext& types, Dim3Id id) {
  return types.Dim3(static_cast<uint32_t>(id), "cuda." + Dim3Name(id).str());
}

std::vector<BuiltinId> BuiltinsOf(ModuleId module) {
  std::vector<BuiltinId> ids;
  for (size_t i = 0; i < std::size(kBuiltins); ++i) {
    if (kBuiltins[i].module == module) ids.push_back(static_cast<BuiltinId>(i));
  }
  return ids;
}

std::optional<ValueId> LookupValue(ModuleId module, llvm::StringRef name) {
  for (size_t i = 0; i < std::size(kValues); ++i) {
    if (kValues[i].module == module && kValues[i].name == name) return static_cast<ValueId>(i);
  }
  return std::nullopt;
}

std::optional<ModuleId> LookupModule(llvm::StringRef dotted_name) {
  for (size_t i = 0; i < std::size(kModuleNames); ++i) {
    if (dotted_name == kModuleNames[i]) return static_cast<ModuleId>(i);
  }
  return std::nullopt;
}

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
      if (auto it = MembersOf(ModuleId::Math).find(name); it != MembersOf(ModuleId::Math).end()) {
        return Member(BuiltinType(types, it->second));
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
  const llvm::StringMap<BuiltinId>& members = MembersOf(module);
  auto it = members.find(name);
  if (it == members.end()) return std::nullopt;
  return Member(BuiltinType(types, it->second));
}

}  // namespace dslc
