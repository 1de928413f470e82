// Enum classes as kernel code has them (Numba's EnumClass and
// IntEnumClass): a class deriving from `enum.Enum` or `enum.IntEnum` whose
// members' values are constants of one type (numbers, booleans, or tuples
// of them). Its members are constants of the type Numba names
// `Enum<int64>(Color)`; an IntEnum's are integers wherever one is wanted.
// Made from a kernel file's `class` statement (module_scope.cpp) or from a
// host program's class (host_module.cpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "compiler/types/constant.h"
#include "compiler/types/types.h"

namespace dslc {

struct EnumClassResult {
  const Type* type = nullptr;  // the EnumClass type; null when it cannot be one
  std::string why;             // then: why not
  size_t culprit = SIZE_MAX;   // the member at fault, when one is
};

// The class `name` with these members (values as Python gives them, before
// conversion). `identity` tells it from another class of the same name.
EnumClassResult MakeEnumClass(TypeContext& types, const std::string& name, bool int_enum,
                              const std::string& identity, std::vector<std::string> names,
                              std::vector<ConstValue> values);

// The member of `enum_class` named `name`, a constant; none when it has no
// such member.
std::optional<ConstValue> EnumMemberNamed(const Type* enum_class, llvm::StringRef name);

// Whether `name` names a member in a class body: not a `__dunder__`,
// `_sunder_` or `__private` name.
bool IsEnumMemberName(llvm::StringRef name);

}  // namespace dslc
