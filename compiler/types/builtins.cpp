#include "compiler/types/builtins.h"

#include "compiler/types/vector_types.h"
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
#include "compiler/types/builtins.def"
};

#undef DSLC_PARAMS

constexpr llvm::StringLiteral kModuleNames[] = {
#define DSLC_MODULE(Id, Name) Name,
#include "compiler/types/builtins.def"
};

constexpr llvm::StringLiteral kDim3Names[] = {
#define DSLC_DIM3(Id, Name) Name,
#include "compiler/types/builtins.def"
};

struct ValueInfo {
  ModuleId module;
  llvm::StringRef name;
  ScalarKind type;
};

constexpr ValueInfo kValues[] = {
#define DSLC_VALUE(Id, Module, Name, Type) {ModuleId::Module, Name, ScalarKind::Type},
#include "compiler/types/builtins.def"
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

std::optional<BuiltinId> LookupBuiltin(ModuleId module, llvm::StringRef name) {
  const llvm::StringMap<BuiltinId>& members = MembersOf(module);
  auto it = members.find(name);
  if (it == members.end()) return std::nullopt;
  return it->second;
}

std::optional<Dim3Id> LookupDim3(llvm::StringRef name) {
  for (size_t i = 0; i < std::size(kDim3Names); ++i) {
    if (name == kDim3Names[i]) return static_cast<Dim3Id>(i);
  }
  return std::nullopt;
}

ScalarKind ValueScalarKind(ValueId id) { return kValues[static_cast<size_t>(id)].type; }

}  // namespace dslc
