// Name resolution inside modules: what `module.name` denotes in kernel code,
// from the builtin tables (types/builtins.h), the library modules written in
// the kernel language (library_modules.h) and the constants of `math` and
// `cmath`.
#pragma once

#include <optional>

#include "compiler/types/builtins.h"
#include "compiler/types/constant.h"
#include "compiler/types/types.h"

namespace dslc {

// What a name inside a module (or Python's builtins) denotes: a type for
// compile-time things (modules, functions, classes) and, for constants such
// as `math.pi`, also the value. Nothing for unknown names.
struct ModuleMember {
  const Type* type = nullptr;
  std::optional<ConstValue> constant;
};
std::optional<ModuleMember> LookupMember(TypeContext& types, ModuleId module, llvm::StringRef name);

}  // namespace dslc
