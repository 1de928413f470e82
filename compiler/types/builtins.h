// Modules, builtin functions and attributes known to the kernel language
// (builtins.def), and name lookup inside modules: `cuda.grid`, `math.pi`,
// `numba.float32`, `np.sqrt`.
#pragma once

#include <array>
#include <optional>

#include "compiler/types/constant.h"
#include "compiler/types/types.h"

namespace dslc {

enum class ModuleId : uint8_t {
#define DSLC_MODULE(Id, Name) Id,
#include "compiler/types/builtins.def"
};

enum class BuiltinId : uint16_t {
#define DSLC_BUILTIN(Family, Id, Module, Name, Params, Arguments) Family##Id,
#include "compiler/types/builtins.def"
};

enum class ValueId : uint8_t {
#define DSLC_VALUE(Id, Module, Name, Type) Id,
#include "compiler/types/builtins.def"
};

enum class Dim3Id : uint8_t {
#define DSLC_DIM3(Id, Name) Id,
#include "compiler/types/builtins.def"
};

// The groups of builtins that one typing and one lowering handler take
// (DSLC_FAMILY in builtins.def).
enum class BuiltinFamily : uint8_t {
#define DSLC_FAMILY(Family, TypeHandler, LowerHandler) Family,
#include "compiler/types/builtins.def"
};

// Each family's own enum, `AtomicBuiltin`, `MathBuiltin`, ..., whose values
// are the builtins' BuiltinIds: a switch over it lists the family's
// builtins and no others, and IdOf turns a member back into its BuiltinId.
#define DSLC_FAMILY(Family, TypeHandler, LowerHandler) enum class Family##Builtin : uint16_t {
#define DSLC_BUILTIN(Family, Id, Module, Name, Params, Arguments) \
  Id = static_cast<uint16_t>(BuiltinId::Family##Id),
#define DSLC_FAMILY_END(Family) \
  }                             \
  ;                             \
  inline BuiltinId IdOf(Family##Builtin member) { return static_cast<BuiltinId>(member); }
#include "compiler/types/builtins.def"

// Int (an int64 result) is not used: Numba-CUDA's floor, ceil and trunc
// return floats.
enum class MathResult : uint8_t { Float, Int, Bool, FirstFloat, FloatPair, MantissaExponent };

// The most parameters a builtin has (`cuda.atomic.cas`).
constexpr size_t kMaxBuiltinParams = 4;

struct BuiltinInfo {
  llvm::StringRef name;  // "grid", "sqrt"
  ModuleId module;
  BuiltinFamily family;
  std::array<llvm::StringRef, kMaxBuiltinParams> param_names;
  size_t param_count;
  bool takes_keywords;     // arguments may be given by parameter name
  MathResult math_result;  // math functions only

  // The parameter names, as Numba names them ("*args": any number).
  llvm::ArrayRef<llvm::StringRef> params() const { return {param_names.data(), param_count}; }
};

const BuiltinInfo& Info(BuiltinId id);
llvm::StringRef ModuleName(ModuleId id);
llvm::StringRef Dim3Name(Dim3Id id);
// `cuda.grid`, `math.sqrt`, `len`: the name users write.
std::string QualifiedName(BuiltinId id);
// The builtins of a module, in builtins.def's order.
std::vector<BuiltinId> BuiltinsOf(ModuleId module);

// The Dim3 object `cuda.name` (`threadIdx`), if there is one.
std::optional<Dim3Id> LookupDim3(llvm::StringRef name);
// The builtin function `name` of `module`, if there is one.
std::optional<BuiltinId> LookupBuiltin(ModuleId module, llvm::StringRef name);

// A module attribute that is a run-time value, such as `cuda.laneid`.
std::optional<ValueId> LookupValue(ModuleId module, llvm::StringRef name);
// The scalar type of such a value.
ScalarKind ValueScalarKind(ValueId id);

// The module a dotted import path names (`numba.cuda`), if known.
std::optional<ModuleId> LookupModule(llvm::StringRef dotted_name);

// Type values of modules, builtins and Dim3 objects.
const Type* ModuleType(TypeContext& types, ModuleId id);
const Type* BuiltinType(TypeContext& types, BuiltinId id);
const Type* Dim3Type(TypeContext& types, Dim3Id id);

}  // namespace dslc
