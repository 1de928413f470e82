// The runtime's DType (dslc/array.h), sema's ScalarKind (scalar_kinds.def)
// and the launch words' dtypes (interface/launch_words.def) name the same
// scalar types in the same order: a DType's Name() is the signature text
// the compiler reads as the ScalarKind of the same position, and its launch
// code is that position. Checked here, where all three are visible.
#include <string_view>

#include "compiler/types/types.h"
#include "dslc/array.h"
#include "interface/launch_words.h"

namespace dslc {

// Whether the launch words' dtype at `position` is the scalar `text` of
// `bits` bits.
constexpr bool LaunchDTypeIs(int position, std::string_view text, int bits) {
  return launch_words::kDTypes[position].name == text &&
         launch_words::kDTypes[position].item_bytes * 8 == bits;
}

#define DSLC_SCALAR(Name, Text, Alias, Bits, Signed, Class)                               \
  static_assert(static_cast<int>(DType::Name) == static_cast<int>(ScalarKind::Name),      \
                "DType::" #Name " and ScalarKind::" #Name " are at different positions"); \
  static_assert(LaunchDTypeIs(static_cast<int>(ScalarKind::Name), Text, Bits),            \
                "launch_words.def does not list " #Name " at its position");
#include "compiler/types/scalar_kinds.def"

constexpr int kScalarKinds = 0
#define DSLC_SCALAR(Name, Text, Alias, Bits, Signed, Class) +1
#include "compiler/types/scalar_kinds.def"
    ;
// DType's last enumerator: one past it is the number of DTypes.
static_assert(static_cast<int>(DType::Complex128) + 1 == kScalarKinds,
              "DType and ScalarKind list different numbers of types");
static_assert(launch_words::kDTypeCount == kScalarKinds,
              "launch_words.def and ScalarKind list different numbers of types");

}  // namespace dslc
