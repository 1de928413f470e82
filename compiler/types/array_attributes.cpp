#include "compiler/types/array_attributes.h"

#include <iterator>

namespace dslc {
namespace {

constexpr llvm::StringLiteral kNames[] = {
#define DSLC_ARRAY_ATTRIBUTE(Id, Name) Name,
#include "compiler/types/array_attributes.def"
};

}  // namespace

std::optional<ArrayAttribute> LookupArrayAttribute(llvm::StringRef name) {
  for (size_t i = 0; i < std::size(kNames); ++i) {
    if (name == kNames[i]) return static_cast<ArrayAttribute>(i);
  }
  return std::nullopt;
}

std::string ArrayAttributeList() {
  std::string list;
  for (size_t i = 0; i < std::size(kNames); ++i) {
    if (i > 0) list += i + 1 == std::size(kNames) ? " and " : ", ";
    list += kNames[i].str();
  }
  return list;
}

}  // namespace dslc
