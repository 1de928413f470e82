#include "compiler/types/vector_types.h"

#include "llvm/ADT/StringMap.h"

namespace dslc {
namespace {

struct VectorInfo {
  ScalarKind element;
  int size;
};

enum class VectorId : uint8_t {
#define DSLC_VECTOR(Id, Name, Element, Count) Id,
#include "compiler/types/vector_types.def"
};

constexpr VectorInfo kVectors[] = {
#define DSLC_VECTOR(Id, Name, Element, Count) {ScalarKind::Element, Count},
#include "compiler/types/vector_types.def"
};

// Every name of every vector type, Numba's and C's.
const llvm::StringMap<VectorId>& VectorNames() {
  static const auto* names = [] {
    auto* map = new llvm::StringMap<VectorId>();
#define DSLC_VECTOR(Id, Name, Element, Count) (*map)[Name] = VectorId::Id;
#define DSLC_VECTOR_ALIAS(Alias, Id) (*map)[Alias] = VectorId::Id;
#include "compiler/types/vector_types.def"
    return map;
  }();
  return *names;
}

constexpr llvm::StringLiteral kMembers[] = {"x", "y", "z", "w"};

}  // namespace

const Type* LookupVectorClass(TypeContext& types, llvm::StringRef name) {
  auto it = VectorNames().find(name);
  if (it == VectorNames().end()) return nullptr;
  const VectorInfo& info = kVectors[static_cast<size_t>(it->second)];
  return types.VectorClass(types.Vector(info.element, info.size));
}

int VectorMemberIndex(const Type* vector, llvm::StringRef name) {
  for (int i = 0; i < vector->vector_size(); ++i) {
    if (name == kMembers[i]) return i;
  }
  return -1;
}

std::string VectorMemberList(const Type* vector) {
  std::string list;
  int size = vector->vector_size();
  for (int i = 0; i < size; ++i) {
    if (i > 0) list += i + 1 == size ? " and " : ", ";
    list += "`" + kMembers[i].str() + "`";
  }
  return list;
}

}  // namespace dslc
