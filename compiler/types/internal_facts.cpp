#include "compiler/types/internal_facts.h"

namespace dslc {

bool IsInternalOperation(InternalBuiltin which) {
  switch (which) {
    case InternalBuiltin::BlockDim:
    case InternalBuiltin::BlockThreads:
    case InternalBuiltin::DtypeOf:
    case InternalBuiltin::IsArray:
    case InternalBuiltin::IntegerBits:
    case InternalBuiltin::VectorWidth:
      return false;
    case InternalBuiltin::WarpReduxAdd:
    case InternalBuiltin::ShflUpValid:
    case InternalBuiltin::ShflUpAdd:
    case InternalBuiltin::ExclusiveSumOf:
    case InternalBuiltin::AddressInRegister:
    case InternalBuiltin::Aligned:
    case InternalBuiltin::LoadVector:
    case InternalBuiltin::StoreVector:
      return true;
  }
  return false;
}

int64_t IntegerBitsOf(const Type* type) {
  if (!type->is_integer() || type->is_bool()) return 0;
  return type->bits();
}

int64_t VectorWidthOf(const Type* dst, const Type* src, int64_t count) {
  auto movable = [](const Type* array) {
    if (!array->is_array() || array->ndim() != 1) return false;
    const Type* dtype = array->dtype();
    return !dtype->is_bool() && (dtype->is_integer() || dtype->is_float());
  };
  if (!movable(dst) || !movable(src) || dst->dtype() != src->dtype()) return 1;
  int64_t bytes = dst->dtype()->bits() / 8;
  for (int64_t width : {4, 2}) {
    if (count > 0 && count % width == 0 && width * bytes <= 16) return width;
  }
  return 1;
}

}  // namespace dslc
