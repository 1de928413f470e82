// Typing of CUDA's vector types as numba.cuda types them (vector_types.py):
// `float32x4(a, b, c, d)` takes numbers and vectors of its own element type
// whose elements add up to its own (`float32x4(float32x2(a, b), c, d)`),
// numbers converted to the element type as a call converts them (unsafe
// conversions included: `int16x2(1.5, 2)`); `v.x`, `v.y`, `v.z`, `v.w`
// read the elements. Vectors are values: variables, tuples, device
// function arguments and results hold them. Nothing else applies to them:
// no operators, no indexing, no stores into them, no arrays of them.
#include "compiler/sema/infer_impl.h"
#include "compiler/types/promotion.h"
#include "compiler/types/vector_types.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(VectorArgumentKind, Error, "`{0}` is made of numbers and vectors of `{1}`, not {2}",
                std::string, std::string, Described);
DSLC_DIAGNOSTIC(VectorElementNotConvertible, Error,
                "cannot convert {0} to `{1}`, the element type of `{2}`", Quoted, std::string,
                std::string);
DSLC_DIAGNOSTIC(VectorElementCount, Error,
                "`{0}` has {1}, but these arguments give {2} (a number gives one, a vector its "
                "elements)",
                std::string, std::string, std::string);
DSLC_DIAGNOSTIC(VectorMembers, Error, "`{0}` has the attributes {1}, not `{2}`", std::string,
                std::string, llvm::StringRef);

std::string Elements(int n) { return std::to_string(n) + (n == 1 ? " element" : " elements"); }

}  // namespace

const Type* FunctionTyper::TypeVectorConstructor(const CallExpr& call, const Type* vector,
                                                 llvm::ArrayRef<const Type*> args) {
  std::string name = vector->name();
  const Type* element = types().Scalar(vector->scalar());
  int given = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    const Type* arg = args[i];
    if (arg->is_vector() && arg->scalar() == vector->scalar()) {
      given += arg->vector_size();
      continue;
    }
    if (!arg->is_scalar()) {
      Error(call.args[i]->range(), VectorArgumentKind, name, element->name(), arg);
      return nullptr;
    }
    if (Convert(arg->scalar(), vector->scalar()) == Conversion::Never) {
      Error(call.args[i]->range(), VectorElementNotConvertible, arg, element->name(), name);
      return nullptr;
    }
    ++given;
  }
  if (given != vector->vector_size()) {
    Error(call.range(), VectorElementCount, name, Elements(vector->vector_size()), Elements(given));
    return nullptr;
  }
  return vector;
}

const Type* FunctionTyper::TypeVectorMember(const AttributeExpr& attribute, const Type* vector) {
  if (VectorMemberIndex(vector, attribute.name) >= 0) return types().Scalar(vector->scalar());
  Error(attribute.name_range, VectorMembers, vector->name(), VectorMemberList(vector),
        attribute.name);
  return nullptr;
}

}  // namespace dslc
