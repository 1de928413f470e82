// Enum members as kernel arguments: each spelling a program passes
// (`IntEnum<int64>(Shape)`, as Numba names the type) is registered once per
// process and gets an index, which launch code words carry in their Index
// field beside the Enum code (interface/launch_words.def); the argument's
// word is its value's bits. Internal to the runtime; the C interface's
// dslc_enum_code registers them.
#pragma once

#include <cstdint>
#include <string_view>

#include "dslc/array.h"
#include "interface/launch_words.h"

namespace dslc {

constexpr int kMaxEnumTypes = 1 << launch_words::kIndexField.width;

// The code word of the enum member type `spelling` names, registered on
// first sight: the Enum code with the index in its Index field. Throws CompileError for a
// spelling the compiler does not read as an enum member of a number type.
uint32_t EnumCode(std::string_view spelling);
// Whether `index` is a registered one.
bool EnumIndexExists(int index);
// A registered enum member type's spelling and value type.
std::string_view EnumName(int index);
DType EnumValueDType(int index);

}  // namespace dslc
