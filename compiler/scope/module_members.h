// Name resolution inside modules: what `module.name` denotes in kernel code,
// from the builtin tables (types/builtins.h), the library modules written in
// the kernel language (library_modules.h) and the constants of `math` and
// `cmath`.
#pragma once

#include <optional>

#include "compiler/scope/module_scope.h"
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

// What `import dotted` binds: the module, or an Unusable binding when kernel
// code lacks it.
GlobalBinding ModuleBinding(TypeContext& types, llvm::StringRef dotted, Location where);
// What `from module import member` binds: a submodule, the member (a
// builtin, class or constant), or an Unusable binding naming what kernel code
// lacks.
GlobalBinding MemberBinding(TypeContext& types, llvm::StringRef module, llvm::StringRef member,
                            Location where);

}  // namespace dslc
