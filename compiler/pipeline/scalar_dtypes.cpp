// The runtime's DType (dslc/array.h) and sema's ScalarKind
// (scalar_kinds.def) name the same scalar types in the same order: a
// DType's Name() is the signature text the compiler reads as the ScalarKind
// of the same position. Checked here, where both are visible.
#include "compiler/types/types.h"
#include "dslc/array.h"

namespace dslc {

#define DSLC_SCALAR(Name, Text, Alias, Bits, Signed, Class)                          \
  static_assert(static_cast<int>(DType::Name) == static_cast<int>(ScalarKind::Name), \
                "DType::" #Name " and ScalarKind::" #Name " are at different positions");
#include "compiler/types/scalar_kinds.def"

constexpr int kScalarKinds = 0
#define DSLC_SCALAR(Name, Text, Alias, Bits, Signed, Class) +1
#include "compiler/types/scalar_kinds.def"
    ;
// DType's last enumerator: one past it is the number of DTypes.
static_assert(static_cast<int>(DType::Complex128) + 1 == kScalarKinds,
              "DType and ScalarKind list different numbers of types");

}  // namespace dslc
