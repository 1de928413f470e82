#include "compiler/types/enums.h"

#include <memory>

namespace dslc {
namespace {

// Whether values of `type` can be an enum's: numbers, booleans, and tuples
// of them (Numba types any value; kernel code has no others).
bool IsEnumValueType(const Type* type) {
  if (type->is_scalar()) return true;
  if (!type->is_tuple()) return false;
  for (const Type* element : type->elements()) {
    if (!IsEnumValueType(element)) return false;
  }
  return true;
}

}  // namespace

bool IsEnumMemberName(llvm::StringRef name) {
  if (name.starts_with("__")) return false;
  bool sunder = name.size() > 2 && name.starts_with("_") && name.ends_with("_");
  return !sunder;
}

std::optional<ConstValue> EnumMemberNamed(const Type* enum_class, llvm::StringRef name) {
  const EnumMembers& members = enum_class->enum_members();
  for (size_t i = 0; i < members.names.size(); ++i) {
    if (members.names[i] == name) {
      return ConstValue::EnumMember(enum_class->member_type(), members.values[i]);
    }
  }
  return std::nullopt;
}

EnumClassResult MakeEnumClass(TypeContext& types, const std::string& name, bool int_enum,
                              const std::string& identity, std::vector<std::string> names,
                              std::vector<ConstValue> values) {
  EnumClassResult result;
  if (values.empty()) {
    result.why = "it has no members, and Numba types an enum by its members' values";
    return result;
  }
  const Type* value_type = values.front().type();
  for (size_t i = 0; i < values.size(); ++i) {
    const Type* type = values[i].type();
    std::string member = "member `" + names[i] + "`";
    if (int_enum && !type->is_integer()) {
      result.why = member + " is " + values[i].ToString() + " of type `" + type->name() +
                   "`; the members of an `IntEnum` are integers";
    } else if (!IsEnumValueType(type)) {
      result.why = member + " is " +
                   (type->is_none() ? "`None`" : "of type `" + type->name() + "`") +
                   "; kernel code has enum members whose values are numbers, booleans or tuples "
                   "of them";
    } else if (type != value_type) {
      result.why = "its members' values have the types `" + value_type->name() + "` and `" +
                   type->name() + "` (" + member +
                   "); Numba types an enum whose values all have one type";
    } else {
      continue;
    }
    result.culprit = i;
    return result;
  }
  auto members = std::make_shared<EnumMembers>();
  members->names = std::move(names);
  members->values = std::move(values);
  result.type = types.EnumClass(name, int_enum, value_type, identity, std::move(members));
  if (!result.type) {
    result.why = "another enum class named `" + name + "`, with values of type `" +
                 value_type->name() +
                 "`, is used by the same kernels; kernel code tells enum classes apart by name";
  }
  return result;
}

}  // namespace dslc
