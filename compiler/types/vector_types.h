// CUDA's vector types by name (vector_types.def): `float32x4`, `float4`,
// and their members `x`, `y`, `z`, `w`.
#pragma once

#include "compiler/types/types.h"

namespace dslc {

// The class of the vector type `name` names (`float32x4`, or a C name such
// as `float4`), or null when it names none.
const Type* LookupVectorClass(TypeContext& types, llvm::StringRef name);

// The index of member `name` of `vector` (`x` is 0, ..., `w` is 3), or -1
// when the vector has no such member.
int VectorMemberIndex(const Type* vector, llvm::StringRef name);

// `x`, `x` and `y`, ...: the members of `vector`, in backticks, for messages.
std::string VectorMemberList(const Type* vector);

}  // namespace dslc
