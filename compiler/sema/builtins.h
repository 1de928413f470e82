// Modules, builtin functions and attributes known to the kernel language
// (builtins.def), and name lookup inside modules: `cuda.grid`, `math.pi`,
// `numba.float32`, `np.sqrt`.
#pragma once

#include <optional>

#include "compiler/sema/constant.h"
#include "compiler/sema/types.h"

namespace dslc {

enum class ModuleId : uint8_t {
#define DSLC_MODULE(Id, Name) Id,
#include "compiler/sema/builtins.def"
};

enum class BuiltinId : uint16_t {
#define DSLC_BUILTIN(Id, Module, Name, Family) Id,
#define DSLC_MATH(Id, Name, Arity, Result) Math##Id,
#include "compiler/sema/builtins.def"
};

enum class ValueId : uint8_t {
#define DSLC_VALUE(Id, Module, Name, Type) Id,
#include "compiler/sema/builtins.def"
};

enum class Dim3Id : uint8_t {
#define DSLC_DIM3(Id, Name) Id,
#include "compiler/sema/builtins.def"
};

// Int (an int64 result) is not used: Numba-CUDA's floor, ceil and trunc
// return floats.
enum class MathResult : uint8_t { Float, Int, Bool };

// The groups of builtins that one typing and one lowering function handle.
enum class BuiltinFamily : uint8_t {
  Python,     // range, len, abs, min, max, round, int, float, bool, pow
  Math,       // math.sqrt, ... (DSLC_MATH)
  Grid,       // cuda.grid, cuda.gridsize
  Array,      // cuda.shared.array, cuda.local.array
  Barrier,    // syncthreads*, syncwarp, threadfence*
  Atomic,     // cuda.atomic.*
  Warp,       // shuffles, votes, matches, activemask, lanemask_lt
  Bits,       // popc, brev, clz, ffs, fma, cbrt
  GridGroup,  // cuda.cg.this_grid() and its sync()
};

struct BuiltinInfo {
  llvm::StringRef name;       // "grid", "sqrt"
  ModuleId module;
  BuiltinFamily family;
  int math_arity;             // math functions only
  MathResult math_result;     // math functions only
};

const BuiltinInfo& Info(BuiltinId id);
llvm::StringRef ModuleName(ModuleId id);
llvm::StringRef Dim3Name(Dim3Id id);
// `cuda.grid`, `math.sqrt`, `len`: the name users write.
std::string QualifiedName(BuiltinId id);

// What a name inside a module (or Python's builtins) denotes: a type for
// compile-time things (modules, functions, classes) and, for constants such
// as `math.pi`, also the value. Nothing for unknown names.
struct ModuleMember {
  const Type* type = nullptr;
  std::optional<ConstValue> constant;
};
std::optional<ModuleMember> LookupMember(TypeContext& types, ModuleId module,
                                         llvm::StringRef name);

// A module attribute that is a run-time value, such as `cuda.laneid`.
std::optional<ValueId> LookupValue(ModuleId module, llvm::StringRef name);

// The module a dotted import path names (`numba.cuda`), if known.
std::optional<ModuleId> LookupModule(llvm::StringRef dotted_name);

// Type values of modules, builtins and Dim3 objects.
const Type* ModuleType(TypeContext& types, ModuleId id);
const Type* BuiltinType(TypeContext& types, BuiltinId id);
const Type* Dim3Type(TypeContext& types, Dim3Id id);

}  // namespace dslc
