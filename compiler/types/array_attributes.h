// The attributes of arrays (`a.shape`, `a.size`, ...), listed in
// array_attributes.def, and their names.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "llvm/ADT/StringRef.h"

namespace dslc {

enum class ArrayAttribute : uint8_t {
#define DSLC_ARRAY_ATTRIBUTE(Id, Name) Id,
#include "compiler/types/array_attributes.def"
};

// The attribute `name` names; nothing for a name arrays do not have.
std::optional<ArrayAttribute> LookupArrayAttribute(llvm::StringRef name);

// "shape, size, ... and nbytes": every attribute's name, for messages.
std::string ArrayAttributeList();

}  // namespace dslc
