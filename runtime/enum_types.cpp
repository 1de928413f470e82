// The process's enum member types: a spelling is parsed by the compiler's
// signature parser once, and its value type kept beside it.
#include "runtime/enum_types.h"

#include <string>

#include "runtime/type_registry.h"

namespace dslc {
namespace {

struct EnumInfo {
  std::string name;
  DType value;
};

TypeRegistry<EnumInfo, kMaxEnumTypes>& Enums() {
  static auto* registry = new TypeRegistry<EnumInfo, kMaxEnumTypes>;  // lives for the process
  return *registry;
}

const EnumInfo& InfoOf(int index) { return Enums().Registered(index, "enum"); }

EnumInfo Parse(std::string_view spelling) {
  TypeContext types;
  const Type* type = ParseTypeSpelling(spelling, "<enum>", types);
  if (!type || !type->is_enum_member() || !type->dtype()->is_scalar()) {
    throw Error("`" + std::string(spelling) +
                "` is not an enum member type of a number type, such as IntEnum<int64>(Shape)");
  }
  // DType and ScalarKind list the number types in the same order.
  return {type->name(), static_cast<DType>(type->dtype()->scalar())};
}

}  // namespace

uint32_t EnumCode(std::string_view spelling) {
  size_t index = Enums().IndexOf(Parse(spelling), "a process can pass members of at most " +
                                                      std::to_string(kMaxEnumTypes) +
                                                      " enum types to kernels");
  return launch_words::kEnumCode | launch_words::kIndexField.Bits(static_cast<uint32_t>(index));
}

bool EnumIndexExists(int index) {
  return index >= 0 && Enums().At(static_cast<size_t>(index)) != nullptr;
}

std::string_view EnumName(int index) { return InfoOf(index).name; }
DType EnumValueDType(int index) { return InfoOf(index).value; }

}  // namespace dslc
